import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { roundPoints, scoreRound } from './scoring';
import { createInitialState, currentRoundOf, withCurrentRound } from './state';
import { deepFreeze, startedGame } from './test-helpers';
import type { Player, Round, Vote } from './types';

const P = (id: number): Player => ({ id, name: `P${id}` });
const players4 = [P(1), P(2), P(3), P(4)];
const round = (faker: Player | null, votes: [number, number | null][]): Round => ({
  category: 'awkward',
  faker,
  stories: [],
  votes: votes.map(([voterId, suspectId]) => ({ voterId, suspectId })),
  scored: false,
});

describe('roundPoints (SPEC §4 Scoring, §9)', () => {
  it.each<[string, Player | null, [number, number | null][], Record<number, number>]>([
    // 4 players, faker P2: faker gets 4 − 1 − votes against; each non-faker naming the faker gets 1.
    [
      'nobody finds the faker',
      P(2),
      [
        [1, 3],
        [3, 1],
        [4, 1],
        [2, null],
      ],
      { 1: 0, 2: 3, 3: 0, 4: 0 },
    ],
    [
      'one finds the faker',
      P(2),
      [
        [1, 2],
        [3, 1],
        [4, 1],
        [2, 3],
      ],
      { 1: 1, 2: 2, 3: 0, 4: 0 },
    ],
    [
      'two find the faker',
      P(2),
      [
        [1, 2],
        [3, 2],
        [4, 1],
        [2, 1],
      ],
      { 1: 1, 2: 1, 3: 1, 4: 0 },
    ],
    [
      'everyone finds the faker',
      P(2),
      [
        [1, 2],
        [3, 2],
        [4, 2],
        [2, null],
      ],
      { 1: 1, 2: 0, 3: 1, 4: 1 },
    ],
    ['no votes at all', P(2), [], { 1: 0, 2: 3, 3: 0, 4: 0 }],
    ['the faker’s own vote never counts', P(2), [[2, 1]], { 1: 0, 2: 3, 3: 0, 4: 0 }],
    [
      'only a voter’s latest vote counts',
      P(2),
      [
        [1, 2],
        [1, 3],
      ],
      { 1: 0, 2: 3, 3: 0, 4: 0 },
    ],
    [
      'votes from people no longer playing are ignored',
      P(2),
      [[99, 2]],
      { 1: 0, 2: 3, 3: 0, 4: 0 },
    ],
    [
      'no faker: everyone gets 0',
      null,
      [
        [1, 2],
        [3, 2],
      ],
      { 1: 0, 2: 0, 3: 0, 4: 0 },
    ],
    ['a faker who left the game earns nothing', P(9), [[1, 9]], { 1: 1, 2: 0, 3: 0, 4: 0 }],
  ])('%s', (_, faker, votes, expected) => {
    expect(roundPoints(deepFreeze(round(faker, votes)), players4)).toEqual(expected);
  });

  it('3 players, nobody finds the faker: faker gets 2', () => {
    expect(
      roundPoints(
        round(P(1), [
          [2, 3],
          [3, 2],
        ]),
        [P(1), P(2), P(3)],
      ),
    ).toEqual({ 1: 2, 2: 0, 3: 0 });
  });

  const scenario = fc.integer({ min: 3, max: 8 }).chain((n) =>
    fc.record({
      players: fc.constant(Array.from({ length: n }, (_, i) => P(i * 7))),
      fakerIndex: fc.nat({ max: n - 1 }),
      choices: fc.array(fc.nat({ max: n - 2 }), { minLength: n, maxLength: n }),
      voteMask: fc.array(fc.boolean(), { minLength: n, maxLength: n }),
    }),
  );
  // Each player i votes for the choices[i]-th of the *other* players (never themselves), if voteMask[i].
  const votesOf = (players: Player[], choices: number[], mask: boolean[]): Vote[] =>
    players.flatMap((voter, i) => {
      if (!mask[i]) return [];
      const others = players.filter((p) => p.id !== voter.id);
      return [{ voterId: voter.id, suspectId: others[choices[i]!]!.id }];
    });

  it('property: no points are negative, and each player gets at most players − 1', () => {
    fc.assert(
      fc.property(scenario, ({ players, fakerIndex, choices, voteMask }) => {
        const points = roundPoints(
          { ...round(players[fakerIndex]!, []), votes: votesOf(players, choices, voteMask) },
          players,
        );
        for (const value of Object.values(points)) {
          expect(value).toBeGreaterThanOrEqual(0);
          expect(value).toBeLessThanOrEqual(players.length - 1);
        }
      }),
    );
  });

  it('property: when every non-faker votes, the round’s points add up to players − 1', () => {
    fc.assert(
      fc.property(scenario, ({ players, fakerIndex, choices }) => {
        const all = players.map(() => true);
        const points = roundPoints(
          { ...round(players[fakerIndex]!, []), votes: votesOf(players, choices, all) },
          players,
        );
        const total = Object.values(points).reduce((a, b) => a + b, 0);
        expect(total).toBe(players.length - 1);
      }),
    );
  });
});

describe('scoreRound (SPEC §4 Scoring)', () => {
  const game = startedGame(['Ann', 'Bob', 'Cy'], { rounds: 2, categories: ['awkward', 'sports'] });
  const [ann, bob, cy] = game.players as [Player, Player, Player];
  const voted = deepFreeze(
    withCurrentRound(
      { ...game, scores: { [ann.id]: 5, [bob.id]: 0, [cy.id]: 1 } },
      round(bob, [
        [ann.id, bob.id],
        [cy.id, ann.id],
        [bob.id, null],
      ]),
    ),
  );

  it('adds the round’s points to the totals and marks the round scored', () => {
    const scored = scoreRound(voted);
    expect(scored.scores).toEqual({ [ann.id]: 6, [bob.id]: 1, [cy.id]: 1 });
    expect(currentRoundOf(scored)!.scored).toBe(true);
    expect(scored.gameRounds[1]!.scored).toBe(false);
  });

  it('counts a player with no total yet from 0', () => {
    const scored = scoreRound({ ...voted, scores: {} });
    expect(scored.scores).toEqual({ [ann.id]: 1, [bob.id]: 1, [cy.id]: 0 });
  });

  it('runs once: scoring twice equals scoring once', () => {
    const once = scoreRound(voted);
    expect(scoreRound(once)).toBe(once);
  });

  it('does nothing without a faker or without a round', () => {
    expect(scoreRound(game)).toBe(game);
    const initial = createInitialState();
    expect(scoreRound(initial)).toBe(initial);
  });

  it('property: scoring twice equals scoring once, whatever the votes', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(
            fc.constantFrom(ann.id, bob.id, cy.id),
            fc.constantFrom(ann.id, bob.id, cy.id, null),
          ),
        ),
        fc.constantFrom(ann, bob, cy),
        (votes, faker) => {
          const state = withCurrentRound(game, round(faker, votes));
          const once = scoreRound(state);
          expect(scoreRound(once)).toEqual(once);
        },
      ),
    );
  });
});
