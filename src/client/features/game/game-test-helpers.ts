// Test-only helpers of the game feature (not imported by the app): seeding its store, clicking
// hand-over buttons. The game states come from the shared test support, test/game-states.ts.
import type { GameState } from '../../../engine';
import type { GameStep } from './game-session';

// The game states themselves are shared test support (the hall of fame's tests use them too).
export { startedState, withStories, withVotes } from '../../test/game-states';

/** Saves a session at the phase a route step shows, and reloads the store as a page load would. */
export async function seedSession(session: {
  state: GameState;
  step: GameStep | null;
  discussionEndsAt?: number | null;
}): Promise<void> {
  const { phaseOfStep, saveSession } = await import('./game-session');
  const { reloadGameStoreForTests } = await import('./game-store');
  const phase = phaseOfStep(session.state, session.step);
  const discussionEndsAt = session.discussionEndsAt ?? (phase === 'discussion' ? Date.now() : null);
  saveSession({ state: session.state, phase, handoff: false, discussionEndsAt });
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
