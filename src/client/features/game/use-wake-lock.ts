// Keeps the screen on while `active` (storytelling, discussion) where the browser has the Screen
// Wake Lock API. The lock is lost when the page is hidden, so it is asked for again on return.
import { useEffect } from 'react';

interface WakeLockSentinelLike {
  release(): Promise<void>;
  released?: boolean;
}
interface WakeLockLike {
  request(type: 'screen'): Promise<WakeLockSentinelLike>;
}

function wakeLock(): WakeLockLike | null {
  const nav = typeof navigator === 'undefined' ? null : (navigator as { wakeLock?: WakeLockLike });
  return nav?.wakeLock ?? null;
}

export function useWakeLock(active: boolean): void {
  useEffect(() => {
    const api = wakeLock();
    if (!active || !api) return;
    let sentinel: WakeLockSentinelLike | null = null;
    let stopped = false;
    const acquire = () => {
      if (stopped || document.visibilityState !== 'visible') return;
      if (sentinel && !sentinel.released) return;
      api
        .request('screen')
        .then((lock) => {
          if (stopped) void lock.release().catch(() => {});
          else sentinel = lock;
        })
        .catch(() => {
          // Refused (battery saver, no user gesture yet): the screen may dim, play goes on.
        });
    };
    acquire();
    document.addEventListener('visibilitychange', acquire);
    return () => {
      stopped = true;
      document.removeEventListener('visibilitychange', acquire);
      void sentinel?.release().catch(() => {});
    };
  }, [active]);
}

/** A short buzz where the device can (the discussion timer reached 0). */
export function vibrate(pattern: number | number[] = [200, 100, 200]): void {
  try {
    if (typeof navigator !== 'undefined' && typeof navigator.vibrate === 'function') {
      navigator.vibrate(pattern);
    }
  } catch {
    // Not allowed here: silence is fine.
  }
}
