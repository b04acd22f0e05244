// Registers the offline service worker (/sw.js, written by the production build). Production
// only, and after the page has loaded, so installing it never competes with the first screen.
// A failure (unsupported browser, private mode) only means no offline play.

export const SERVICE_WORKER_URL = '/sw.js';

export interface RegisterOptions {
  /** import.meta.env.PROD; tests pass it. */
  production?: boolean;
  nav?: Pick<Navigator, 'serviceWorker'> | undefined;
  win?: Pick<Window, 'addEventListener'> & { document: Pick<Document, 'readyState'> };
}

export function registerServiceWorker({
  production = import.meta.env.PROD,
  nav = typeof navigator === 'undefined' ? undefined : navigator,
  win = typeof window === 'undefined' ? undefined : window,
}: RegisterOptions = {}): void {
  if (!production || !win || !nav || !('serviceWorker' in nav)) return;
  const register = () => {
    nav.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' }).catch((error: unknown) => {
      console.warn('Offline play is unavailable: the service worker did not register', error);
    });
  };
  if (win.document.readyState === 'complete') register();
  else win.addEventListener('load', register, { once: true });
}
