// SPEC §4 Game flow (story input) and §5 Story input validation.
import { SENTENCE_LIMITS, type ContentType } from './categories';
import { resolveCategory, type CustomCategory } from './custom-categories';
import { MAX_ENTRY_CHARS } from './constants';
import { engineErrors, fail, ok, type Result } from './result';
import { currentPlayer, currentRoundOf, withCurrentRound } from './state';
import { advancePlayer } from './flow';
import { isFakerWritten } from './fake-modes';
import type { GameState, Round, Story } from './types';

// SPEC §3 Category: whether a category asks for a story or a statement (issue 24: a custom one's
// own type, from the definitions given, such as the game's customCategories).
export function contentTypeOf(
  category: string,
  customCategories: readonly CustomCategory[] = [],
): ContentType {
  return resolveCategory(category, customCategories)?.type ?? 'story';
}

/** Abbreviations whose full stop ends no sentence ("Mr. Smith"); "e.g." and "i.e." included. */
const ABBREVIATIONS = /\b(?:mrs?|ms|dr|st|vs|etc)\.|\b(?:e\.g|i\.e)\./gi;

// SPEC §5: sentences are counted by splitting on . ! ? and dropping blank pieces — except a point
// inside a number ("3.50"), after a common abbreviation ("Mr. Smith", "e.g.") or in an ellipsis
// ("wait... what"), which end no sentence (issue 16, docs/decisions/012).
export function countSentences(text: string): number {
  // without a full stop or an ellipsis there is no number, abbreviation or ellipsis to take out
  const plain =
    !text.includes('.') && !text.includes('\u2026')
      ? text
      : text
          .replace(/(\d)\.(?=\d)/g, '$1')
          .replace(ABBREVIATIONS, (match) => match.replace(/\./g, ''))
          .replace(/\.{2,}|\u2026/g, ' ');
  return plain.split(/[.!?]/).filter((piece) => piece.trim() !== '').length;
}

// SPEC §5 Story input: not empty after trimming, at most 1 sentence (statement) or 2 (story); and
// at most MAX_ENTRY_CHARS characters once trimmed (the text area's cap, also enforced here).
export function validateEntry(content: string, contentType: ContentType): Result<string> {
  const trimmed = content.trim();
  if (trimmed === '') return fail(engineErrors.emptyEntry(contentType));
  if (trimmed.length > MAX_ENTRY_CHARS) return fail(engineErrors.entryTooManyChars(contentType));
  const limit = SENTENCE_LIMITS[contentType];
  if (countSentences(trimmed) > limit) return fail(engineErrors.entryTooLong(contentType, limit));
  return ok(trimmed);
}

/** The story a player has in a round, if any. */
export function storyOf(round: Round, playerId: number): Story | undefined {
  return round.stories.find((s) => s.playerId === playerId);
}

// SPEC §4 Game flow: a story replaces the player's existing one in the round or is appended.
export function upsertStory(stories: readonly Story[], story: Story): Story[] {
  return stories.some((s) => s.playerId === story.playerId)
    ? stories.map((s) => (s.playerId === story.playerId ? story : s))
    : [...stories, story];
}

// SPEC §4 Game flow + §5: the current player's valid, trimmed entry is stored, then the turn passes on.
// Issue 24: in a round the faker writes, the faker's entry is the round's fake, flagged isFake; the
// faker is known from the start there, so only a machine round's chosen faker closes the entries.
export function submitStory(state: GameState, content: string): Result<GameState> {
  const round = currentRoundOf(state);
  if (!round) return fail(engineErrors.noCurrentRound());
  const type = contentTypeOf(round.category, state.customCategories);
  const player = currentPlayer(state);
  if (!player) return fail(engineErrors.noCurrentPlayer(type));
  const fakerWrites = isFakerWritten(round);
  if (round.faker && !fakerWrites) return fail(engineErrors.storiesClosed());
  const valid = validateEntry(content, type);
  if (!valid.ok) return valid;
  const isFake = fakerWrites && round.faker?.id === player.id;
  const stories = upsertStory(round.stories, {
    playerId: player.id,
    content: valid.value,
    ...(isFake ? { isFake: true } : {}),
  });
  return ok(advancePlayer(withCurrentRound(state, { ...round, stories })));
}

// SPEC §4 Game flow: "once every player has a story" (every current player, in the current round).
export function allStoriesSubmitted(state: GameState): boolean {
  const round = currentRoundOf(state);
  if (!round || state.players.length === 0) return false;
  return state.players.every((p) => storyOf(round, p.id) !== undefined);
}
