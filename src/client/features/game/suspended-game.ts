// Issue 16, finding 2: opening the home screen mid-game (the installed app launches at "/", a phone
// reloads a sleeping tab) must not lose the game. SPEC §2's reset of the flow stays; the unfinished
// game is set aside first, under its own key, and the home screen offers it back for 24 hours
// (docs/decisions/013). One game is kept: setting aside another, or starting a new one, replaces it.
// Setting aside and the offer read the save at a glance (saved-game.ts, no zod: issue 22); this is
// the whole check, made when the player resumes (resume-game.ts).
import { isInProgress } from '../../../engine/phases';
import { parseSave, type GameSession } from './game-session';
import { clearSuspendedGame, readSetAside } from './saved-game';

export { clearSuspendedGame, SUSPENDED_KEY, SUSPENDED_TTL_MS } from './saved-game';

export interface SuspendedGame {
  readonly session: GameSession;
  readonly savedAt: number;
}

/** The game set aside, if there is one from the last 24 hours that still loads; else null. */
export function readSuspendedGame(now: number): SuspendedGame | null {
  const setAside = readSetAside(now);
  if (!setAside) return null;
  const { session, outcome } = parseSave(setAside.save);
  if (outcome !== 'resumed' || !isInProgress(session)) {
    clearSuspendedGame();
    return null;
  }
  return { session, savedAt: setAside.savedAt };
}
