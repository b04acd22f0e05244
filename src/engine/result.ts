// DESIGN Conventions: illegal actions return an error value, never a throw.
import type { ContentType } from './categories';
import {
  MAX_ENTRY_CHARS,
  MAX_PLAYERS,
  MAX_ROUNDS,
  MAX_TIMER_MINUTES,
  MIN_PLAYERS,
  MIN_ROUNDS,
  MIN_TIMER_MINUTES,
} from './constants';

export const ENGINE_ERROR_CODES = [
  'empty-name',
  'too-many-players',
  'duplicate-name',
  'not-enough-players',
  'rounds-out-of-range',
  'timer-out-of-range',
  'no-current-round',
  'no-current-player',
  'empty-entry',
  'entry-too-long',
  'entry-too-many-chars',
  'stories-closed',
  'no-faker-selectable',
  'no-faker',
  'empty-fake',
  'unknown-voter',
  'suspect-required',
  'self-vote',
  'unknown-suspect',
  'round-already-scored',
  'not-now',
  'unknown-fake-mode',
  'unknown-category',
] as const;
export type EngineErrorCode = (typeof ENGINE_ERROR_CODES)[number];

/** An error a screen can show as a toast: title and message. */
export interface EngineError {
  readonly code: EngineErrorCode;
  readonly title: string;
  readonly message: string;
}

export type Result<T> = { ok: true; value: T } | { ok: false; error: EngineError };

export function ok<T>(value: T): Result<T> {
  return { ok: true, value };
}

export function fail<T = never>(error: EngineError): Result<T> {
  return { ok: false, error };
}

const capitalise = (word: string): string => word.charAt(0).toUpperCase() + word.slice(1);
const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The errors the engine can return, with the SPEC's toast texts where it gives them (§5, §8). */
export const engineErrors = {
  emptyName: (): EngineError => ({
    code: 'empty-name',
    title: 'Name Required',
    message: "Please enter the player's name.",
  }),
  duplicateName: (name: string): EngineError => ({
    code: 'duplicate-name',
    title: 'Name Taken',
    message: `${name} is already playing. Add a different name, such as an initial.`,
  }),
  tooManyPlayers: (): EngineError => ({
    code: 'too-many-players',
    title: 'Too Many Players',
    message: `A game can have at most ${MAX_PLAYERS} players.`,
  }),
  notEnoughPlayers: (): EngineError => ({
    code: 'not-enough-players',
    title: 'Not Enough Players',
    message: `You need at least ${MIN_PLAYERS} players to start`,
  }),
  roundsOutOfRange: (): EngineError => ({
    code: 'rounds-out-of-range',
    title: 'Invalid Rounds',
    message: `Rounds must be a whole number from ${MIN_ROUNDS} to ${MAX_ROUNDS}.`,
  }),
  timerOutOfRange: (): EngineError => ({
    code: 'timer-out-of-range',
    title: 'Invalid Discussion Time',
    message: `Discussion time must be a whole number of minutes from ${MIN_TIMER_MINUTES} to ${MAX_TIMER_MINUTES}.`,
  }),
  noCurrentRound: (): EngineError => ({
    code: 'no-current-round',
    title: 'No Round in Progress',
    message: 'There is no round in progress. Please start a new game.',
  }),
  // SPEC §5: "an empty entry, or no current player, is rejected" with the same toast.
  noCurrentPlayer: (type: ContentType): EngineError => ({
    code: 'no-current-player',
    title: `Empty ${capitalise(type)}`,
    message: 'Please write something before submitting.',
  }),
  emptyEntry: (type: ContentType): EngineError => ({
    code: 'empty-entry',
    title: `Empty ${capitalise(type)}`,
    message: 'Please write something before submitting.',
  }),
  entryTooLong: (type: ContentType, limit: number): EngineError => ({
    code: 'entry-too-long',
    title: 'Too Long',
    message: `Please keep your ${type} to ${plural(limit, 'sentence')} maximum.`,
  }),
  // Beyond the SPEC: the text area stops at MAX_ENTRY_CHARS; in the words of §5's "Too Long" toast.
  entryTooManyChars: (type: ContentType): EngineError => ({
    code: 'entry-too-many-chars',
    title: 'Too Long',
    message: `Please keep your ${type} to ${plural(MAX_ENTRY_CHARS, 'character')} maximum.`,
  }),
  storiesClosed: (): EngineError => ({
    code: 'stories-closed',
    title: 'Entries Closed',
    message: 'The faker has been chosen; entries for this round can no longer change.',
  }),
  noFakerSelectable: (): EngineError => ({
    code: 'no-faker-selectable',
    title: 'Error',
    message: 'Could not select a faker. Please restart the game.',
  }),
  noFaker: (): EngineError => ({
    code: 'no-faker',
    title: 'No Faker',
    message: 'No faker has been chosen for this round yet.',
  }),
  emptyFake: (): EngineError => ({
    code: 'empty-fake',
    title: 'Error',
    message: 'Failed to generate content: the generated entry was empty.',
  }),
  unknownVoter: (): EngineError => ({
    code: 'unknown-voter',
    title: 'Unknown Voter',
    message: 'Only players in this game can vote.',
  }),
  suspectRequired: (): EngineError => ({
    code: 'suspect-required',
    title: 'No Player Selected',
    message: 'Please choose who you think the faker is.',
  }),
  selfVote: (): EngineError => ({
    code: 'self-vote',
    title: 'Invalid Vote',
    message: "You can't vote for yourself.",
  }),
  unknownSuspect: (): EngineError => ({
    code: 'unknown-suspect',
    title: 'Invalid Vote',
    message: 'Please choose one of the other players.',
  }),
  roundAlreadyScored: (): EngineError => ({
    code: 'round-already-scored',
    title: 'Voting Closed',
    message: 'This round has already been scored; votes can no longer change.',
  }),
  /** Issue 24: a pick of a custom category this game does not define (deleted meanwhile). */
  unknownCategory: (): EngineError => ({
    code: 'unknown-category',
    title: 'Unknown Category',
    message: 'That category is no longer on this device.',
  }),
  /** A move the game's current phase does not take (a stale tab, a double tap). */
  notNow: (): EngineError => ({
    code: 'not-now',
    title: 'Not Now',
    message: 'The game has moved on. Please carry on from the current screen.',
  }),
  /** Issue 24: a "How the fake is made" choice the game does not know. */
  unknownFakeMode: (): EngineError => ({
    code: 'unknown-fake-mode',
    title: 'Unknown Setting',
    message: 'Please choose how the fake is made from the list.',
  }),
} as const;
