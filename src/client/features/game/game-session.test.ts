import { describe, expect, it, vi } from 'vitest';
import {
  apply,
  createInitialState,
  currentPlayer,
  currentRoundOf,
  type Game,
} from '../../../engine';
import {
  freshSession,
  loadSession,
  parseSave,
  SAVE_KEY,
  SAVE_VERSION,
  saveSession,
  serializeSession,
  type GameSession,
  type GameStep,
  stepOf,
} from './game-session';
import savedByVersion1 from './fixtures/save-v1-voting.json?raw';
import { startedState, withEntries, withStories, withVotes } from './game-test-helpers';

function save(state = startedState(), step: GameStep | null = 'story-input', extra = {}): string {
  return JSON.stringify({ version: 1, state, step, discussionEndsAt: null, ...extra });
}

describe('parseSave', () => {
  it('repairs a version-2 save whose booleans said started while its phase said setup (issue 23)', () => {
    const state = withStories(startedState());
    const drifted = JSON.stringify({
      version: 2,
      phase: 'setup',
      state: { ...state, isGameStarted: true, isGameOver: false },
      discussionEndsAt: null,
    });
    const { session, outcome } = parseSave(drifted);
    expect(outcome).toBe('resumed');
    expect(session.phase).toBe('setup');
    expect(session.state.gameRounds).toEqual([]);
    expect(session.state.players).toEqual(state.players);
    expect(session.state).not.toHaveProperty('isGameStarted');
  });

  it("loads a format-3 save from before the faker's true entry was kept, and keeps it once it is (issue 21, item 17)", () => {
    const state = withStories(startedState());
    const round = state.gameRounds[0]!;
    expect(round.fakerEntry).toBe('Ann did a thing.');
    const { fakerEntry: _kept, ...older } = round;
    const old = { ...state, gameRounds: [older] };
    const before = parseSave(
      JSON.stringify({ version: 3, phase: 'discussion', state: old, discussionEndsAt: 1 }),
    );
    expect(before.outcome).toBe('resumed');
    expect(before.session.state.gameRounds[0]).not.toHaveProperty('fakerEntry');
    const session: GameSession = {
      state,
      phase: 'discussion',
      handoff: false,
      discussionEndsAt: 1,
    };
    const now = parseSave(serializeSession(session));
    expect(now.outcome).toBe('resumed');
    expect(now.session.state.gameRounds[0]!.fakerEntry).toBe('Ann did a thing.');
  });

  it('starts fresh with nothing saved', () => {
    const { session, outcome } = parseSave(null);
    expect(outcome).toBe('fresh');
    expect(session).toEqual(freshSession());
    expect(session.state).toEqual(createInitialState());
  });

  it('round-trips a session, and resumes a secret step behind the pass-the-device screen', () => {
    const session: GameSession = {
      state: withStories(startedState()),
      phase: 'storytelling',
      handoff: false,
      discussionEndsAt: null,
    };
    const { session: loaded, outcome } = parseSave(serializeSession(session));
    expect(outcome).toBe('resumed');
    expect(loaded.state).toEqual(session.state);
    expect(stepOf(loaded.phase)).toBe('storytelling');
    expect(loaded.handoff).toBe(true);
  });

  it.each([
    ['story-input', true],
    ['storytelling', true],
    ['voting', true],
    ['storytell-transition', false],
    ['discussion', false],
    ['voting-transition', false],
  ] as const)('at %s the handoff cover is %s', (step, handoff) => {
    const state = step === 'story-input' ? startedState() : withStories(startedState());
    const { session } = parseSave(save(state, step, { discussionEndsAt: 123 }));
    expect(stepOf(session.phase)).toBe(step);
    expect(session.handoff).toBe(handoff);
    // a version-1 save kept a deadline only the discussion uses
    expect(session.discussionEndsAt).toBe(step === 'discussion' ? 123 : null);
  });

  it('shows no cover while the fake is still to be made (every entry in, faker chosen)', () => {
    const waiting = withEntries(startedState());
    expect(waiting.gameRounds[0]!.faker).not.toBeNull();
    const { session, outcome } = parseSave(save(waiting, 'story-input'));
    expect(outcome).toBe('resumed');
    expect(session.handoff).toBe(false);
  });

  it('keeps the votes and the scored round at the reveal', () => {
    const state = withVotes(withStories(startedState()));
    const { session } = parseSave(save(state, 'reveal'));
    expect(stepOf(session.phase)).toBe('reveal');
    expect(session.state.gameRounds[0]!.votes).toHaveLength(3);
    expect(session.state.scores).toEqual(state.scores);
  });

  it.each([
    ['not JSON', '{oops'],
    ['an array', '[]'],
    ['a number', '42'],
    ['an unknown shape', '{"hello":"world"}'],
    ['a newer version', save(startedState(), 'story-input', { version: SAVE_VERSION + 1 })],
    ['a negative version', save(startedState(), 'story-input', { version: -1 })],
    ['a bad step', save(startedState(), 'dancing' as GameStep)],
    [
      'too many players',
      save(
        {
          ...startedState(),
          players: Array.from({ length: 9 }, (_, i) => ({ id: i, name: `P${i}` })),
        },
        null,
      ),
    ],
    ['a player index out of range', save({ ...startedState(), currentPlayerIndex: 5 })],
    [
      'duplicate player ids',
      save(
        {
          ...startedState(),
          players: [
            { id: 1, name: 'A' },
            { id: 1, name: 'B' },
            { id: 2, name: 'C' },
          ],
        },
        null,
      ),
    ],
    [
      'an unknown category',
      save({ ...startedState(), selectedCategories: ['cooking'] as never }, null),
    ],
    ['a step without a started game', save(createInitialState(), 'voting')],
    ['a later step without the fake', save(startedState(), 'voting')],
    ['a reveal of an unscored round', save(withStories(startedState()), 'reveal')],
    ['the end without game over', save(startedState(), 'end-game')],
  ])('starts fresh from %s', (_, raw) => {
    const { session, outcome } = parseSave(raw);
    expect(outcome).toBe('discarded');
    expect(session).toEqual(freshSession());
  });

  it('migrates a version-0 save (the bare game state) to the step it implies', () => {
    const started = startedState();
    // the bare state of those days carried SPEC §3's booleans; the phase now says it
    const v0 = JSON.stringify({ ...started, isGameStarted: true, isGameOver: false });
    expect(parseSave(v0).session.phase).toBe('writing');
    expect(parseSave(v0).session.state).toEqual(started);
    const setup = { ...createInitialState(), players: [{ id: 4, name: 'Ann' }] };
    const { session, outcome } = parseSave(JSON.stringify(setup));
    expect(outcome).toBe('resumed');
    expect(stepOf(session.phase)).toBeNull();
    expect(session.state.players).toEqual([{ id: 4, name: 'Ann' }]);
  });
});

