// Test-only helpers of the game feature (not imported by the app): seeding its store, clicking
// hand-over buttons. The game states come from the shared test support, test/game-states.ts.
import type { GameState } from '../../../engine';
import { createElement, type ReactElement } from 'react';
import { renderWithApp } from '../../test/render';
import type { GameStep } from './game-session';
import {
  createGameStore,
  GameStoreProvider,
  type GameStore,
  type GameStoreOptions,
} from './game-store';

// The game states themselves are shared test support (the hall of fame's tests use them too).
export {
  afterReveal,
  startedState,
  withEntries,
  withStories,
  withVotes,
} from '../../test/game-states';

let store: GameStore | null = null;

/** A new game store for this test, made as a page load makes it: it reads the saved game. */
export function pageLoad(options?: GameStoreOptions): GameStore {
  return (store = createGameStore(options));
}

/** The store of this test (the last pageLoad, or a new one). */
export function testStore(): GameStore {
  return store ?? pageLoad();
}

/** renderWithApp, with the screens playing on this test's store. */
export function renderGame(ui: ReactElement, options?: Parameters<typeof renderWithApp>[1]) {
  return renderWithApp(
    createElement(GameStoreProvider, { store: testStore(), children: ui }),
    options,
  );
}

/** Saves a session at the phase a route step shows, and reloads the store as a page load would. */
export async function seedSession(session: {
  state: GameState;
  step: GameStep | null;
  discussionEndsAt?: number | null;
}): Promise<GameStore> {
  const { phaseOfStep, saveSession } = await import('./game-session');
  const phase = phaseOfStep(session.state, session.step);
  const discussionEndsAt = session.discussionEndsAt ?? (phase === 'discussion' ? Date.now() : null);
  saveSession({ state: session.state, phase, handoff: false, discussionEndsAt });
  return pageLoad();
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
