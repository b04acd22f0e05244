// Test-only helpers of the game feature (not imported by the app). Games are played through the
// engine's single entry point, apply(), as the store plays them.
import {
  apply,
  createInitialState,
  createSeededRng,
  currentPlayer,
  newGame,
  type Game,
  type GameState,
  type Move,
  type Phase,
  type Result,
  type Rng,
} from '../../../engine';
import { createElement, type ReactElement } from 'react';
import { renderWithApp } from '../../test/render';
import type { GameStep } from './game-session';
import {
  createGameStore,
  GameStoreProvider,
  type GameStore,
  type GameStoreOptions,
} from './game-store';

export function unwrap<T>(result: Result<T>): T {
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  return result.value;
}

function play(game: Game, move: Move, rng: Rng = createSeededRng(7)): Game {
  return unwrap(apply(game, move, { rng, now: Date.now() })).game;
}

/** A started game with these players and rounds (categories awkward, unpopular, ...). */
export function startedState(names: string[] = ['Ann', 'Bob', 'Cy'], rounds = 1): GameState {
  const rng = createSeededRng(7);
  let game = newGame({ ...createInitialState(), selectedCategories: [] });
  for (const name of names) game = play(game, { type: 'add-player', name }, rng);
  game = play(game, { type: 'set-rounds', rounds }, rng);
  for (const category of (['awkward', 'unpopular', 'childhood'] as const).slice(0, rounds)) {
    game = play(game, { type: 'toggle-category', category }, rng);
  }
  return play(game, { type: 'start' }, rng).state;
}

const at = (phase: Phase, state: GameState): Game => ({ phase, state, discussionEndsAt: null });

/** Every player writes an entry ("<name> did a thing."), and the faker (by index) is chosen. */
export function withEntries(
  state: GameState,
  fakerIndex = 0,
  entry = (name: string) => `${name} did a thing.`,
): GameState {
  let game = at('writing', state);
  for (let i = 0; i < state.players.length; i++) {
    const content = entry(currentPlayer(game.state)!.name);
    game = play(game, { type: 'submit-entry', content }, () => fakerIndex / state.players.length);
  }
  return game.state;
}

/** Every player writes an entry, the faker (by index) is chosen and given a fake. */
export function withStories(state: GameState, fakerIndex = 0): GameState {
  const content = 'A generated fake.';
  return play(at('awaiting-fake', withEntries(state, fakerIndex)), {
    type: 'fake-arrived',
    content,
  }).state;
}

/** Every player votes for the next player in the list; then scored. */
export function withVotes(state: GameState): GameState {
  let game = play(at('discussion', state), { type: 'start-voting' });
  game = play(game, { type: 'ready-to-vote' });
  for (let i = 0; i < state.players.length; i++) {
    const suspect = state.players[(i + 1) % state.players.length]!;
    game = play(game, { type: 'vote', suspectId: suspect.id });
  }
  return game.state;
}

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

/** The reveal's button: the next round, or after the last one the end of the game. */
export function afterReveal(state: GameState): GameState {
  return play(at('reveal', state), { type: 'next-round' }).state;
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
