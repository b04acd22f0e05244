import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_PLAYER_ID } from './constants';
import {
  addPlayer,
  canProceedFromSetup,
  drawPlayerId,
  listNames,
  nameKey,
  removePlayer,
} from './players';
import { createSeededRng } from './random';
import { createInitialState } from './state';
import { deepFreeze, sequenceRng, startedGame, unwrap, withPlayers } from './test-helpers';

describe('listNames', () => {
  it.each([
    [[], ''],
    [['Ann'], 'Ann'],
    [['Ann', 'Bob'], 'Ann and Bob'],
    [['Ann', 'Bob', 'Cy'], 'Ann, Bob and Cy'],
  ])('%j → %j', (names, text) => {
    expect(listNames(names)).toBe(text);
  });
});

describe('nameKey', () => {
  it.each([
    ['Alice', 'alice'],
    [' Mary  Ann ', 'maryann'],
    ['ＡＢＣ', 'abc'],
  ])('%j → %j', (name, key) => {
    expect(nameKey(name)).toBe(key);
  });
});

describe('addPlayer (SPEC §3 Player, §5 Player)', () => {
  it('adds a player with a trimmed name and an id in 0–9999', () => {
    const state = deepFreeze(createInitialState());
    const next = unwrap(addPlayer(state, '  Ann  ', sequenceRng([0.4242])));
    expect(next.players).toEqual([{ id: 4242, name: 'Ann' }]);
    expect(state.players).toEqual([]);
  });

  it.each(['', '   ', '\t\n'])('rejects the blank name %j', (name) => {
    const result = addPlayer(createInitialState(), name, createSeededRng(1));
    expect(result).toMatchObject({ ok: false, error: { code: 'empty-name' } });
  });

  it.each([
    ['Alice', 'alice'],
    ['Alice', 'Alice '],
    ['Alice', '  ALICE'],
    ['Mary Ann', 'maryann'],
    ['Mary Ann', 'Mary  Ann'],
  ])('refuses %j again as %j, naming who is already playing (issue 16)', (first, again) => {
    const state = withPlayers([first, 'Bob']);
    const result = addPlayer(state, again, createSeededRng(3));
    expect(result).toMatchObject({
      ok: false,
      error: {
        code: 'duplicate-name',
        title: 'Name Taken',
        message: `${first} is already playing. Add a different name, such as an initial.`,
      },
    });
  });

  it.each([
    ['Alice', 'Alicia'],
    ['Ann', 'Anna'],
    ['Jo', 'J o e'],
  ])('lets %j and %j both play', (first, second) => {
    expect(addPlayer(withPlayers([first]), second, createSeededRng(4)).ok).toBe(true);
  });

  it('rejects a ninth player', () => {
    const eight = withPlayers(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H']);
    const result = addPlayer(eight, 'I', createSeededRng(2));
    expect(result).toMatchObject({ ok: false, error: { code: 'too-many-players' } });
  });

  it('re-draws an id that is already taken', () => {
    const first = unwrap(addPlayer(createInitialState(), 'Ann', sequenceRng([0.5])));
    const second = unwrap(addPlayer(first, 'Bob', sequenceRng([0.5, 0.5, 0.1234])));
    expect(second.players.map((p) => p.id)).toEqual([5000, 1234]);
  });

  it('still finds a free id with a degenerate rng that always returns 0', () => {
    const zero = () => 0;
    const state = ['A', 'B', 'C', 'D'].reduce(
      (s, name) => unwrap(addPlayer(s, name, zero)),
      createInitialState(),
    );
    expect(state.players.map((p) => p.id)).toEqual([0, 1, 2, 3]);
  });

  it('drawPlayerId wraps around past 9999', () => {
    expect(drawPlayerId([9999], () => 0.99999)).toBe(0);
  });

  it('keeps no score for a player who joins: players join in setup, and the start zeroes every score', () => {
    expect(unwrap(addPlayer(createInitialState(), 'Dee', sequenceRng([0.0001]))).scores).toEqual(
      {},
    );
  });

  it('property: ids stay unique and within 0–9999 whatever the rng and names', () => {
    fc.assert(
      fc.property(
        // names that differ once case and spaces are ignored (a duplicate is refused: decision 012)
        fc.uniqueArray(fc.string({ minLength: 1 }), {
          maxLength: 12,
          selector: (name) => nameKey(`p${name}`),
        }),
        fc.integer(),
        (names, seed) => {
          const rng = createSeededRng(seed);
          let state = createInitialState();
          for (const name of names) {
            const result = addPlayer(state, `p${name}`, rng);
            if (result.ok) state = result.value;
          }
          const ids = state.players.map((p) => p.id);
          expect(new Set(ids).size).toBe(ids.length);
          expect(ids.length).toBe(Math.min(names.length, 8));
          for (const id of ids)
            expect(Number.isInteger(id) && id >= 0 && id <= MAX_PLAYER_ID).toBe(true);
        },
      ),
    );
  });
});

describe('removePlayer', () => {
  it('removes the player and their score', () => {
    const state = deepFreeze(startedGame(['Ann', 'Bob', 'Cy']));
    const bob = state.players[1]!;
    const next = removePlayer(state, bob.id);
    expect(next.players.map((p) => p.name)).toEqual(['Ann', 'Cy']);
    expect(bob.id in next.scores).toBe(false);
  });

  it('returns the same state for an unknown id', () => {
    const state = withPlayers(['Ann']);
    expect(removePlayer(state, -5)).toBe(state);
  });

  it.each([
    // [index removed, current index before, current index after]
    [0, 2, 1], // someone before the current player leaves: the turn stays with the same player
    [2, 1, 1], // someone after leaves: unchanged
    [1, 1, 1], // the current player leaves: the next player takes the turn
    [3, 3, 0], // the last player leaves on their own turn: wrap to the first
  ])('removing index %i when the turn is at %i moves the turn to %i', (removed, before, after) => {
    const state = { ...withPlayers(['A', 'B', 'C', 'D']), currentPlayerIndex: before };
    expect(removePlayer(state, state.players[removed]!.id).currentPlayerIndex).toBe(after);
  });
});

describe('canProceedFromSetup (SPEC §5: at least 3 players)', () => {
  it.each([
    [0, false],
    [2, false],
    [3, true],
    [8, true],
  ])('%i players → %s', (count, expected) => {
    const names = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'].slice(0, count);
    expect(canProceedFromSetup(withPlayers(names))).toBe(expected);
  });
});
