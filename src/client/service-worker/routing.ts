// What the service worker does with each request, as a pure function (tested without a worker).

/** The app's own pages are all index.html (client-side routes, SPEC §2). */
export const APP_SHELL = '/index.html';

/** Paths the worker must never answer from a cache: the API and the server's health checks. */
const NETWORK_ONLY_PREFIXES = ['/api/', '/healthz', '/readyz'];

export type Strategy =
  /** Not ours (another origin, not a GET, the API): the browser's own network handling. */
  | { kind: 'network' }
  /** A page load: the cached app shell, so the app opens offline and never mixes versions. */
  | { kind: 'shell' }
  /** A file of the build: from the precache, the network only if it is missing. */
  | { kind: 'precache'; path: string };

export interface RequestFacts {
  url: string;
  method: string;
  mode: string;
}

export function routeRequest(
  request: RequestFacts,
  origin: string,
  precached: ReadonlySet<string>,
): Strategy {
  if (request.method !== 'GET') return { kind: 'network' };
  const url = new URL(request.url);
  if (url.origin !== origin) return { kind: 'network' };
  const path = url.pathname;
  if (path === '/api' || NETWORK_ONLY_PREFIXES.some((prefix) => path.startsWith(prefix))) {
    return { kind: 'network' };
  }
  if (request.mode === 'navigate') {
    // A file opened directly (the logo download, the manifest) is a file, not a screen.
    return precached.has(path) && path !== APP_SHELL
      ? { kind: 'precache', path }
      : { kind: 'shell' };
  }
  return precached.has(path) ? { kind: 'precache', path } : { kind: 'network' };
}

/** The cache of one build; the version is a hash of every precached file. */
export function cacheName(version: string): string {
  return `fakeout-precache-${version}`;
}

/** Caches of earlier builds, to delete once this one is active. */
export function isStaleCache(name: string, version: string): boolean {
  return name.startsWith('fakeout-precache-') && name !== cacheName(version);
}
