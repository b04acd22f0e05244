// Game states for client tests, played through the engine's single entry point, apply(), as the
// store plays them. Shared test support: the game's tests and the hall of fame's use them (the
// game feature's own helpers, which seed its store, stay in features/game/game-test-helpers.ts).
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
  type Rng,
} from '../../engine';
import { unwrap } from '../../engine/test-helpers';

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

/** The reveal's button: the next round, or after the last one the end of the game. */
export function afterReveal(state: GameState): GameState {
  return play(at('reveal', state), { type: 'next-round' }).state;
}
