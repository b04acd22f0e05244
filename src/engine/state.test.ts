import { describe, expect, it } from 'vitest';
import {
  createInitialState,
  currentPlayer,
  currentRoundOf,
  findPlayer,
  resetGame,
  setGameRecord,
  withCurrentRound,
} from './state';
import { deepFreeze, startedGame, withPlayers } from './test-helpers';

describe('createInitialState (SPEC §4 Defaults)', () => {
  it('has no players, 3 rounds, 5 minutes, round 0, only awkward selected, no rounds built', () => {
    expect(createInitialState()).toEqual({
      players: [],
      rounds: 3,
      timerMinutes: 5,
      currentRound: 0,
      selectedCategories: ['awkward'],
      gameRounds: [],
      scores: {},
      currentPlayerIndex: 0,
    });
  });

  it('returns a fresh object each time', () => {
    const a = createInitialState();
    a.selectedCategories.push('sports');
    expect(createInitialState().selectedCategories).toEqual(['awkward']);
  });
});

describe('resetGame (SPEC §4 Reset game)', () => {
  it('restores every default but keeps the players', () => {
    const played = deepFreeze({
      ...startedGame(['Ann', 'Bob', 'Cy'], { rounds: 2, categories: ['dating', 'sports'] }),
      timerMinutes: 8,
      scores: { 1: 4 },
      gameId: 'g1',
      createdAt: '2025-05-19T10:00:00.000Z',
    });
    const reset = resetGame(played);
    expect(reset).toEqual({ ...createInitialState(), players: played.players });
    expect(reset.players).not.toBe(played.players);
  });
});

describe('current round and player', () => {
  it('are undefined before the game starts / without players', () => {
    const state = createInitialState();
    expect(currentRoundOf(state)).toBeUndefined();
    expect(currentPlayer(state)).toBeUndefined();
  });

  it('follow currentRound and currentPlayerIndex', () => {
    const state = startedGame(['Ann', 'Bob', 'Cy'], {
      rounds: 2,
      categories: ['dating', 'sports'],
    });
    expect(currentRoundOf(state)?.category).toBe('dating');
    expect(currentRoundOf({ ...state, currentRound: 1 })?.category).toBe('sports');
    expect(currentRoundOf({ ...state, currentRound: 2 })).toBeUndefined();
    expect(currentPlayer({ ...state, currentPlayerIndex: 2 })?.name).toBe('Cy');
  });

  it('findPlayer looks a player up by id', () => {
    const state = withPlayers(['Ann', 'Bob']);
    const bob = state.players[1]!;
    expect(findPlayer(state, bob.id)).toBe(bob);
    expect(findPlayer(state, -1)).toBeUndefined();
  });
});

describe('setGameRecord (SPEC §3)', () => {
  it('stores the server id and creation time', () => {
    const state = deepFreeze(createInitialState());
    expect(setGameRecord(state, { id: 'abc', createdAt: '2025-05-19T10:00:00Z' })).toMatchObject({
      gameId: 'abc',
      createdAt: '2025-05-19T10:00:00Z',
    });
  });
});

describe('withCurrentRound', () => {
  it('replaces only the current round', () => {
    const state = deepFreeze(
      startedGame(['Ann', 'Bob', 'Cy'], { rounds: 2, categories: ['dating', 'sports'] }),
    );
    const next = withCurrentRound(state, { ...state.gameRounds[0]!, scored: true });
    expect(next.gameRounds.map((r) => r.scored)).toEqual([true, false]);
    expect(next.gameRounds[1]).toBe(state.gameRounds[1]);
  });
});
