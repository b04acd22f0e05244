// Where the cookie settings screen returns to: the screen it was opened from (kept in the history
// entry's state), or home when it was opened directly.
import { useCallback } from 'react';
import { useLocation } from 'wouter';

export const COOKIE_SETTINGS_PATH = '/cookie-settings';

interface ReturnToState {
  returnTo: string;
}

/** History state for a navigation to the cookie settings screen from `path`. */
export function returnToState(path: string): ReturnToState {
  return { returnTo: path };
}

function cameFromApp(state: unknown): boolean {
  const returnTo = (state as Partial<ReturnToState> | null)?.returnTo;
  return (
    typeof returnTo === 'string' &&
    returnTo.startsWith('/') &&
    !returnTo.startsWith('//') &&
    returnTo !== COOKIE_SETTINGS_PATH
  );
}

/** Leaves the cookie settings screen: back where it was opened from, else to home. */
export function useLeaveCookieSettings(): () => void {
  const [, navigate] = useLocation();
  return useCallback(() => {
    if (cameFromApp(window.history.state)) window.history.back();
    else navigate('/');
  }, [navigate]);
}
