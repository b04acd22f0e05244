// The checks every fake must pass, whoever wrote it (the corpus or an LLM). Reasons never quote
// story text, so a caller may log them.
import type { PreparedRequest } from './request';
import { findDeniedWord, findLeak } from './safety';
import { countSentences } from '../engine/stories';
import { contentStems, copyReason, sameStory, wordCount } from './text';

export type CheckResult = { readonly ok: true } | { readonly ok: false; readonly reason: string };

/**
 * Checks a candidate against a prepared request (used on LLM answers and on voiced corpus entries):
 * sentence limit by the SPEC §5 count, word count within the real entries' range ±2, no copying (a
 * shared 4-word run, or Jaccard word overlap above 0.35 with an entry), not the same story as an
 * entry (two content stems in common outside the category's `subject` words), the age range's
 * denylist, and no leaked instructions or delimiters. The corpus picker applies the same gates.
 */
export function checkPrepared(
  text: string,
  prepared: PreparedRequest,
  subject?: ReadonlySet<string>,
): CheckResult {
  const trimmed = text.trim();
  if (wordCount(trimmed) === 0) return { ok: false, reason: 'empty' };
  if (/[\r\n]/.test(trimmed)) return { ok: false, reason: 'more than one line' };
  const leak = findLeak(trimmed);
  if (leak !== null) return { ok: false, reason: 'leaked instructions or delimiters' };
  const sentences = countSentences(trimmed);
  if (sentences > prepared.sentenceLimit) {
    return {
      ok: false,
      reason: `${sentences} sentences; a ${prepared.req.contentType} allows at most ${prepared.sentenceLimit}`,
    };
  }
  const words = wordCount(trimmed);
  const { min, max } = prepared.range;
  if (words < min || words > max)
    return { ok: false, reason: `${words} words; expected ${min} to ${max}` };
  if (findDeniedWord(trimmed, prepared.req.ageRange) !== null) {
    return { ok: false, reason: `not suitable for the age range ${prepared.req.ageRange}` };
  }
  const copied = copyReason(trimmed, prepared.entries);
  if (copied !== null) return { ok: false, reason: copied };
  if (sameStory(new Set(contentStems(trimmed)), prepared.entries, subject))
    return { ok: false, reason: "the same story as a player's entry" };
  return { ok: true };
}
