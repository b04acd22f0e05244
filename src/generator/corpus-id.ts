// A corpus entry's id: all a device keeps of the fakes it was given (no text). Its own small module
// so the shared request schema can check ids without pulling the corpus code into the page.

/** How many corpus ids a device remembers so that its recent fakes are not picked again. */
export const RECENT_FAKES_KEPT = 200;

const ID_PATTERN = /^[a-z]+-\d{1,4}$/;

/** "<category>-<number>", e.g. "awkward-12". */
export function isCorpusId(value: unknown): value is string {
  return typeof value === 'string' && value.length <= 24 && ID_PATTERN.test(value);
}
