// The game in the browser: one session (SPEC §3 game state + where we are), changed only through
// the engine's rules, saved to local storage on every change and read by screens with
// useSyncExternalStore. Screens never navigate inside a game themselves: they change the step and
// the step's screen takes over (see use-game-screen.ts).
import { useSyncExternalStore } from 'react';
import {
  addPlayer as addPlayerRule,
  advancePlayer,
  allStoriesSubmitted,
  allVotesCast,
  applyFake,
  castVote,
  chooseFaker,
  currentPlayer,
  currentRoundOf,
  engineErrors,
  fail,
  isLastPlayer,
  nextRound,
  ok,
  removePlayer as removePlayerRule,
  resetGame as resetGameRule,
  resetPlayerIndex,
  scoreRound,
  setGameRecord,
  setRounds as setRoundsRule,
  setTimerMinutes as setTimerMinutesRule,
  SECONDS_PER_MINUTE,
  startGame as startGameRule,
  submitStory as submitStoryRule,
  toggleCategory as toggleCategoryRule,
  type CategoryId,
  type GameState,
  type Result,
  type Rng,
} from '../../../engine';
import {
  readGeneratorSettings,
  readRecentFakes,
  rememberFake,
} from '../settings/generator-settings';
import {
  completeGame,
  fakeRequestFor,
  generateFake,
  loadOfflineGenerator,
  recordGameStart,
} from './game-api';
import { freshSession, loadSession, saveSession, type GameSession } from './game-session';
import { registerStoreReset } from './home-reset';
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

// ---- setup (player setup and game settings) -------------------------------------------------

/** Changing the setup while a game is in progress leaves that game (it cannot be resumed). */
function setupChange(rule: (state: GameState) => Result<GameState>): Result<GameState> {
  const result = rule(getSession().state);
  if (result.ok) update((s) => ({ ...s, state: result.value, step: null, handoff: false }));
  return result;
}

export function addPlayer(name: string): Result<GameState> {
  return setupChange((state) => addPlayerRule(state, name, rng));
}

export function removePlayer(playerId: number): Result<GameState> {
  return setupChange((state) => ok(removePlayerRule(state, playerId)));
}

export function setRounds(rounds: number): Result<GameState> {
  return setupChange((state) => setRoundsRule(state, rounds));
}

export function setTimerMinutes(minutes: number): Result<GameState> {
  return setupChange((state) => setTimerMinutesRule(state, minutes));
}

export function toggleCategory(id: CategoryId): Result<GameState> {
  return setupChange((state) => ok(toggleCategoryRule(state, id)));
}

/**
 * SPEC §4 Start game: the rounds are built, the game goes to story input, and the server record
 * and analytics are sent in the background (their failures never stop the game).
 */
export function startGame(): Result<GameState> {
  const result = startGameRule(getSession().state, rng);
  if (!result.ok) return result;
  const started = result.value;
  const thisGame = ++gameNumber;
  fakeStatus = 'idle';
  // a new game replaces any game set aside on the home screen
  clearSuspendedGame();
  commit({ state: started, step: 'story-input', handoff: false, discussionEndsAt: null });
  void recordGameStart(started).then((record) => {
    if (!record || thisGame !== gameNumber) return;
    update((s) => ({ ...s, state: setGameRecord(s.state, record) }));
  });
  // Warm the offline generator's chunk while the server is surely reachable, so a fake can still
  // be made if it stops answering later in the game.
  void loadOfflineGenerator().catch(() => {});
  return result;
}

// ---- story input ------------------------------------------------------------------------------

/**
 * SPEC §4 Game flow: the current player's entry is stored and the turn passes on. After the last
 * entry the faker is chosen; the screen then asks for the fake (prepareFake).
 */
export function submitStory(content: string): Result<GameState> {
  const result = submitStoryRule(getSession().state, content);
  if (!result.ok) return result;
  let state = result.value;
  if (allStoriesSubmitted(state)) {
    const withFaker = chooseFaker(state, rng);
    if (!withFaker.ok) return withFaker;
    state = withFaker.value;
  }
  update((s) => ({ ...s, state }));
  return ok(state);
}

/** Whether every entry of the round is in and the fake is still to be made. */
export function awaitsFake(state: GameState): boolean {
  const round = currentRoundOf(state);
  return round?.faker != null && !round.stories.some((s) => s.isFake === true);
}

/** null: nothing to report (no fake was needed, or the game changed meanwhile). */
export type FakeOutcome = Result<GameState> | Error | null;

let fakeInFlight: Promise<FakeOutcome> | null = null;

