// Issue 24, part 2: how the fake is made, a game setting. "The machine writes it" is the SPEC's
// flow (§4 Game flow: a faker is picked after the last entry and a generated fake replaces their
// entry); "the faker writes the lie" picks the faker when the round starts, and the faker's own
// entry is the fake; "either, at random" decides it round by round, and only the faker learns which.
// A round of a custom category is played with the faker writing the lie unless the game was started
// knowing the machine can write it (the fallback is chosen before the game, never mid-round).
//
// This file holds the names and the reads (small, and needed to read a save back); the rules that
// decide a round are in fake-rounds.ts, with the moves.
import { currentRoundOf } from './state';
import type { GameState, Round } from './types';

/** The game setting: who makes each round's fake. */
export const FAKE_MODES = ['machine', 'faker-writes', 'random'] as const;
export type FakeMode = (typeof FAKE_MODES)[number];

/** How one round's fake was made: by the generator, or written by the faker. */
export const FAKE_METHODS = ['machine', 'faker'] as const;
export type FakeMethod = (typeof FAKE_METHODS)[number];

export const DEFAULT_FAKE_MODE: FakeMode = 'machine';

export function isFakeMode(value: unknown): value is FakeMode {
  return (FAKE_MODES as readonly unknown[]).includes(value);
}

/** The game's setting (a state without one, such as an older save, is the SPEC's machine). */
export function fakeModeOf(state: Pick<GameState, 'fakeMode'>): FakeMode {
  return state.fakeMode ?? DEFAULT_FAKE_MODE;
}

/** How a round's fake is made (a round without the field, such as an older save's, is machine). */
export function fakeMethodOf(round: Pick<Round, 'fakeMethod'>): FakeMethod {
  return round.fakeMethod ?? 'machine';
}

/** Whether the faker writes this round's fake (their entry is the fake; no generator is called). */
export function isFakerWritten(round: Round): boolean {
  return fakeMethodOf(round) === 'faker';
}

/**
 * What one writer's closed note says on their writing turn (issue 24): `none` in a game whose
 * fakes the machine makes (the SPEC's screen, no note); otherwise every writer has one, the
 * faker's saying they are the faker ("faker") and everyone else's that they are not ("not-faker"),
 * so a glance cannot tell the faker's screen, nor a faker round from a machine one. This is all a
 * writer's screen learns of the round's method and faker.
 */
export type WriterNote = 'none' | 'faker' | 'not-faker';

export function writerNoteOf(state: GameState, playerId: number): WriterNote {
  const round = currentRoundOf(state);
  if (!round) return 'none';
  const fakerWrites = isFakerWritten(round);
  if (fakeModeOf(state) === 'machine' && !fakerWrites) return 'none';
  return fakerWrites && round.faker?.id === playerId ? 'faker' : 'not-faker';
}
