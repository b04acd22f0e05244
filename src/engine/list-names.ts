/** Names as a sentence lists them: "Ann", "Ann and Bob", "Ann, Bob and Cy". */
export function listNames(names: readonly string[]): string {
  return names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}
