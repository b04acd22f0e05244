// SPEC §3 Player and §5 Player validation: adding, removing and counting players.
import { MAX_PLAYER_ID, MAX_PLAYERS, MIN_PLAYERS } from './constants';
import { randomInt, type Rng } from './random';
import { engineErrors, fail, ok, type Result } from './result';
import type { GameState } from './types';

// SPEC §3 Player: a random integer id 0–9999, re-drawn until unique among current players.
export function drawPlayerId(takenIds: readonly number[], rng: Rng): number {
  const taken = new Set(takenIds);
  let id = randomInt(rng, MAX_PLAYER_ID + 1);
  // At most 8 of 10,000 ids are taken, so a fair rng leaves this loop almost at once; the linear
  // probe after 1,000 draws only guards against a degenerate rng (e.g. one that always returns 0).
  for (let draws = 1; taken.has(id); draws++) {
    id = draws < 1000 ? randomInt(rng, MAX_PLAYER_ID + 1) : (id + 1) % (MAX_PLAYER_ID + 1);
  }
  return id;
}

/** A name as players tell names apart: case and spaces ignored ("Alice " and "alice" are one). */
export function nameKey(name: string): string {
  return name.normalize('NFKC').replace(/\s+/g, '').toLowerCase();
}

// SPEC §5 Player: name non-empty after trimming, at most 8 players; §4 new players' scores start at 0.
// Issue 16: no two players whose names differ only in case or spaces (votes and the reveal name them).
export function addPlayer(state: GameState, name: string, rng: Rng): Result<GameState> {
  const trimmed = name.trim();
  if (trimmed === '') return fail(engineErrors.emptyName());
  const key = nameKey(trimmed);
  const same = state.players.find((p) => nameKey(p.name) === key);
  if (same) return fail(engineErrors.duplicateName(same.name));
  if (state.players.length >= MAX_PLAYERS) return fail(engineErrors.tooManyPlayers());
  const id = drawPlayerId(
    state.players.map((p) => p.id),
    rng,
  );
  return ok({
    ...state,
    // no score yet: players join in setup, and a game that starts gives every player 0 (flow.ts)
    players: [...state.players, { id, name: trimmed }],
  });
}

// SPEC §2 Player setup: each player has a remove button. The turn stays with the same player.
export function removePlayer(state: GameState, playerId: number): GameState {
  const index = state.players.findIndex((p) => p.id === playerId);
  if (index === -1) return state;
  const players = state.players.filter((p) => p.id !== playerId);
  const scores = { ...state.scores };
  delete scores[playerId];
  let currentPlayerIndex =
    index < state.currentPlayerIndex ? state.currentPlayerIndex - 1 : state.currentPlayerIndex;
  if (currentPlayerIndex >= players.length) currentPlayerIndex = 0;
  return { ...state, players, scores, currentPlayerIndex };
}

// SPEC §5 Player: at least 3 players to proceed from player setup (and to start).
export function canProceedFromSetup(state: GameState): boolean {
  return state.players.length >= MIN_PLAYERS;
}

// In a file of its own, so the home screen lists names without the player rules (issue 22).
export { listNames } from './list-names';
