// Test-only helpers shared by the engine's *.test.ts files (not exported from index.ts).
import type { CategoryId } from './categories';
import { addPlayer } from './players';
import { createSeededRng, type Rng } from './random';
import type { Result } from './result';
import { setRounds } from './setup';
import { createInitialState } from './state';
import { startGame } from './flow';
import type { GameState } from './types';

/** The value of an ok result; throws (failing the test) on an error result. */
export function unwrap<T>(result: Result<T>): T {
  if (!result.ok) throw new Error(`expected ok, got ${result.error.code}: ${result.error.message}`);
  return result.value;
}

/** Freezes a value and everything inside it, so any mutation by the code under test throws. */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/** A rng that replays the given values in order, then repeats the last one. */
export function sequenceRng(values: readonly number[]): Rng {
  let i = 0;
  return () => values[Math.min(i++, values.length - 1)] as number;
}

/** A not-yet-started state with the named players (ids drawn from a seeded rng). */
export function withPlayers(names: readonly string[], seed = 1): GameState {
  const rng = createSeededRng(seed);
  return names.reduce((state, name) => unwrap(addPlayer(state, name, rng)), createInitialState());
}

/** A started game with the named players, `rounds` rounds and exactly the given categories. */
export function startedGame(
  names: readonly string[],
  options: { rounds?: number; categories?: CategoryId[]; seed?: number } = {},
): GameState {
  const { rounds = 1, categories = ['awkward'], seed = 1 } = options;
  const state = unwrap(setRounds(withPlayers(names, seed), rounds));
  return unwrap(startGame({ ...state, selectedCategories: categories }, createSeededRng(seed)));
}
