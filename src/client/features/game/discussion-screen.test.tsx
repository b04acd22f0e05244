import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DiscussionScreen, formatClock, HALFWAY_NOTICE, milestoneAt } from './discussion-screen';
import {
  pageLoad,
  renderGame,
  seedSession,
  startedState,
  testStore,
  withStories,
} from './game-test-helpers';
import { stepOf } from './game-session';

const START = Date.parse('2026-01-01T10:00:00Z');

beforeEach(() => {
  vi.useFakeTimers({ now: START });
});
afterEach(() => vi.useRealTimers());

const timer = () => screen.getByRole('timer').textContent;

async function discussion(endsAt = START + 5 * 60_000) {
  await seedSession({
    state: withStories(startedState()),
    step: 'discussion',
    discussionEndsAt: endsAt,
  });
  renderGame(<DiscussionScreen />, { path: '/discussion' });
  act(() => vi.advanceTimersByTime(0));
}

describe('formatClock and milestones', () => {
  it.each([
    [300, '05:00'],
    [61, '01:01'],
    [9, '00:09'],
    [0, '00:00'],
    [-3, '00:00'],
  ])('%i s → %s', (s, text) => expect(formatClock(s)).toBe(text));

  it('announces the halfway notice after 60 s, minute marks, 30 s and the end', () => {
    expect(milestoneAt(240, 300)).toBe(HALFWAY_NOTICE);
    expect(milestoneAt(120, 300)).toBe('2 minutes left');
    expect(milestoneAt(60, 300)).toBe('1 minute left');
    expect(milestoneAt(30, 300)).toBe('30 seconds left');
    expect(milestoneAt(0, 300)).toBe("Time's up!");
    expect(milestoneAt(299, 300)).toBeNull();
  });
});

describe('DiscussionScreen (SPEC §2)', () => {
  it("lists who read what, the faker's line being the fake, with no mark of the faker (issue 21, item 18)", async () => {
    await discussion();
    expect(screen.getByRole('heading', { name: 'The stories' })).toBeTruthy();
    const rows = screen.getAllByTestId('read-aloud').map((li) => li.textContent);
    // withStories: each player wrote "<name> did a thing."; Ann (index 0) is the faker.
    expect(rows).toEqual([
      'Ann read: A generated fake.',
      'Bob read: Bob did a thing.',
      'Cy read: Cy did a thing.',
    ]);
    expect(screen.queryByText('Ann did a thing.')).toBeNull();
    const list = screen.getByRole('heading', { name: 'The stories' }).parentElement!;
    expect(list.textContent).not.toMatch(/faker/i);
    // Every row is built the same way: same tag, same classes.
    const shapes = screen.getAllByTestId('read-aloud').map((li) => li.className);
    expect(new Set(shapes).size).toBe(1);
  });

  it('counts down as mm:ss, shows the halfway notice after 60 s and ends with Proceed to Voting', async () => {
    const vibrate = vi.fn();
    Object.defineProperty(navigator, 'vibrate', { value: vibrate, configurable: true });
    await discussion();
    expect(timer()).toBe('05:00');
    expect(screen.queryByText(HALFWAY_NOTICE)).toBeNull();
    act(() => vi.advanceTimersByTime(59_000));
    expect(timer()).toBe('04:01');
    expect(screen.queryByText(HALFWAY_NOTICE)).toBeNull();
    act(() => vi.advanceTimersByTime(1_000));
    expect(timer()).toBe('04:00');
    expect(screen.getAllByText(HALFWAY_NOTICE).length).toBeGreaterThan(0);
    expect(screen.getByTestId('milestone').textContent).toBe(HALFWAY_NOTICE);
    expect(screen.queryByRole('button', { name: 'Proceed to Voting' })).toBeNull();
    act(() => vi.advanceTimersByTime(240_000));
    expect(timer()).toBe('00:00');
    expect(screen.getByTestId('milestone').textContent).toBe("Time's up!");
    expect(vibrate).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Proceed to Voting' }));
    expect(stepOf(testStore().getSession().phase)).toBe('voting-transition');
  });

  it('Skip Timer stops the countdown at once', async () => {
    await discussion();
    fireEvent.click(screen.getByRole('button', { name: 'Skip Timer' }));
    act(() => vi.advanceTimersByTime(10));
    expect(timer()).toBe('00:00');
    expect(screen.getByRole('button', { name: 'Proceed to Voting' })).toBeTruthy();
  });

  it('resumes from the saved deadline after a reload', async () => {
    await discussion(START + 90_000);
    expect(timer()).toBe('01:30');
    // 5-minute timer with 90 s left: 210 s have passed, so the notice shows.
    expect(screen.getAllByText(HALFWAY_NOTICE).length).toBeGreaterThan(0);
  });
});

