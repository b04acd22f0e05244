// Whether the page is hidden (app switcher, another tab, screen off): secret screens cover
// themselves before the system takes its snapshot.
import { useSyncExternalStore } from 'react';

function isHidden(): boolean {
  return typeof document !== 'undefined' && document.visibilityState === 'hidden';
}

function subscribe(listener: () => void): () => void {
  document.addEventListener('visibilitychange', listener);
  window.addEventListener('pagehide', listener);
  return () => {
    document.removeEventListener('visibilitychange', listener);
    window.removeEventListener('pagehide', listener);
  };
}

export function usePageHidden(): boolean {
  return useSyncExternalStore(subscribe, isHidden, () => false);
}
