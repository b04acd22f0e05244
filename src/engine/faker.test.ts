import { describe, expect, it } from 'vitest';
import { applyFake, chooseFaker, isFaker } from './faker';
import { createSeededRng } from './random';
import { createInitialState, currentRoundOf, withCurrentRound } from './state';
import { submitStory } from './stories';
import { deepFreeze, sequenceRng, startedGame, unwrap } from './test-helpers';
import type { GameState } from './types';

const NAMES = ['Ann', 'Bob', 'Cy'];
const allIn = (state: GameState): GameState =>
  state.players.reduce((s, p) => unwrap(submitStory(s, `${p.name} story.`)), state);
const ready = deepFreeze(allIn(startedGame(NAMES)));

describe('chooseFaker (SPEC §4 Game flow, §8)', () => {
  it.each([
    [0, 'Ann'],
    [0.5, 'Bob'],
    [0.99, 'Cy'],
  ])('with rng %d picks %s and stores them on the round', (value, name) => {
    const next = unwrap(chooseFaker(ready, sequenceRng([value])));
    expect(currentRoundOf(next)?.faker?.name).toBe(name);
    expect(currentRoundOf(ready)?.faker).toBeNull();
  });

  it('keeps a faker already chosen (a repeated call cannot re-roll the secret)', () => {
    const once = unwrap(chooseFaker(ready, sequenceRng([0])));
    expect(chooseFaker(once, sequenceRng([0.99]))).toEqual({ ok: true, value: once });
  });

  it.each<[string, GameState]>([
    ['not every story is in', startedGame(NAMES)],
    ['there are no players', withCurrentRound({ ...ready, players: [] }, currentRoundOf(ready)!)],
    ['no game is running', createInitialState()],
  ])('fails with the SPEC §8 text when %s', (_, state) => {
    expect(chooseFaker(state, createSeededRng(1))).toMatchObject({
      ok: false,
      error: {
        code: 'no-faker-selectable',
        message: 'Could not select a faker. Please restart the game.',
      },
    });
  });
});

describe('applyFake (SPEC §4 Game flow)', () => {
  const withFaker = deepFreeze(unwrap(chooseFaker(ready, sequenceRng([0.5]))));
  const bob = withFaker.players[1]!;

  it('replaces the faker’s story with the trimmed fake and flags it', () => {
    const next = unwrap(applyFake(withFaker, '  I once met a famous chef.  '));
    const stories = currentRoundOf(next)!.stories;
    expect(stories).toHaveLength(3);
    expect(stories.find((s) => s.playerId === bob.id)).toEqual({
      playerId: bob.id,
      content: 'I once met a famous chef.',
      isFake: true,
    });
    expect(stories.filter((s) => s.isFake)).toHaveLength(1);
  });

  it('keeps what the faker really wrote on the round (issue 21, item 17)', () => {
    const next = unwrap(applyFake(withFaker, 'I once met a famous chef.'));
    expect(currentRoundOf(next)!.fakerEntry).toBe('Bob story.');
    expect(currentRoundOf(withFaker)!.fakerEntry).toBeUndefined();
    // a second fake replaces the first, and the true entry kept the first time stays
    const again = unwrap(applyFake(next, 'Another fake.'));
    expect(currentRoundOf(again)!.fakerEntry).toBe('Bob story.');
    expect(currentRoundOf(again)!.stories.find((s) => s.playerId === bob.id)?.content).toBe(
      'Another fake.',
    );
  });

  it('adds the fake if the faker somehow has no story', () => {
    const round = currentRoundOf(withFaker)!;
    const missing = withCurrentRound(withFaker, {
      ...round,
      stories: round.stories.filter((s) => s.playerId !== bob.id),
    });
    const faked = currentRoundOf(unwrap(applyFake(missing, 'Fake.')))!;
    expect(faked.stories.at(-1)).toEqual({
      playerId: bob.id,
      content: 'Fake.',
      isFake: true,
    });
    expect(faked).not.toHaveProperty('fakerEntry');
  });

  it.each<[string, GameState, string, string]>([
    ['no faker is chosen', ready, 'Fake.', 'no-faker'],
    ['no round is in progress', createInitialState(), 'Fake.', 'no-current-round'],
    ['the fake is empty', withFaker, '  ', 'empty-fake'],
  ])('fails when %s', (_, state, fake, code) => {
    expect(applyFake(state, fake)).toMatchObject({ ok: false, error: { code } });
  });

  it('isFaker names the round’s faker only', () => {
    const round = currentRoundOf(withFaker)!;
    expect(withFaker.players.map((p) => isFaker(round, p.id))).toEqual([false, true, false]);
    expect(isFaker(currentRoundOf(ready)!, bob.id)).toBe(false);
  });
});
