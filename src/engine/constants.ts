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
/** The discussion screen's "Halfway there! Final minute..." notice appears after this many seconds. */
export const HALFWAY_NOTICE_AFTER_SECONDS = 60;

export const PASSWORD_MIN_LENGTH = 6;
export const SHARE_SAMPLE_MAX = 5;
