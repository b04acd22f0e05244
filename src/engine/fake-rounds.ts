// Issue 24, part 2: the rules that decide how a round's fake is made (the names and reads are in
// fake-modes.ts). Used by the moves only (game.ts).
import { isCustomCategoryId } from './custom-categories';
import { fakeModeOf, isFakeMode, type FakeMethod } from './fake-modes';
import { pick, type Rng } from './random';
import { engineErrors, fail, ok, type Result } from './result';
import { currentRoundOf, withCurrentRound } from './state';
import type { GameState, Player, Round } from './types';

// Issue 24: the "How the fake is made" choice of the game settings (a setup move).
export function setFakeMode(state: GameState, mode: unknown): Result<GameState> {
  if (!isFakeMode(mode)) return fail(engineErrors.unknownFakeMode());
  return ok({ ...state, fakeMode: mode });
}

// Issue 24: one round's method, decided when it starts. A custom category's round falls back to
// the faker writing the lie unless the game started knowing the machine can write it; otherwise
// the setting decides, "random" with the injected rng (one draw, half and half).
export function decideFakeMethod(state: GameState, round: Round, rng: Rng): FakeMethod {
  if (isCustomCategoryId(round.category) && state.customFakesByMachine !== true) return 'faker';
  switch (fakeModeOf(state)) {
    case 'machine':
      return 'machine';
    case 'faker-writes':
      return 'faker';
    case 'random':
      return rng() < 0.5 ? 'faker' : 'machine';
  }
}

// Issue 24: a round starts (the game's start for the first, next-round for the others). Its method
// is stored, and in a faker round the faker is picked now, by SPEC §4's rule (one of the players,
// uniformly). A round that already has its method keeps it: nothing later re-decides a round.
export function startRound(state: GameState, rng: Rng): GameState {
  const round = currentRoundOf(state);
  if (!round || round.fakeMethod !== undefined) return state;
  const fakeMethod = decideFakeMethod(state, round, rng);
  const faker: Player | null =
    fakeMethod === 'faker' && state.players.length > 0 ? { ...pick(rng, state.players) } : null;
  return withCurrentRound(state, { ...round, fakeMethod, faker: faker ?? round.faker });
}
