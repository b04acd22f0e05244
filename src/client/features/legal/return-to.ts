// Where the legal screens return to: the screen they were opened from (kept in the history entry's
// state), or a fixed place when opened directly: home for the cookie settings, /auth for the
// privacy and terms pages' "Back to Login" (issue 16: a guest who opened Privacy from the cookie
// banner on the home screen went to /auth).
import { useCallback } from 'react';
import { useLocation } from 'wouter';

export const COOKIE_SETTINGS_PATH = '/cookie-settings';

interface ReturnToState {
  returnTo: string;
}

/** History state for a navigation to a legal screen from `path`. */
export function returnToState(path: string): ReturnToState {
  return { returnTo: path };
}

/** True when this history entry was opened from another screen of the app (not the same one). */
export function cameFromApp(state: unknown, here: string = window.location.pathname): boolean {
  const returnTo = (state as Partial<ReturnToState> | null)?.returnTo;
  return (
    typeof returnTo === 'string' &&
    returnTo.startsWith('/') &&
    !returnTo.startsWith('//') &&
    returnTo !== here
  );
}

/** Leaves the cookie settings screen: back where it was opened from, else to home. */
export function useLeaveCookieSettings(): () => void {
  const [, navigate] = useLocation();
  return useCallback(() => {
    if (cameFromApp(window.history.state, COOKIE_SETTINGS_PATH)) window.history.back();
    else navigate('/');
  }, [navigate]);
}