describe('loadSession and saveSession', () => {
  it('save under fakeoutGame and load it back', () => {
    const session: GameSession = { ...freshSession(startedState()), phase: 'writing' };
    expect(saveSession(session)).toBe(true);
    const raw = JSON.parse(localStorage.getItem(SAVE_KEY)!);
    expect(raw.version).toBe(4);
    expect(raw.state).not.toHaveProperty('isGameStarted');
    expect(raw).not.toHaveProperty('handoff');
    expect(loadSession().session.state).toEqual(session.state);
  });

  it('warns and starts fresh on a corrupt save, never throwing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem(SAVE_KEY, '{"version":1,"state":');
    expect(loadSession()).toEqual({ session: freshSession(), outcome: 'discarded' });
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('survives storage that refuses everything', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
    } as unknown as Storage;
    const spy = vi.spyOn(window, 'localStorage', 'get').mockReturnValue(broken);
    expect(loadSession().outcome).toBe('fresh');
    expect(saveSession(freshSession())).toBe(false);
    spy.mockRestore();
  });
});

describe('save format 4: how the fake is made (issue 24)', () => {
  // A format-3 save as today's build writes it: two rounds, the fake in, the discussion on.
  const state = withStories(startedState(['Ann', 'Bob', 'Cy'], 2));
  const { fakeMethod: _method, ...round0 } = state.gameRounds[0]!;
  const { fakeMethod: _next, ...round1 } = state.gameRounds[1]!;
  const { fakeMode: _mode, ...stateV3 } = state;
  const v3 = JSON.stringify({
    version: 3,
    phase: 'discussion',
    state: { ...stateV3, gameRounds: [round0, round1] },
    discussionEndsAt: 1,
  });

  it('migrates a format-3 save as it is: no setting, no method (the machine), same place', () => {
    const { session, outcome } = parseSave(v3);
    expect(outcome).toBe('resumed');
    expect(session.phase).toBe('discussion');
    expect(session.state).toEqual(JSON.parse(v3).state);
    expect(session.state).not.toHaveProperty('fakeMode');
    expect(session.state.gameRounds[0]).not.toHaveProperty('fakeMethod');
    expect(JSON.parse(serializeSession(session))).toMatchObject({ version: 4 });
  });

  it('a migrated game plays its next round the machine way, as it was started', () => {
    const { session } = parseSave(v3);
    let game: Game = { ...session, phase: 'reveal' };
    game = {
      ...game,
      state: {
        ...game.state,
        gameRounds: game.state.gameRounds.map((r, i) => (i === 0 ? { ...r, scored: true } : r)),
      },
    };
    const next = apply(game, { type: 'next-round' }, { rng: () => 0, now: 0 });
    expect(next.ok && next.value.game.phase).toBe('writing');
    const round = next.ok ? currentRoundOf(next.value.game.state) : undefined;
    expect(round).toMatchObject({ fakeMethod: 'machine', faker: null });
  });

  it("keeps a round the faker writes through a save: the faker and the method, on the faker's turn", () => {
    let game: Game = {
      phase: 'setup',
      state: { ...startedState(), gameRounds: [], scores: {} },
      discussionEndsAt: null,
    };
    const play = (move: Parameters<typeof apply>[1], rng = () => 0.99) => {
      const applied = apply(game, move, { rng, now: 0 });
      if (!applied.ok) throw new Error(applied.error.code);
      game = applied.value.game;
    };
    play({ type: 'set-fake-mode', mode: 'faker-writes' });
    play({ type: 'start' });
    play({ type: 'submit-entry', content: 'Ann did a thing.' });
    play({ type: 'submit-entry', content: 'Bob did a thing.' });
    const faker = currentRoundOf(game.state)!.faker;
    expect(faker?.name).toBe(currentPlayer(game.state)?.name);
    const { session, outcome } = parseSave(serializeSession({ ...game, handoff: false }));
    expect(outcome).toBe('resumed');
    expect(session.handoff).toBe(true); // the writer's turn resumes behind the pass-the-device screen
    expect(session.state.fakeMode).toBe('faker-writes');
    expect(currentRoundOf(session.state)).toMatchObject({ fakeMethod: 'faker', faker });
  });

  it('an older build would not know a round the faker writes: such a save is version 4', () => {
    expect(SAVE_VERSION).toBe(4);
    expect(parseSave(JSON.stringify({ version: 5, phase: 'setup' })).outcome).toBe('discarded');
  });
});

