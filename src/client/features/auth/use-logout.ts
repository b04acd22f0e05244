// SPEC §2 user menu, "Logout": POST /api/logout, then no user anywhere and the SPEC §8 toasts. A
// hook of its own, without TanStack Query and without the account schemas, so the signed-in home
// screen stays light (issue 22). It keeps SPEC §8's mutation rules (shouldRetryMutation: one retry
// after 1 s, none for 400/401/403) and, like the other account calls, runs even when the browser
// says it is offline (issue 21, item 11).
import { useCallback, useRef, useState } from 'react';
import { LOGOUT_PATH } from '../../../shared/api/session-reads';
import { toast } from '../../components/toast/toast-store';
import { throwIfResNotOk } from '../../lib/api';
import { retryDelayMs, shouldRetryMutation } from '../../lib/query-rules';
import { failureMessage } from './auth-messages';
import { forgetUser } from './current-user';

/** POST /api/logout with cookies; resolves on an OK answer, rejects with the failure. */
async function postLogout(): Promise<void> {
  const res = await fetch(LOGOUT_PATH, { method: 'POST', credentials: 'include' });
  await throwIfResNotOk(res);
}

/** Runs `attempt`, retried as SPEC §8 says for mutations. */
export async function withMutationRetries<T>(attempt: () => Promise<T>): Promise<T> {
  for (let failures = 0; ; failures++) {
    try {
      return await attempt();
    } catch (error) {
      if (!shouldRetryMutation(failures, error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, retryDelayMs(failures)));
    }
  }
}

export function useLogout(): { isPending: boolean; mutate: () => void } {
  const [isPending, setPending] = useState(false);
  const running = useRef(false);
  const mutate = useCallback(() => {
    if (running.current) return;
    running.current = true;
    setPending(true);
    withMutationRetries(postLogout)
      .then(
        () => {
          forgetUser();
          toast({
            title: 'Logged out',
            description: 'You have been logged out successfully',
            variant: 'success',
          });
        },
        (error: unknown) => {
          toast({
            title: 'Logout failed',
            description: failureMessage(error, 'Logout failed'),
            variant: 'destructive',
          });
        },
      )
      .finally(() => {
        running.current = false;
        setPending(false);
      });
  }, []);
  return { isPending, mutate };
}