/**
 * SPEC §4/§7: the fake is asked for and the faker's entry replaced by it; then the storytell
 * transition. Resolves with an Error carrying the message of a failed call, or the engine's error.
 */
export function prepareFake(): Promise<FakeOutcome> {
  if (fakeInFlight) return fakeInFlight;
  const thisGame = gameNumber;
  const request = fakeRequestFor(getSession().state, readGeneratorSettings(), readRecentFakes());
  if (!request || !awaitsFake(getSession().state)) {
    return Promise.resolve(null);
  }
  setFakeStatus('pending');
  fakeInFlight = generateFake(request, rng)
    .then((fake): FakeOutcome => {
      if (thisGame !== gameNumber) return null;
      if (fake.fakeId) rememberFake(fake.fakeId);
      const applied = applyFake(getSession().state, fake.story);
      if (!applied.ok) {
        setFakeStatus('failed');
        return applied;
      }
      fakeStatus = 'idle';
      commit({
        ...getSession(),
        state: resetPlayerIndex(applied.value),
        step: 'storytell-transition',
        handoff: false,
      });
      return applied;
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

// ---- storytelling and discussion --------------------------------------------------------------

/** Storytell transition → storytelling, from the first player (SPEC §4: index reset first). */
export function startStorytelling(): void {
  update((s) => ({ ...s, state: resetPlayerIndex(s.state), step: 'storytelling', handoff: false }));
}

/** Next storyteller; false when the current one was the last. */
export function nextStoryteller(): boolean {
  const { state } = getSession();
  if (isLastPlayer(state)) return false;
  update((s) => ({ ...s, state: advancePlayer(s.state) }));
  return true;
}

/** SPEC §4 Discussion timer: starts on entry; its deadline is saved so a reload resumes it. */
export function startDiscussion(): void {
  update((s) => ({
    ...s,
    step: 'discussion',
    handoff: false,
    discussionEndsAt: now() + s.state.timerMinutes * SECONDS_PER_MINUTE * 1000,
  }));
}

/** Skip Timer: the countdown stops at once. */
export function skipDiscussion(): void {
  update((s) => ({ ...s, discussionEndsAt: Math.min(s.discussionEndsAt ?? now(), now()) }));
}

/** Proceed to Voting: the voting transition, from the first player (index reset). */
export function startVotingTransition(): void {
  update((s) => ({
    ...s,
    state: resetPlayerIndex(s.state),
    step: 'voting-transition',
    discussionEndsAt: null,
  }));
}

// ---- voting and reveal ------------------------------------------------------------------------

/** Ready to Vote (voting transition → voting, or the pass-the-device screen between voters). */
export function readyToVote(): void {
  update((s) => ({ ...s, step: 'voting', handoff: false }));
}

/** The named player has the device: the screen of a secret step shows. */
export function confirmHandoff(): void {
  update((s) => ({ ...s, handoff: false }));
}

export type VoteOutcome = 'next-voter' | 'all-votes-in';

/**
 * SPEC §4 Voting: the current player's vote; then the next voter behind a pass-the-device screen,
 * or, after the last, the round is scored and revealed.
 */
export function submitVote(suspectId: number | null): Result<VoteOutcome> {
  const { state } = getSession();
  const voter = currentPlayer(state);
  if (!voter) return fail(engineErrors.unknownVoter());
  const result = castVote(state, voter.id, suspectId);
  if (!result.ok) return result;
  if (allVotesCast(result.value)) {
    update((s) => ({ ...s, state: scoreRound(result.value), step: 'reveal', handoff: false }));
    return ok('all-votes-in');
  }
  update((s) => ({ ...s, state: advancePlayer(result.value), handoff: true }));
  return ok('next-voter');
}

/**
 * Reveal's button: SPEC §4 Next round — back to story input, or after the last round the end
 * game, completing the server record (§7).
 */
export function finishReveal(): void {
  const advanced = nextRound(getSession().state);
  fakeStatus = 'idle';
  if (advanced.isGameOver) {
    commit({ ...getSession(), state: advanced, step: 'end-game', handoff: false });
    void completeGame(advanced, now());
  } else {
    commit({ ...getSession(), state: advanced, step: 'story-input', handoff: false });
  }
}

// ---- reset ------------------------------------------------------------------------------------

/** SPEC §4 Reset game (Main Menu, Play Again): defaults, players kept, no game in progress. */
export function resetGame(): void {
  gameNumber++;
  fakeStatus = 'idle';
  commit(freshSession(resetGameRule(getSession().state)));
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
