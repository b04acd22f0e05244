import { describe, expect, it } from 'vitest';
import { applyFake, chooseFaker } from './faker';
import { scoreRound } from './scoring';
import { createInitialState, currentRoundOf } from './state';
import { submitStory } from './stories';
import { deepFreeze, sequenceRng, startedGame, unwrap } from './test-helpers';
import { allVotesCast, castVote, voteChoices, voteOf } from './voting';
import type { GameState, Player } from './types';

// Ann, Bob, Cy, Dee; Bob (index 1) is the faker.
const base = startedGame(['Ann', 'Bob', 'Cy', 'Dee']);
const voting: GameState = deepFreeze(
  unwrap(
    applyFake(
      unwrap(
        chooseFaker(
          base.players.reduce((s) => unwrap(submitStory(s, 'True.')), base),
          sequenceRng([0.3]),
        ),
      ),
      'Fake.',
    ),
  ),
);
const [ann, bob, cy, dee] = voting.players as [Player, Player, Player, Player];

describe('castVote (SPEC §4 Voting, §5 Voting)', () => {
  it('adds a vote for another player', () => {
    const next = unwrap(castVote(voting, ann.id, bob.id));
    expect(currentRoundOf(next)!.votes).toEqual([{ voterId: ann.id, suspectId: bob.id }]);
  });

  it('replaces the voter’s earlier vote', () => {
    const first = unwrap(castVote(voting, ann.id, cy.id));
    const second = unwrap(castVote(unwrap(castVote(first, cy.id, bob.id)), ann.id, dee.id));
    expect(currentRoundOf(second)!.votes).toEqual([
      { voterId: ann.id, suspectId: dee.id },
      { voterId: cy.id, suspectId: bob.id },
    ]);
  });

  it('lets the faker submit without choosing, or choose someone else', () => {
    expect(currentRoundOf(unwrap(castVote(voting, bob.id, null)))!.votes).toEqual([
      { voterId: bob.id, suspectId: null },
    ]);
    expect(castVote(voting, bob.id, ann.id).ok).toBe(true);
  });

  it.each<[string, () => number, () => number | null, string]>([
    ['a non-faker without a choice', () => ann.id, () => null, 'suspect-required'],
    ['a vote for oneself', () => cy.id, () => cy.id, 'self-vote'],
    ['the faker voting for themself', () => bob.id, () => bob.id, 'self-vote'],
    ['a suspect who is not playing', () => ann.id, () => -7, 'unknown-suspect'],
    ['a voter who is not playing', () => -7, () => ann.id, 'unknown-voter'],
  ])('rejects %s', (_, voter, suspect, code) => {
    expect(castVote(voting, voter(), suspect())).toMatchObject({ ok: false, error: { code } });
  });

  it('before a faker is chosen everybody must choose', () => {
    expect(castVote(base, base.players[0]!.id, null)).toMatchObject({
      ok: false,
      error: { code: 'suspect-required' },
    });
  });

  it('rejects votes once the round is scored, and with no round', () => {
    expect(castVote(scoreRound(voting), ann.id, bob.id)).toMatchObject({
      ok: false,
      error: { code: 'round-already-scored' },
    });
    expect(castVote(createInitialState(), 1, 2)).toMatchObject({
      ok: false,
      error: { code: 'no-current-round' },
    });
  });
});

describe('voting helpers', () => {
  it('voteChoices lists all other players (SPEC §2 Voting)', () => {
    expect(voteChoices(voting, cy.id).map((p) => p.name)).toEqual(['Ann', 'Bob', 'Dee']);
  });

  it('voteOf and allVotesCast follow the votes in', () => {
    let state = voting;
    for (const [voter, suspect] of [
      [ann.id, bob.id],
      [bob.id, null],
      [cy.id, ann.id],
    ] as const) {
      expect(allVotesCast(state)).toBe(false);
      state = unwrap(castVote(state, voter, suspect));
    }
    expect(voteOf(currentRoundOf(state)!, cy.id)).toEqual({ voterId: cy.id, suspectId: ann.id });
    expect(voteOf(currentRoundOf(state)!, dee.id)).toBeUndefined();
    state = unwrap(castVote(state, dee.id, bob.id));
    expect(allVotesCast(state)).toBe(true);
  });

  it('allVotesCast is false with no round or no players', () => {
    expect(allVotesCast(createInitialState())).toBe(false);
    expect(allVotesCast({ ...voting, players: [] })).toBe(false);
  });
});
