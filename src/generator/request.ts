// What a fake is asked for, and the facts every generator derives from the round's real entries.
import type { CategoryId, ContentType } from '../engine/categories';
import { SENTENCE_LIMITS } from '../engine/categories';
import type { AgeRange, RandomnessLevel } from '../engine/settings';
import type { PreparedEntry } from './text';
import { prepareEntry, wordCount } from './text';

/** What every fake is asked for: the round's content type, entries and settings. */
export interface RoundRequest {
  readonly contentType: ContentType;
  /** The round's real entries (1–8). */
  readonly stories: readonly string[];
  readonly randomnessLevel: RandomnessLevel;
  readonly ageRange: AgeRange;
}

/** A fake for one of the built-in categories: from its corpus, or an LLM. */
export interface FakeRequest extends RoundRequest {
  readonly category: CategoryId;
  /** Corpus ids this device used lately (at most 200): none of them is picked again. */
  readonly recentFakeIds?: readonly string[];
}

/** A category the players made up (issue 24): text typed by a player, untrusted like an entry. */
export interface CustomCategoryText {
  readonly name: string;
  readonly description: string;
}

/** A fake for a custom category: only an LLM can make one (no corpus fits it). */
export interface CustomFakeRequest extends RoundRequest {
  readonly custom: CustomCategoryText;
}

/** The fake's word count must lie within the real entries' min–max widened by this many words. */
export const WORD_RANGE_SLACK = 2;

/** Word range used when a round has no usable entry. */
const DEFAULT_RANGES: Readonly<Record<ContentType, { min: number; max: number }>> = {
  statement: { min: 5, max: 16 },
  story: { min: 10, max: 32 },
};

/** The real entries that hold at least one word, trimmed. */
export function usableStories(stories: readonly string[]): string[] {
  return stories
    .map((s) => (typeof s === 'string' ? s.trim() : ''))
    .filter((s) => wordCount(s) > 0);
}

/** Allowed word counts for a fake: the real entries' min–max ± WORD_RANGE_SLACK (never below 1). */
export function allowedWordRange(
  stories: readonly string[],
  contentType: ContentType,
): { min: number; max: number } {
  const counts = usableStories(stories).map(wordCount);
  if (counts.length === 0) return { ...DEFAULT_RANGES[contentType] };
  return {
    min: Math.max(1, Math.min(...counts) - WORD_RANGE_SLACK),
    max: Math.max(...counts) + WORD_RANGE_SLACK,
  };
}

/** A request with its entries prepared once for the copy checks. */
export interface PreparedRequest {
  readonly req: RoundRequest;
  readonly stories: readonly string[];
  readonly entries: readonly PreparedEntry[];
  readonly sentenceLimit: number;
  readonly range: { readonly min: number; readonly max: number };
}

export function prepareRequest(req: RoundRequest): PreparedRequest {
  // usableStories and allowedWordRange in one pass: each entry trimmed and counted once
  const stories: string[] = [];
  let min = Infinity;
  let max = -Infinity;
  for (const s of req.stories) {
    const story = typeof s === 'string' ? s.trim() : '';
    const words = wordCount(story);
    if (words === 0) continue;
    stories.push(story);
    if (words < min) min = words;
    if (words > max) max = words;
  }
  return {
    req,
    stories,
    entries: stories.map(prepareEntry),
    sentenceLimit: SENTENCE_LIMITS[req.contentType] ?? 1,
    range:
      stories.length === 0
        ? { ...DEFAULT_RANGES[req.contentType] }
        : { min: Math.max(1, min - WORD_RANGE_SLACK), max: max + WORD_RANGE_SLACK },
  };
}
