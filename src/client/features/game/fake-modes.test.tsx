// Issue 24, part 2, on the screens: the writer's closed note ("Note for X"), the faker's "Need an
// idea?" that never touches the entry, the setting in the game settings, the faker's own lie at the
// storytelling, and the reveal's line on how the fake was made.
import { act, screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  apply,
  createInitialState,
  currentRoundOf,
  newGame,
  type FakeMode,
  type Game,
  type Move,
  type Rng,
} from '../../../engine';
import { answerEveryFetch } from '../../test/render';
import { readRecentFakes } from '../../lib/generator-settings';
import type { Idea } from './game-api';
import { GameSettingsScreen } from './game-settings-screen';
import { saveSession } from './game-session';
import { type GameStoreOptions } from './game-store';
import { clickWhenArmed, pageLoad, renderGame, testStore } from './game-test-helpers';
import { RevealScreen } from './reveal-screen';
import { NO_IDEA_TEXT, StoryInputScreen } from './story-input-screen';
import { StorytellingScreen } from './storytelling-screen';
import { RANDOM_MODE_PREPARING_MS, StorytellTransitionScreen } from './storytell-transition-screen';

const NAMES = ['Ann', 'Bob', 'Cy'];

/** A game in `mode` started with `startRoll` (the faker's pick: 0 Ann, 0.4 Bob, 0.9 Cy). */
function startedIn(mode: FakeMode, startRoll: Rng): Game {
  let game: Game = newGame({ ...createInitialState(), rounds: 1 });
  const play = (move: Move, rng: Rng = () => 0.5) => {
    const result = apply(game, move, { rng, now: Date.now() });
    if (!result.ok) throw new Error(result.error.code);
    game = result.value.game;
  };
  for (const name of NAMES) play({ type: 'add-player', name });
  play({ type: 'set-fake-mode', mode });
  play({ type: 'start' }, startRoll);
  return game;
}

/** Saves `game` and loads it as a page load does (the writer already holds the device). */
function load(game: Game, options?: GameStoreOptions) {
  saveSession({ ...game, handoff: false });
  pageLoad(options);
  testStore().confirmHandoff();
}

const area = () => screen.getByLabelText('Your story') as HTMLTextAreaElement;
const noteButton = (name: string) =>
  screen.getByRole('button', { name: `Note for ${name} (only ${name} may look)` });

async function submit(user: UserEvent, text: string) {
  await user.type(area(), text);
  await user.click(screen.getByRole('button', { name: 'Submit Story' }));
  await clickWhenArmed(user, "I'm Ready");
}

