// The game in the browser: the engine's game plus the pass-the-device cover, saved to local storage
// on every change and read by screens with useSyncExternalStore. It is thin (issues 14 and 23): the
// one way a game changes is `play(move)` with the engine's own moves, which goes through apply();
// the store saves, carries out the move's effects (the fake, the server's game record, the
// hand-over cover) and never decides a rule. Screens never navigate inside a game themselves: the
// phase changes and its screen takes over (use-game-screen.ts).
//
// A store is made by createGameStore(). The app has one, made on first use; a test makes its own
// and hands it to the screens with <GameStoreProvider>, so no test reaches into module state.
import {
  createContext,
  createElement,
  useContext,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import {
  apply,
  type Effect,
  type GameState,
  type Move,
  type Result,
  type Rng,
} from '../../../engine';
import { readGeneratorSettings, readRecentFakes, rememberFake } from '../../lib/generator-settings';
import {
  completeGame,
  fakeRequestFor,
  generateFake,
  ideaFor,
  loadOfflineGenerator,
  recordGameStart,
  type Idea,
} from './game-api';
import { loadSession, saveSession, type GameSession } from './game-session';
import { connectStore } from './home-reset';
import { recordCompletedGame } from '../hall-of-fame/hall-of-fame-storage';
import { clearSuspendedGame } from './saved-game';

/** The fake's progress for the current round (in memory only: a reload simply asks again). */
export type FakeStatus = 'idle' | 'pending' | 'failed';

/** What every play answers: the session after the move, or the engine's error (nothing changed). */
export type Played = Result<GameSession>;

/** null: nothing to report (no fake was needed, or the game changed meanwhile). */
export type FakeOutcome = Played | Error | null;

export interface GameStore {
  getSession(): GameSession;
  getFakeStatus(): FakeStatus;
  subscribe(listener: () => void): () => void;
  /** The one way a game changes: an engine move, saved, shown, and its effects carried out. */
  play(move: Move): Played;
  /** The named player has the device: the screen of a secret phase shows. */
  confirmHandoff(): void;
  /**
   * SPEC §4/§7: the `request-fake` effect, and the retry after a failure. The fake is asked for and
   * played as `fake-arrived`. Resolves with an Error carrying the message of a failed call.
   */
  prepareFake(): Promise<FakeOutcome>;
  /**
   * Issue 24, "Need an idea?": a machine-made idea for the current writer, if they are the faker
   * of a round the faker writes (else none). `shown`: the ideas' ids already shown, not repeated.
   * Nothing in the game changes.
   */
  ideaForWriter(shown: readonly string[]): Promise<Idea>;
  /** Reads the saved game again (a game set aside was put back on the home screen). */
  reload(): void;
}

export interface GameStoreOptions {
  /** Randomness of the client (Math.random by default). */
  rng?: Rng;
  /** The clock, epoch ms (Date.now by default). */
  now?: () => number;
  /** How the round's fake is made (by default the server, else this device: game-api.ts). */
  makeFake?: typeof generateFake;
  /** How the faker's "Need an idea?" is answered (by default this device's generator). */
  makeIdea?: typeof ideaFor;
}

export function createGameStore({
  rng = Math.random,
  now = () => Date.now(),
  makeFake = generateFake,
  makeIdea = ideaFor,
}: GameStoreOptions = {}): GameStore {
  let session: GameSession | null = null;
  let fakeStatus: FakeStatus = 'idle';
  let fakeInFlight: Promise<FakeOutcome> | null = null;
  /** Bumped whenever a game starts or ends, so a late answer cannot land in another game. */
  let gameNumber = 0;
  const listeners = new Set<() => void>();

  const emit = () => {
    for (const listener of listeners) listener();
  };

  const getSession = (): GameSession => (session ??= loadSession().session);

  const commit = (next: GameSession) => {
    session = next;
    saveSession(next);
    emit();
  };

  /** A new game, or none: whatever was under way for the old one no longer counts. */
  const forgetGame = () => {
    gameNumber++;
    fakeInFlight = null;
  };

  function play(move: Move): Played {
    const result = apply(getSession(), move, { rng, now: now() });
    if (!result.ok) return result;
    const { game, effects } = result.value;
    if (game.phase === 'setup' || move.type === 'start') forgetGame();
    // the fake's progress belongs to the wait for it, and is shown nowhere else
    if (game.phase !== 'awaiting-fake') fakeStatus = 'idle';
    const next = { ...game, handoff: effects.some((effect) => effect.type === 'hand-over') };
    commit(next);
    for (const effect of effects) carryOut(effect, game.state);
    return { ok: true, value: next };
  }

  function carryOut(effect: Effect, state: GameState): void {
    switch (effect.type) {
      case 'record-game-start': {
        const thisGame = gameNumber;
        // a new game replaces any game set aside on the home screen
        clearSuspendedGame();
        void recordGameStart(state).then((record) => {
          if (!record || thisGame !== gameNumber) return;
          play({ type: 'record-created', id: record.id, createdAt: record.createdAt });
        });
        // Warm the offline generator's chunk while the server is surely reachable, so a fake can
        // still be made if it stops answering later in the game.
        void loadOfflineGenerator().catch(() => {});
        return;
      }
      case 'request-fake':
        void prepareFake();
        return;
      case 'hand-over':
        return; // the cover is part of the committed session
      case 'record-game-complete':
        recordCompletedGame(state, now());
        void completeGame(state, now());
        return;
    }
  }

  function setFakeStatus(status: FakeStatus) {
    fakeStatus = status;
    emit();
  }

  function prepareFake(): Promise<FakeOutcome> {
    if (fakeInFlight) return fakeInFlight;
    const thisGame = gameNumber;
    const { phase, state } = getSession();
    const request = fakeRequestFor(state, readGeneratorSettings(), readRecentFakes());
    if (!request || phase !== 'awaiting-fake') return Promise.resolve(null);
    setFakeStatus('pending');
    const inFlight = makeFake(request, rng)
      .then((fake): FakeOutcome => {
        if (thisGame !== gameNumber) return null;
        if (fake.fakeId) rememberFake(fake.fakeId);
        const arrived = play({ type: 'fake-arrived', content: fake.story });
        if (!arrived.ok) setFakeStatus('failed');
        return arrived;
      })
      .catch((error: unknown): FakeOutcome => {
        if (thisGame !== gameNumber) return null;
        setFakeStatus('failed');
        return error instanceof Error ? error : new Error(String(error));
      })
      .finally(() => {
        if (fakeInFlight === inFlight) fakeInFlight = null;
      });
    fakeInFlight = inFlight;
    return inFlight;
  }

  const store: GameStore = {
    getSession,
    getFakeStatus: () => fakeStatus,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    play,
    confirmHandoff: () => commit({ ...getSession(), handoff: false }),
    prepareFake,
    async ideaForWriter(shown) {
      const { phase, state } = getSession();
      if (phase !== 'writing') return { kind: 'none', reason: 'not-the-faker' };
      const idea = await makeIdea(
        state,
        readGeneratorSettings(),
        [...readRecentFakes(), ...shown],
        rng,
      );
      // an idea told aloud is as good as used: the machine does not offer it again soon
      if (idea.kind === 'idea' && idea.fakeId) rememberFake(idea.fakeId);
      return idea;
    },
    reload() {
      session = null;
      forgetGame();
      fakeStatus = 'idle';
      emit();
    },
  };
  // SPEC §2 Home's reset-once goes through the store once there is one (home-reset.ts).
  connectStore(store);
  return store;
}

// ---- the app's store, and the screens' hooks --------------------------------------------------

let appStore: GameStore | null = null;

/** The app's one store, made on first use (the screens that need it are lazily loaded chunks). */
export function appGameStore(): GameStore {
  return (appStore ??= createGameStore());
}

const GameStoreContext = createContext<GameStore | null>(null);

/** Gives the screens below another store than the app's (a test's). */
export function GameStoreProvider({ store, children }: { store: GameStore; children: ReactNode }) {
  return createElement(GameStoreContext.Provider, { value: store }, children);
}

export function useGameStore(): GameStore {
  return useContext(GameStoreContext) ?? appGameStore();
}

/** The session, re-rendering on every change. */
export function useGameSession(): GameSession {
  const store = useGameStore();
  return useSyncExternalStore(store.subscribe, store.getSession, store.getSession);
}

export function useFakeStatus(): FakeStatus {
  const store = useGameStore();
  return useSyncExternalStore(store.subscribe, store.getFakeStatus, store.getFakeStatus);
}