describe('a timer the table controls (issue 15)', () => {
  it('Pause holds the time, Resume goes on from it, and +1 min adds a minute', async () => {
    await discussion();
    act(() => vi.advanceTimersByTime(10_000));
    expect(timer()).toBe('04:50');
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    act(() => vi.advanceTimersByTime(30_000));
    expect(timer()).toBe('04:50');
    expect(screen.getByText('Paused')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '+1 min' }));
    act(() => vi.advanceTimersByTime(250));
    expect(timer()).toBe('05:50');
    fireEvent.click(screen.getByRole('button', { name: 'Resume' }));
    act(() => vi.advanceTimersByTime(5_000));
    expect(timer()).toBe('05:45');
  });

  it('+1 min stops at the 10-minute maximum and says why', async () => {
    await discussion();
    const add = screen.getByRole('button', { name: '+1 min' });
    for (let i = 0; i < 5; i++) fireEvent.click(add);
    act(() => vi.advanceTimersByTime(250));
    expect(timer()).toBe('10:00');
    expect(add).toHaveProperty('disabled', true);
    expect(screen.getByText('Discussions last 10 minutes at most.')).toBeTruthy();
  });

  it('a paused clock is still paused, at the same time, after a reload', async () => {
    await discussion();
    act(() => vi.advanceTimersByTime(20_000));
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    const saved = testStore().getSession();
    expect(saved.discussionPausedLeft).toBe(280_000);
    act(() => vi.advanceTimersByTime(60_000));
    await seedSessionAsSaved();
    expect(timer()).toBe('04:40');
    expect(screen.getByRole('button', { name: 'Resume' })).toBeTruthy();
  });
});

/** Reloads the store from what it saved, and renders the screen again, as a page load would. */
async function seedSessionAsSaved() {
  cleanup();
  pageLoad();
  renderGame(<DiscussionScreen />, { path: '/discussion' });
  act(() => vi.advanceTimersByTime(0));
}

describe("time's up: a beep, a buzz and a flash, with a remembered mute (issue 21, item 19)", () => {
  const started: number[] = [];
  class FakeAudioContext {
    state = 'running';
    currentTime = 0;
    destination = {};
    resume = () => Promise.resolve();
    createGain() {
      const param = { setValueAtTime() {}, exponentialRampToValueAtTime() {} };
      return { gain: param, connect: (next: unknown) => next };
    }
    createOscillator() {
      return {
        type: '',
        frequency: { value: 0 },
        connect: (next: unknown) => next,
        start: (at: number) => started.push(at),
        stop() {},
      };
    }
  }
  let buzz: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    started.length = 0;
    localStorage.removeItem('fakeoutTimesUpMuted');
    vi.stubGlobal('AudioContext', FakeAudioContext);
    buzz = vi.fn();
    Object.defineProperty(navigator, 'vibrate', { value: buzz, configurable: true });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'vibrate');
  });

  const card = () => screen.getByTestId('timer-card');

  it('beeps twice (Web Audio), buzzes and flashes when the countdown reaches 0', async () => {
    await discussion(START + 3_000);
    expect(card().dataset.flash).toBeUndefined();
    act(() => vi.advanceTimersByTime(3_000));
    expect(timer()).toBe('00:00');
    expect(started).toHaveLength(2);
    expect(buzz).toHaveBeenCalledTimes(1);
    expect(card().dataset.flash).toBe('true');
    act(() => vi.advanceTimersByTime(2_000));
    expect(card().dataset.flash).toBeUndefined();
  });

  it('Mute alarm silences the beep and the buzz (the flash stays), and is remembered', async () => {
    await discussion(START + 3_000);
    const mute = screen.getByRole('button', { name: 'Mute alarm' });
    expect(mute.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(mute);
    expect(mute.getAttribute('aria-pressed')).toBe('true');
    expect(localStorage.getItem('fakeoutTimesUpMuted')).toBe('1');
    act(() => vi.advanceTimersByTime(3_000));
    expect(timer()).toBe('00:00');
    expect(started).toHaveLength(0);
    expect(buzz).not.toHaveBeenCalled();
    expect(card().dataset.flash).toBe('true');

    // another discussion on this device: still muted; unmuting is remembered too
    cleanup();
    pageLoad();
    await discussion(START + 60_000);
    const again = screen.getByRole('button', { name: 'Mute alarm' });
    expect(again.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(again);
    expect(localStorage.getItem('fakeoutTimesUpMuted')).toBeNull();
  });

  it('says nothing when the timer is skipped', async () => {
    await discussion();
    fireEvent.click(screen.getByRole('button', { name: 'Skip Timer' }));
    act(() => vi.advanceTimersByTime(500));
    expect(started).toHaveLength(0);
    expect(buzz).not.toHaveBeenCalled();
    expect(card().dataset.flash).toBeUndefined();
  });
});