beforeEach(() => {
  vi.stubGlobal('fetch', vi.fn(answerEveryFetch(503, 'down')));
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe("the writer's note on the story input (issue 24)", () => {
  it('is not there when the machine writes the fakes: the SPEC screen as it was', () => {
    load(startedIn('machine', () => 0));
    renderGame(<StoryInputScreen />, { path: '/story-input' });
    expect(screen.queryByRole('region', { name: /^Note for/ })).toBeNull();
    expect(screen.queryByText(/faker/i)).toBeNull();
  });

  it("is closed and the same for every writer; opened, it tells only this writer's part", async () => {
    load(startedIn('faker-writes', () => 0.4)); // Bob is the faker
    const { user } = renderGame(<StoryInputScreen />, { path: '/story-input' });
    // Ann: the same closed note, which says she does not write the lie
    expect(screen.queryByText(/faker this round/)).toBeNull();
    await user.click(noteButton('Ann'));
    expect(
      screen.getByText("You don't write the lie this round. Write a true story of your own."),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Need an idea?' })).toBeNull();
    await submit(user, 'Ann lost a shoe on a bus.');
    // Bob: the note starts closed again, and says he is the faker
    expect(screen.queryByText(/faker this round/)).toBeNull();
    await user.click(noteButton('Bob'));
    expect(screen.getByText("Psst! You're the faker this round.")).toBeTruthy();
    expect(screen.getByText(/believable but not true/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Need an idea?' })).toBeTruthy();
  });

  it('speaks of a statement in a statement round, for the faker and everyone else', async () => {
    const game = startedIn('faker-writes', () => 0.4); // Bob is the faker
    const round = { ...game.state.gameRounds[0]!, category: 'unpopular' as const };
    load({ ...game, state: { ...game.state, gameRounds: [round] } });
    const { user } = renderGame(<StoryInputScreen />, { path: '/story-input' });
    await user.click(noteButton('Ann'));
    expect(
      screen.getByText("You don't write the lie this round. Write a true statement of your own."),
    ).toBeTruthy();
    await user.type(screen.getByLabelText('Your statement'), 'Pineapple belongs on pizza.');
    await user.click(screen.getByRole('button', { name: 'Submit Statement' }));
    await clickWhenArmed(user, "I'm Ready");
    await user.click(noteButton('Bob'));
    expect(screen.getByText(/^Write a statement that is believable but not true/)).toBeTruthy();
  });

  it('gives every writer the same tip, which does not say to write the truth', async () => {
    load(startedIn('faker-writes', () => 0)); // Ann is the faker
    const { user } = renderGame(<StoryInputScreen />, { path: '/story-input' });
    const tip = () => screen.getByText(/^Tip:/).parentElement!.textContent;
    const annsTip = tip();
    expect(annsTip).not.toMatch(/true/);
    await submit(user, 'Ann lost a shoe on a bus.');
    expect(tip()).toBe(annsTip);
  });

  it('in a machine round of "either, at random", tells everyone they do not write the lie', async () => {
    load(startedIn('random', () => 0.9)); // a draw of 0.9: the machine's round
    expect(currentRoundOf(testStore().getSession().state)?.fakeMethod).toBe('machine');
    const { user } = renderGame(<StoryInputScreen />, { path: '/story-input' });
    for (const name of NAMES) {
      await user.click(noteButton(name));
      expect(screen.getByText(/^You don't write the lie this round/)).toBeTruthy();
      if (name !== 'Cy') await submit(user, `${name} once sang on a train.`);
    }
  });

  it('"Need an idea?" shows an idea in the note; the entry field stays empty and theirs', async () => {
    const ideas: Idea[] = [
      { kind: 'idea', text: 'I once slept through a fire alarm.', fakeId: 'awkward-1' },
      { kind: 'idea', text: 'I fell asleep at my own party.', fakeId: 'awkward-2' },
    ];
    const makeIdea = vi.fn(async () => ideas[makeIdea.mock.calls.length - 1]!);
    load(
      startedIn('faker-writes', () => 0),
      { makeIdea },
    ); // Ann is the faker
    const { user } = renderGame(<StoryInputScreen />, { path: '/story-input' });
    await user.type(area(), 'My own start');
    await user.click(noteButton('Ann'));
    await user.click(screen.getByRole('button', { name: 'Need an idea?' }));
    const idea = await screen.findByTestId('idea');
    expect(idea.textContent).toContain('I once slept through a fire alarm.');
    expect(idea.textContent).toContain('Retell it in your own words');
    expect(area().value).toBe('My own start');
    await user.click(screen.getByRole('button', { name: 'Another idea' }));
    await vi.waitFor(() =>
      expect(screen.getByTestId('idea').textContent).toContain('I fell asleep at my own party.'),
    );
    expect(area().value).toBe('My own start');
    // the second ask leaves out the idea already shown; the game itself did not change
    expect((makeIdea.mock.calls[1] as unknown[])[2]).toContain('awkward-1');
    expect(testStore().getSession().phase).toBe('writing');
    expect(currentRoundOf(testStore().getSession().state)?.stories).toEqual([]);
    // an idea told aloud counts as used: the machine does not offer it as a fake again soon
    expect(readRecentFakes()).toEqual(expect.arrayContaining(['awkward-1', 'awkward-2']));
  });

  it('says so kindly when there is no idea to offer', async () => {
    load(
      startedIn('faker-writes', () => 0),
      {
        makeIdea: async () => ({ kind: 'none', reason: 'custom-category' }),
      },
    );
    const { user } = renderGame(<StoryInputScreen />, { path: '/story-input' });
    await user.click(noteButton('Ann'));
    await user.click(screen.getByRole('button', { name: 'Need an idea?' }));
    expect((await screen.findByTestId('idea')).textContent).toBe(NO_IDEA_TEXT);
    expect(area().value).toBe('');
  });

  it('after the last entry, the faker\'s lie is in: no generator, no "Preparing..."', async () => {
    const makeFake = vi.fn();
    load(
      startedIn('faker-writes', () => 0.9),
      { makeFake },
    ); // Cy, the last writer, fakes
    const { user } = renderGame(<StoryInputScreen />, { path: '/story-input' });
    await submit(user, 'Ann lost a shoe on a bus.');
    await submit(user, 'Bob once met a famous chef.');
    await user.type(area(), 'I won a pie-eating contest at nine.');
    await user.click(screen.getByRole('button', { name: 'Submit Story' }));
    const { phase, state } = testStore().getSession();
    expect(phase).toBe('storytelling-intro');
    expect(makeFake).not.toHaveBeenCalled();
    expect(screen.queryByText('Preparing stories...')).toBeNull();
    expect(currentRoundOf(state)?.stories.at(-1)).toMatchObject({
      content: 'I won a pie-eating contest at nine.',
      isFake: true,
    });
  });
});

/** Plays a round the faker writes to `until` (Ann fakes; everyone votes for the next player). */
function playedRound(
  until: 'storytelling-intro' | 'storytelling' | 'reveal',
  mode: FakeMode = 'faker-writes',
): Game {
  let game = startedIn(mode, () => 0);
  const play = (move: Move) => {
    const result = apply(game, move, { rng: () => 0, now: Date.now() });
    if (!result.ok) throw new Error(`${move.type}: ${result.error.code}`);
    game = result.value.game;
  };
  for (const name of NAMES) play({ type: 'submit-entry', content: `${name} did a thing.` });
  if (until === 'storytelling-intro') return game;
  play({ type: 'start-storytelling' });
  if (until === 'storytelling') return game;
  play({ type: 'next-reader' });
  play({ type: 'next-reader' });
  play({ type: 'start-discussion' });
  play({ type: 'start-voting' });
  play({ type: 'ready-to-vote' });
  for (let i = 0; i < NAMES.length; i++) {
    const next = game.state.players[(i + 1) % NAMES.length]!;
    play({ type: 'vote', suspectId: next.id });
  }
  return game;
}

describe('a round the faker wrote, read and revealed', () => {
  it('in "either, at random", it shows "Preparing stories..." as a machine round does', () => {
    vi.useFakeTimers();
    load(playedRound('storytelling-intro', 'random'));
    renderGame(<StorytellTransitionScreen />, { path: '/storytell-transition' });
    expect(screen.getByRole('heading', { name: 'Preparing stories...' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Time to tell!' })).toBeNull();
    act(() => vi.advanceTimersByTime(RANDOM_MODE_PREPARING_MS));
    expect(screen.queryByText('Preparing stories...')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Time to tell!' })).toBeTruthy();
  });

  it('when the faker writes every lie, there is nothing to pretend: straight to "Time to tell!"', () => {
    load(playedRound('storytelling-intro'));
    renderGame(<StorytellTransitionScreen />, { path: '/storytell-transition' });
    expect(screen.queryByText('Preparing stories...')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Time to tell!' })).toBeTruthy();
  });

  it("the faker's reading note says it is the lie they wrote", async () => {
    load(playedRound('storytelling'));
    const { user } = renderGame(<StorytellingScreen />, { path: '/storytelling' });
    await user.click(noteButton('Ann'));
    expect(screen.getByText('Psst! This is the lie you wrote.')).toBeTruthy();
    expect(screen.queryByText(/isn't yours/)).toBeNull();
  });

  it('the reveal says the faker wrote the lie, and shows no other "actually wrote"', () => {
    vi.useFakeTimers();
    load(playedRound('reveal'));
    renderGame(<RevealScreen />, { path: '/reveal' });
    const card = screen.getByRole('region', { name: 'The faker was...' });
    expect(within(card).getByTestId('made-by').textContent).toBe('Ann wrote the lie');
    expect(within(card).getByText(/Ann did a thing\./)).toBeTruthy();
    expect(screen.queryByTestId('faker-entry')).toBeNull();
    act(() => vi.advanceTimersByTime(6000));
    expect(screen.getByText('Points Earned This Round')).toBeTruthy();
  });
});

describe('"How the fake is made" in the game settings', () => {
  beforeEach(() => {
    pageLoad();
    for (const name of NAMES) testStore().play({ type: 'add-player', name });
  });

  it('offers the three ways, the machine first and chosen, and remembers a choice', async () => {
    const { user } = renderGame(<GameSettingsScreen />, { path: '/game-settings' });
    const group = screen.getByRole('radiogroup', { name: 'How the fake is made' });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((r) => r.textContent)).toEqual([
      expect.stringContaining('The machine writes it'),
      expect.stringContaining('The faker writes the lie'),
      expect.stringContaining('Either, at random'),
    ]);
    expect(radios.map((r) => r.getAttribute('aria-checked'))).toEqual(['true', 'false', 'false']);
    expect(
      within(group).getByRole('radio', {
        name: 'Either, at random',
        description: 'Each round is one or the other, and only the faker knows which.',
      }),
    ).toBeTruthy();
    await user.click(within(group).getByRole('radio', { name: 'The faker writes the lie' }));
    expect(testStore().getSession().state.fakeMode).toBe('faker-writes');
    // remembered like the other setup values: a page load finds it
    pageLoad();
    expect(testStore().getSession().state.fakeMode).toBe('faker-writes');
  });
});
