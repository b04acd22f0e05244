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
// the faker writing the lie unless the machine wrote its fake before the game (preparedFake);
// otherwise the setting decides, "random" with the injected rng (one draw, half and half).
export function decideFakeMethod(state: GameState, round: Round, rng: Rng): FakeMethod {
  if (isCustomCategoryId(round.category) && round.preparedFake === undefined) return 'faker';
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
// uniformly); a fake prepared for it is then of no use and goes. A round that already has its
// method keeps it: nothing later re-decides a round.
export function startRound(state: GameState, rng: Rng): GameState {
  const round = currentRoundOf(state);
  if (!round || round.fakeMethod !== undefined) return state;
  const fakeMethod = decideFakeMethod(state, round, rng);
  if (fakeMethod === 'machine') return withCurrentRound(state, { ...round, fakeMethod });
  const { preparedFake: _unused, ...rest } = round;
  const faker: Player | null = state.players.length > 0 ? { ...pick(rng, state.players) } : null;
  return withCurrentRound(state, { ...rest, fakeMethod, faker: faker ?? round.faker });
}

/**
 * Issue 24: the custom categories' fakes the machine wrote before the game (the start move's
 * customFakes, by category id) are kept on their rounds as preparedFake. Only custom rounds take
 * one, and only a fake with text; a category played twice (not possible today: the fill draws the
 * eleven only) would get it in its first round only, so no fake is heard twice.
 */
export function prepareCustomFakes(
  state: GameState,
  customFakes: Readonly<Record<string, string>> | undefined,
): GameState {
  if (!customFakes) return state;
  const used = new Set<string>();
  const gameRounds = state.gameRounds.map((round) => {
    const fake = Object.hasOwn(customFakes, round.category)
      ? customFakes[round.category]?.trim()
      : undefined;
    if (!isCustomCategoryId(round.category) || !fake || used.has(round.category)) return round;
    used.add(round.category);
    return { ...round, preparedFake: fake };
  });
  return { ...state, gameRounds };
}

/** Issue 24: the round's prepared fake, if the machine wrote one before the game. */
export function preparedFakeOf(state: GameState): string | undefined {
  return currentRoundOf(state)?.preparedFake;
}
