// SPEC §2 Share dialog and §9: up to 5 stories, balanced between generated fakes and real ones.
import type { GameCategoryId } from './custom-categories';
import { SHARE_SAMPLE_MAX } from './constants';
import { shuffle, type Rng } from './random';
import type { GameState } from './types';

export interface ShareStory {
  content: string;
  playerId: number;
  isFake: boolean;
  category: GameCategoryId;
}

/** Every non-empty story of the game, with its round's category. */
export function allStories(state: GameState): ShareStory[] {
  return state.gameRounds.flatMap((round) =>
    round.stories
      .filter((s) => s.content.trim() !== '')
      .map((s) => ({
        content: s.content,
        playerId: s.playerId,
        isFake: s.isFake === true,
        category: round.category,
      })),
  );
}

// SPEC §2 End game: the "Share Story" button shows only if any stories exist.
export function hasShareableStories(state: GameState): boolean {
  return allStories(state).length > 0;
}

// SPEC §9 Share dialog: at most `max` stories; up to half are fakes (rounded down), the rest real,
// and whichever kind runs short is filled from the other. The result is shuffled.
export function sampleShareStories(
  state: GameState,
  rng: Rng,
  max: number = SHARE_SAMPLE_MAX,
): ShareStory[] {
  const limit = Math.max(0, Math.floor(max));
  const stories = allStories(state);
  const fakes = shuffle(
    rng,
    stories.filter((s) => s.isFake),
  );
  const reals = shuffle(
    rng,
    stories.filter((s) => !s.isFake),
  );
  const fakeCount = Math.min(fakes.length, Math.max(Math.floor(limit / 2), limit - reals.length));
  const realCount = Math.min(reals.length, limit - fakeCount);
  return shuffle(rng, [...fakes.slice(0, fakeCount), ...reals.slice(0, realCount)]);
}
