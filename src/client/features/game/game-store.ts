// The game in the browser: the engine's game plus the pass-the-device cover, saved to local storage
// on every change and read by screens with useSyncExternalStore. It is thin (issue 14): every change
// is one engine move through apply(); the store saves, carries out the move's effects (the fake,
// the server's game record, the hand-over cover) and never decides a rule. Screens never navigate
// inside a game themselves: the phase changes and its screen takes over (use-game-screen.ts).
import { useSyncExternalStore } from 'react';
import {
  apply,
  type Applied,
  type CategoryId,
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
  loadOfflineGenerator,
  recordGameStart,
} from './game-api';
import { loadSession, saveSession, type GameSession } from './game-session';
import { registerStoreReset } from './home-reset';
import { recordCompletedGame } from '../hall-of-fame/hall-of-fame-storage';
import { clearSuspendedGame } from './suspended-game';

/** The fake's progress for the current round (in memory only: a reload simply asks again). */
export type FakeStatus = 'idle' | 'pending' | 'failed';

type Listener = () => void;

let session: GameSession | null = null;
let fakeStatus: FakeStatus = 'idle';
/** Bumped on every start and reset, so a late game-record answer cannot land in another game. */
let gameNumber = 0;
const listeners = new Set<Listener>();

/** Randomness of the client (Math.random), replaceable in tests. */
let rng: Rng = Math.random;
let now: () => number = () => Date.now();

function emit() {
  for (const listener of listeners) listener();
}

export function getSession(): GameSession {
  session ??= loadSession().session;
  return session;
}

function commit(next: GameSession): GameSession {
  session = next;
  saveSession(next);
  emit();
  return next;
}

