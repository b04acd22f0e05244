// SPEC §5 and §9: the game's numeric limits.

export const MIN_PLAYERS = 3;
export const MAX_PLAYERS = 8;
export const MAX_PLAYER_ID = 9999;

export const MIN_ROUNDS = 1;
export const MAX_ROUNDS = 10;
export const DEFAULT_ROUNDS = 3;

export const MIN_TIMER_MINUTES = 3;
export const MAX_TIMER_MINUTES = 10;
export const DEFAULT_TIMER_MINUTES = 5;
export const SECONDS_PER_MINUTE = 60;
/**
 * SPEC §2 Discussion: the "Halfway there! Final minute..." notice appears once this many seconds of
 * discussion have elapsed, whatever the timer's length (despite its text, not at the halfway point).
 */
export const DISCUSSION_NOTICE_ELAPSED_SECONDS = 60;

export const SHARE_SAMPLE_MAX = 5;

/** The longest entry a player may write, in characters (the text area stops there too). */
export const MAX_ENTRY_CHARS = 500;
