// Surface style: how the round's players typed (all lower case or capitals, a full stop at the end or
// none, apostrophes or none), put on a fake without changing a word of what it says. Entries are read
// aloud, so this only keeps the screen from giving the fake away; no filler, no typos, no new words.

export interface Surface {
  /** Every letter lower case ("i went"), as quick typers do. */
  readonly lower: boolean;
  /** Sentences start with a capital and "I" is a capital (tidy typing); only when not lower. */
  readonly capitals: boolean;
  /** The last sentence ends with . ! or ? */
  readonly endPunctuation: boolean;
  /** Contractions typed without apostrophes ("dont", "im"). */
  readonly noApostrophes: boolean;
}

const UPPER = /\p{Lu}/u;
const FIRST_LETTER = /\p{L}/u;
const CONTRACTION_WITHOUT =
  /\b(?:dont|cant|wont|didnt|isnt|wasnt|doesnt|im|ive|youre|theyre|couldnt|shouldnt|wouldnt|thats|whats|ill|id)\b/i;
const APOSTROPHE = /['\u2019]/;

/** How one entry was typed. */
export function surfaceOf(text: string): Surface {
  const first = FIRST_LETTER.exec(text)?.[0];
  const lower = first !== undefined && !UPPER.test(text);
  return {
    lower,
    capitals: !lower && first !== undefined && UPPER.test(first),
    endPunctuation: /[.!?]["')\]]*\s*$/.test(text),
    noApostrophes: !APOSTROPHE.test(text) && CONTRACTION_WITHOUT.test(text),
  };
}

/** The text typed with the given surface: same words, same order. */
export function applySurface(text: string, surface: Surface): string {
  let out = text.trim();
  if (surface.lower) out = out.toLowerCase();
  else if (surface.capitals) {
    out = out
      .replace(/^(\P{L}*)(\p{Ll})/u, (_m, lead: string, c: string) => lead + c.toUpperCase())
      .replace(/([.!?]\s+)(\p{Ll})/gu, (_m, stop: string, c: string) => stop + c.toUpperCase())
      .replace(/\bi(?=\b|['\u2019])/g, 'I');
  } else
    out = out.replace(
      /^(\P{L}*)(\p{Lu})(?=\p{Ll}|\s)/u,
      (_m, lead: string, c: string) => lead + c.toLowerCase(),
    );
  if (surface.noApostrophes) {
    // "don't" → "dont", "I'm" → "Im"; "we'll" and "we're" keep theirs ("well", "were" read as other words)
    out = out.replace(/\b(\p{L}+)['\u2019](t|m|ve|s)\b/giu, '$1$2');
  }
  const ended = /[.!?]["')\]]*$/.test(out);
  if (surface.endPunctuation && !ended) out = `${out}.`;
  if (!surface.endPunctuation && ended) out = out.replace(/[.!]+(["')\]]*)$/, '$1');
  return out;
}