function update(change: (s: GameSession) => GameSession): GameSession {
  return commit(change(getSession()));
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The session, re-rendering on every change. */
export function useGameSession(): GameSession {
  return useSyncExternalStore(subscribe, getSession, getSession);
}

export function getFakeStatus(): FakeStatus {
  return fakeStatus;
}

export function useFakeStatus(): FakeStatus {
  return useSyncExternalStore(subscribe, getFakeStatus, getFakeStatus);
}

function setFakeStatus(status: FakeStatus) {
  fakeStatus = status;
  emit();
}

// ---- moves ------------------------------------------------------------------------------------

/** One engine move: the new game is saved and shown, then its effects are carried out. */
function dispatch(move: Move): Result<Applied> {
  const result = apply(getSession(), move, { rng, now: now() });
  if (!result.ok) return result;
  const { game, effects } = result.value;
  commit({ ...game, handoff: effects.some((effect) => effect.type === 'hand-over') });
  for (const effect of effects) carryOut(effect, game.state);
  return result;
}

function carryOut(effect: Effect, state: GameState): void {
  switch (effect.type) {
    case 'record-game-start': {
      const thisGame = ++gameNumber;
      fakeStatus = 'idle';
      fakeInFlight = null;
      // a new game replaces any game set aside on the home screen
      clearSuspendedGame();
      void recordGameStart(state).then((record) => {
        if (!record || thisGame !== gameNumber) return;
        dispatch({ type: 'record-created', id: record.id, createdAt: record.createdAt });
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

/** The state after a move, for the screens' toasts. */
function move(m: Move): Result<GameState> {
  const result = dispatch(m);
  return result.ok ? { ok: true, value: result.value.game.state } : result;
}

// setup (player setup and game settings): each change ends a game in progress, which the screens
// never do without asking (end-game-guard.tsx)

export const addPlayer = (name: string) => move({ type: 'add-player', name });
export const removePlayer = (playerId: number) => move({ type: 'remove-player', playerId });
export const setRounds = (rounds: number) => move({ type: 'set-rounds', rounds });
export const setTimerMinutes = (minutes: number) => move({ type: 'set-timer', minutes });
export const toggleCategory = (category: CategoryId) => move({ type: 'toggle-category', category });
/** SPEC §4 Start game; the server record and analytics go in the background (never blocking). */
export const startGame = () => move({ type: 'start' });

// a round

/** SPEC §4 Game flow: the current player's entry; after the last one the fake is asked for. */
export const submitStory = (content: string) => move({ type: 'submit-entry', content });

/** null: nothing to report (no fake was needed, or the game changed meanwhile). */
export type FakeOutcome = Result<GameState> | Error | null;

let fakeInFlight: Promise<FakeOutcome> | null = null;

/**
 * SPEC §4/§7: the `request-fake` effect, and the retry after a failure. The fake is asked for and
 * given to the engine (fake-arrived). Resolves with an Error carrying the message of a failed
 * call, or the engine's error.
 */
export function prepareFake(): Promise<FakeOutcome> {
  if (fakeInFlight) return fakeInFlight;
  const thisGame = gameNumber;
  const { phase, state } = getSession();
  const request = fakeRequestFor(state, readGeneratorSettings(), readRecentFakes());
  if (!request || phase !== 'awaiting-fake') return Promise.resolve(null);
  setFakeStatus('pending');
  fakeInFlight = generateFake(request, rng)
    .then((fake): FakeOutcome => {
      if (thisGame !== gameNumber) return null;
      if (fake.fakeId) rememberFake(fake.fakeId);
      fakeStatus = 'idle';
      const arrived = move({ type: 'fake-arrived', content: fake.story });
      if (!arrived.ok) setFakeStatus('failed');
      return arrived;
    })
    .catch((error: unknown): FakeOutcome => {
      if (thisGame !== gameNumber) return null;
      setFakeStatus('failed');
      return error instanceof Error ? error : new Error(String(error));
    })
    .finally(() => {
      fakeInFlight = null;
    });
  return fakeInFlight;
}

export const startStorytelling = () => void dispatch({ type: 'start-storytelling' });
/** Next storyteller; false when the current one was the last (the engine refuses the move). */
export const nextStoryteller = (): boolean => dispatch({ type: 'next-reader' }).ok;
/** SPEC §4 Discussion timer: starts on entry; its deadline is saved so a reload resumes it. */
export const startDiscussion = () => void dispatch({ type: 'start-discussion' });
/** Skip Timer: the countdown stops at once. */
export const skipDiscussion = () => void dispatch({ type: 'skip-timer' });
/** The table pauses the countdown, resumes it, or gives itself one more minute (issue 15). */
export const pauseDiscussion = () => void dispatch({ type: 'pause-timer' });
export const resumeDiscussion = () => void dispatch({ type: 'resume-timer' });
export const addDiscussionMinute = () => dispatch({ type: 'add-minute' }).ok;
/** Proceed to Voting: the voting transition, from the first player. */
export const startVotingTransition = () => void dispatch({ type: 'start-voting' });
/** Ready to Vote: the voting transition gives way to the first voter's screen. */
export const readyToVote = () => void dispatch({ type: 'ready-to-vote' });

/** The named player has the device: the screen of a secret phase shows. */
export function confirmHandoff(): void {
  update((s) => ({ ...s, handoff: false }));
}

export type VoteOutcome = 'next-voter' | 'all-votes-in';

/** SPEC §4 Voting: the current player's vote; the next voter, or after the last the reveal. */
export function submitVote(suspectId: number | null): Result<VoteOutcome> {
  const result = dispatch({ type: 'vote', suspectId });
  if (!result.ok) return result;
  return { ok: true, value: result.value.game.phase === 'reveal' ? 'all-votes-in' : 'next-voter' };
}

/** Reveal's button: SPEC §4 Next round, or after the last round the end of the game. */
export function finishReveal(): void {
  fakeStatus = 'idle';
  dispatch({ type: 'next-round' });
}

// ---- reset ------------------------------------------------------------------------------------

/** SPEC §4 Reset game (Main Menu, Play Again): defaults, players kept, no game in progress. */
export function resetGame(): void {
  gameNumber++;
  fakeStatus = 'idle';
  fakeInFlight = null;
  dispatch({ type: 'reset' });
}

/** Reads the saved game again (a game set aside was put back: home-reset.ts). */
function reloadFromStorage(): void {
  session = null;
  gameNumber++;
  fakeStatus = 'idle';
  fakeInFlight = null;
  emit();
}

// SPEC §2 Home's reset-once (home-reset.ts) goes through the store once it is loaded.
registerStoreReset(resetGame, reloadFromStorage);

// ---- tests ------------------------------------------------------------------------------------

/** Tests: read the saved game again as a page load would, with optional rng and clock. */
export function reloadGameStoreForTests(options: { rng?: Rng; now?: () => number } = {}): void {
  session = null;
  fakeStatus = 'idle';
  fakeInFlight = null;
  gameNumber++;
  rng = options.rng ?? Math.random;
  now = options.now ?? (() => Date.now());
  emit();
}
