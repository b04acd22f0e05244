// Pass-the-device safety for routes: a game screen shows only while the game is at its step.
// Anything else (Back, Forward, a typed URL, a stale tab) is replaced by the step's own route, so
// history never leads to a previous player's screen, and nothing secret is ever in a URL.
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { routeOf, routeOfPhase, stepOf, type GameSession, type GameStep } from './game-session';
import { useGameSession } from './game-store';

/** Where a visitor of a game route goes when the game is not at that route's step. */
export function redirectFor(session: GameSession): string {
  return routeOfPhase(session.phase) ?? '/';
}

/** Where Back leads from a game opened as a tab's first page: the setup, with its game notice. */
export const BENEATH_A_GAME = '/game-settings';

/** Marks the history entry of a game page that was given an entry beneath it. */
const LANDING_MARK = 'fakeoutGameLanding';
let checkedLanding = false;

/**
 * Issue 21: a game page loaded on its own (a reloaded sleeping tab, a restored session, the
 * installed app, a link) gets a history entry beneath it, so Back lands on the setup screen with
 * its "Return to Game" notice instead of leaving the site. Once per page load, and never twice
 * for the same entry (a reload keeps its mark).
 */
function keepAnEntryBeneath(): void {
  if (checkedLanding) return;
  checkedLanding = true;
  const here = window.location.pathname;
  const [load] = performance.getEntriesByType?.('navigation') ?? [];
  const landedHere = !load || new URL(load.name).pathname === here;
  const { state } = window.history;
  if (!landedHere || (state as Record<string, unknown> | null)?.[LANDING_MARK]) return;
  window.history.replaceState(state, '', BENEATH_A_GAME);
  window.history.pushState({ [LANDING_MARK]: true }, '', here);
}

/** The session when the game is at `step`; otherwise null while the redirect happens. */
export function useGameScreen(step: GameStep): GameSession | null {
  const session = useGameSession();
  const [location, navigate] = useLocation();
  useEffect(keepAnEntryBeneath, []);
  const here = stepOf(session.phase) === step;
  // Only while this screen's route is shown: a screen on its way out (the router is already
  // somewhere else) must not redirect again.
  const onRoute = location === routeOf(step);
  const target = redirectFor(session);
  useEffect(() => {
    if (!here && onRoute) navigate(target, { replace: true });
  }, [here, onRoute, target, navigate]);
  return here ? session : null;
}
