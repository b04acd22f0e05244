// Test-only helpers of the game feature (not imported by the app).
import {
  addPlayer,
  applyFake,
  castVote,
  chooseFaker,
  createInitialState,
  createSeededRng,
  currentPlayer,
  resetPlayerIndex,
  advancePlayer,
  scoreRound,
  setRounds,
  startGame,
  submitStory,
  type GameState,
  type Result,
} from '../../../engine';
import type { GameStep } from './game-session';

export function unwrap<T>(result: Result<T>): T {
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  return result.value;
}

/** A started game with these players and rounds (categories awkward, unpopular, ...). */
export function startedState(names: string[] = ['Ann', 'Bob', 'Cy'], rounds = 1): GameState {
  const rng = createSeededRng(7);
  let s = names.reduce((st, n) => unwrap(addPlayer(st, n, rng)), createInitialState());
  s = unwrap(setRounds(s, rounds));
  const categories = (['awkward', 'unpopular', 'childhood'] as const).slice(0, rounds);
  return unwrap(startGame({ ...s, selectedCategories: [...categories] }, rng));
}

/** Every player writes an entry, the faker (by index) is chosen and given a fake. */
export function withStories(state: GameState, fakerIndex = 0): GameState {
  let s = state;
  for (let i = 0; i < s.players.length; i++) {
    s = unwrap(submitStory(s, `${currentPlayer(s)!.name} did a thing.`));
  }
  s = unwrap(chooseFaker(s, () => fakerIndex / s.players.length));
  return resetPlayerIndex(unwrap(applyFake(s, 'A generated fake.')));
}

/** Every player votes for the next player in the list; then scored. */
export function withVotes(state: GameState): GameState {
  let s = resetPlayerIndex(state);
  for (let i = 0; i < s.players.length; i++) {
    const voter = currentPlayer(s)!;
    const suspect = s.players[(i + 1) % s.players.length]!;
    s = advancePlayer(unwrap(castVote(s, voter.id, suspect.id)));
  }
  return scoreRound(s);
}

/** Saves a session and reloads the store from it, as a page load would. */
export async function seedSession(session: {
  state: GameState;
  step: GameStep | null;
  discussionEndsAt?: number | null;
}): Promise<void> {
  const { saveSession } = await import('./game-session');
  const { reloadGameStoreForTests } = await import('./game-store');
  saveSession({ handoff: false, discussionEndsAt: null, ...session });
  reloadGameStoreForTests();
}

/** Clicks a hand-over button once it is armed (see use-armed-after.ts). */
export async function clickWhenArmed(
  user: { click: (el: Element) => Promise<void> },
  name: string,
): Promise<void> {
  const { screen, waitFor } = await import('@testing-library/react');
  const button = screen.getByRole('button', { name }) as HTMLButtonElement;
  await waitFor(() => {
    if (button.disabled) throw new Error(`${name} is not armed yet`);
  });
  await user.click(button);
}