describe('a game saved by the previous version (save format 1, issue 14)', () => {
  // Written by the version before the engine owned the phases: the previous parseSave loads it and
  // its serializeSession writes it back byte for byte. Four players, round 1 of 2, Maya has voted.
  const v1 = savedByVersion1;

  it('loads at the same place: voting, the next voter behind the pass-the-device screen', () => {
    const { session, outcome } = parseSave(v1);
    expect(outcome).toBe('resumed');
    expect(session.phase).toBe('voting');
    expect(session.handoff).toBe(true);
    const old = JSON.parse(v1) as { state: GameSession['state'] & { isGameStarted?: boolean } };
    const {
      isGameStarted: _started,
      isGameOver: _over,
      ...oldState
    } = old.state as Record<string, unknown>;
    expect(session.state).toEqual(oldState);
    expect(session.state.players[session.state.currentPlayerIndex]?.name).toBe('Tom');
    expect(session.state.gameRounds[0]?.votes).toHaveLength(1);
  });

  it('is saved again in format 4 and plays on through the engine', () => {
    const { session } = parseSave(v1);
    const again = JSON.parse(serializeSession(session)) as Record<string, unknown>;
    expect(again).toMatchObject({ version: 4, phase: 'voting', discussionEndsAt: null });
    expect(parseSave(serializeSession(session)).session).toEqual(session);
    let game: Game = session;
    for (const voter of ['Tom', 'Priya', 'Sam']) {
      const faker = currentRoundOf(game.state)!.faker!;
      expect(currentPlayer(game.state)?.name).toBe(voter);
      const applied = apply(
        game,
        { type: 'vote', suspectId: faker.id },
        { rng: () => 0, now: Date.now() },
      );
      if (!applied.ok) throw new Error(applied.error.message);
      game = applied.value.game;
    }
    expect(game.phase).toBe('reveal');
  });
});

describe('save format 4: custom categories (issue 24)', () => {
  const quiz = {
    id: 'custom-quiz01',
    name: 'Pub Quiz Confessions',
    description: 'A question you got wrong in public.',
    type: 'statement' as const,
  };

  it("loads today's format-3 save as it was, then saves it as format 4", () => {
    const state = startedState();
    const v3 = JSON.stringify({ version: 3, phase: 'writing', state, discussionEndsAt: null });
    const { session, outcome } = parseSave(v3);
    expect(outcome).toBe('resumed');
    expect(session.phase).toBe('writing');
    expect(session.state).toEqual(state);
    expect(session.state).not.toHaveProperty('customCategories');
    expect(JSON.parse(serializeSession(session))).toMatchObject({ version: SAVE_VERSION });
    expect(SAVE_VERSION).toBe(4);
  });

  it('a format-3 save naming a custom category it cannot define is dropped, not played', () => {
    const state = { ...createInitialState(), selectedCategories: ['custom-quiz01'] };
    const v3 = JSON.stringify({ version: 3, phase: 'setup', state, discussionEndsAt: null });
    expect(parseSave(v3).outcome).toBe('discarded');
  });

  it('keeps a game of a custom category through a save and a reload, definitions and all', () => {
    const state = startedState();
    const custom = {
      ...state,
      customCategories: [quiz],
      selectedCategories: [quiz.id],
      gameRounds: state.gameRounds.map((r) => ({ ...r, category: quiz.id })),
    } as typeof state;
    const session: GameSession = { ...freshSession(custom), phase: 'writing', handoff: false };
    const again = parseSave(serializeSession(session));
    expect(again.outcome).toBe('resumed');
    expect(again.session.state.customCategories).toEqual([quiz]);
    expect(again.session.state.gameRounds[0]?.category).toBe(quiz.id);
  });
});
