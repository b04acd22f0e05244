// The home screen's glance at the saved game (issue 22): no zod at boot, and the same verdict as the
// whole check (game-session.ts) on the saves the game writes, in every version it has written.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  apply,
  createSeededRng,
  currentPlayer,
  newGame,
  PHASES,
  type Game,
  type Move,
  type Phase,
} from '../../../engine';
import { freshSession, parseSave, serializeSession } from './game-session';
import { startedState } from './game-test-helpers';
import { resumeSetAside } from './resume-game';
import {
  glanceAtSave,
  SAVE_VERSION,
  glanceAtSetAside,
  setAsideSave,
  SUSPENDED_KEY,
  SUSPENDED_TTL_MS,
} from './saved-game';
import savedByVersion1 from './fixtures/save-v1-voting.json?raw';

const HOUR = 3_600_000;
const ANN_BOB_CY = { round: 1, rounds: 2, names: ['Ann', 'Bob', 'Cy'] };
const v3 = (phase: Phase, state = startedState(undefined, 2)) =>
  serializeSession({ ...freshSession(state), phase });

/** A game of Ann, Bob and Cy over 2 rounds, played by the engine: the first game seen in each phase. */
function gamesInEveryPhase(): Map<Phase, Game> {
  const rng = createSeededRng(7);
  let game = newGame();
  const seen = new Map<Phase, Game>();
  const play = (move: Move) => {
    const result = apply(game, move, { rng, now: 1_000 });
    if (result.ok) game = result.value.game;
    return result.ok;
  };
  for (const name of ['Ann', 'Bob', 'Cy']) play({ type: 'add-player', name });
  play({ type: 'set-rounds', rounds: 2 });
  for (let step = 0; step < 200 && !seen.has('over'); step++) {
    if (!seen.has(game.phase)) seen.set(game.phase, game);
    const voter = currentPlayer(game.state);
    const suspect = game.state.players.find((p) => p.id !== voter?.id)!;
    const moves: Record<Phase, Move[]> = {
      setup: [{ type: 'start' }],
      writing: [{ type: 'submit-entry', content: 'Something true.' }],
      'awaiting-fake': [{ type: 'fake-arrived', content: 'Something made up.' }],
      'storytelling-intro': [{ type: 'start-storytelling' }],
      storytelling: [{ type: 'next-reader' }, { type: 'start-discussion' }],
      discussion: [{ type: 'skip-timer' }, { type: 'start-voting' }],
      'voting-intro': [{ type: 'ready-to-vote' }],
      voting: [{ type: 'vote', suspectId: suspect.id }],
      reveal: [{ type: 'next-round' }],
      over: [],
    };
    const before = game;
    for (const move of moves[game.phase]) if (play(move) && game.phase !== before.phase) break;
  }
  if (!seen.has('over')) seen.set(game.phase, game);
  return seen;
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

describe('glanceAtSave', () => {
  const games = gamesInEveryPhase();

  it('walks a game through every phase', () => {
    expect([...games.keys()].sort()).toEqual([...PHASES].sort());
  });

  it.each(PHASES)(
    'agrees with the whole check on whether a %s save is a game in progress',
    (phase) => {
      const raw = serializeSession({ ...games.get(phase)!, handoff: false });
      const whole = parseSave(raw);
      expect(whole.outcome).toBe('resumed');
      const inProgress = phase !== 'setup' && phase !== 'over';
      expect(glanceAtSave(raw) !== null).toBe(inProgress);
      if (inProgress) {
        const { state } = whole.session;
        expect(glanceAtSave(raw)).toEqual({
          round: state.currentRound + 1,
          rounds: 2,
          names: ['Ann', 'Bob', 'Cy'],
        });
      }
    },
  );

  it('reads the round being played, from 1', () => {
    const state = { ...startedState(['Dee', 'Eve', 'Fay', 'Gus'], 3), currentRound: 2 };
    expect(glanceAtSave(v3('writing', state))).toEqual({
      round: 3,
      rounds: 3,
      names: ['Dee', 'Eve', 'Fay', 'Gus'],
    });
  });

  it('reads the older save versions the whole check migrates', () => {
    const state = startedState(undefined, 2);
    const v0 = JSON.stringify({ ...state, isGameStarted: true, isGameOver: false });
    const v1 = JSON.stringify({ version: 1, state, step: 'story-input', discussionEndsAt: null });
    const v2 = JSON.stringify({ version: 2, phase: 'writing', state, discussionEndsAt: null });
    for (const raw of [v0, v1, v2]) {
      expect(parseSave(raw).outcome).toBe('resumed');
      expect(glanceAtSave(raw)).toEqual(ANN_BOB_CY);
    }
    expect(glanceAtSave(savedByVersion1)).not.toBeNull();
    expect(parseSave(savedByVersion1).outcome).toBe('resumed');
    // not started, or over, in each older shape
    const over = JSON.stringify({ ...state, isGameStarted: true, isGameOver: true });
    const notStarted = JSON.stringify({ ...state, isGameStarted: false });
    const ended = JSON.stringify({ version: 1, state, step: 'end-game', discussionEndsAt: null });
    for (const raw of [over, notStarted, ended]) expect(glanceAtSave(raw)).toBeNull();
  });

  it.each([
    ['nothing saved', null],
    ['not JSON', '{not json'],
    ['a list', '[]'],
    [
      'a newer version',
      JSON.stringify({ version: SAVE_VERSION + 1, phase: 'writing', state: startedState() }),
    ],
    ['an unknown phase', JSON.stringify({ version: 3, phase: 'dancing', state: startedState() })],
    [
      'a player without a name',
      JSON.stringify({
        version: 3,
        phase: 'writing',
        state: { ...startedState(), players: [{ id: 1 }] },
      }),
    ],
    [
      'a round past the last',
      JSON.stringify({
        version: 3,
        phase: 'writing',
        state: { ...startedState(), currentRound: 1 },
      }),
    ],
  ])('sees no game in %s', (_label, raw) => {
    expect(glanceAtSave(raw)).toBeNull();
  });
});

describe('a save set aside', () => {
  it('is offered for 24 hours, then dropped', () => {
    setAsideSave(v3('writing'), 1_000_000);
    expect(glanceAtSetAside(1_000_000 + 23 * HOUR)).toEqual(ANN_BOB_CY);
    expect(glanceAtSetAside(1_000_000 + SUSPENDED_TTL_MS)).toBeNull();
    expect(localStorage.getItem(SUSPENDED_KEY)).toBeNull();
  });

  it('is not made for a game that is not in progress', () => {
    setAsideSave(v3('setup'), 5);
    setAsideSave(v3('over'), 5);
    setAsideSave(null, 5);
    expect(localStorage.getItem(SUSPENDED_KEY)).toBeNull();
  });

  it('that the glance reads but the whole check refuses is dropped on Resume, not resumed', () => {
    // in progress at a glance, but the writing phase with no rounds is no game apply() can reach
    const broken = JSON.stringify({
      version: 3,
      phase: 'writing',
      state: { ...startedState(undefined, 2), gameRounds: [] },
      discussionEndsAt: null,
    });
    expect(glanceAtSave(broken)).not.toBeNull();
    expect(parseSave(broken).outcome).toBe('discarded');
    setAsideSave(broken, 5);
    expect(glanceAtSetAside(10)).not.toBeNull();
    expect(resumeSetAside(10)).toBeNull();
    expect(localStorage.getItem(SUSPENDED_KEY)).toBeNull();
    expect(glanceAtSetAside(10)).toBeNull();
  });

  it('resumes to the route of its step', () => {
    const discussion = gamesInEveryPhase().get('discussion')!;
    setAsideSave(serializeSession({ ...discussion, handoff: false }), 5);
    expect(resumeSetAside(10)).toBe('/discussion');
    expect(localStorage.getItem(SUSPENDED_KEY)).toBeNull();
  });
});
