// What a fake is asked for, and the facts every generator derives from the round's real entries.
import type { CategoryId, ContentType } from '../engine/categories';
import { SENTENCE_LIMITS } from '../engine/categories';
import type { AgeRange, RandomnessLevel } from '../engine/settings';
import type { PreparedEntry } from './text';
import { prepareEntry, wordCount } from './text';

export interface FakeRequest {
  readonly category: CategoryId;
  readonly contentType: ContentType;
  /** The round's real entries (1–8). */
  readonly stories: readonly string[];
  readonly randomnessLevel: RandomnessLevel;
  readonly ageRange: AgeRange;
  /** Corpus ids this device used lately (at most 200): none of them is picked again. */
  readonly recentFakeIds?: readonly string[];
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
  readonly req: FakeRequest;
  readonly stories: readonly string[];
  readonly entries: readonly PreparedEntry[];
  readonly sentenceLimit: number;
  readonly range: { readonly min: number; readonly max: number };
}

export function prepareRequest(req: FakeRequest): PreparedRequest {
  const stories = usableStories(req.stories);
  return {
    req,
    stories,
    entries: stories.map(prepareEntry),
    sentenceLimit: SENTENCE_LIMITS[req.contentType] ?? 1,
    range: allowedWordRange(stories, req.contentType),
  };
}
