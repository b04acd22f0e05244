// The service worker (built into /sw.js by the Vite plugin in vite.config.ts, which defines the
// precache list and the build's version). It makes the game install and play offline:
// - install: caches every file of the build (app shell, every screen's chunk, styles, icons);
// - page loads get the cached index.html, so the whole app comes from one build;
// - /api/ is never cached: records and analytics fail quietly offline, as the game expects;
// - a new build installs in the background and WAITS (no skipWaiting): it takes over on the next
//   launch, once every tab of the old one is closed, never in the middle of a game.
import { APP_SHELL, cacheName, isStaleCache, routeRequest } from './routing';

declare const __PRECACHE_MANIFEST__: string[];
declare const __PRECACHE_VERSION__: string;

// The few worker types used here (the DOM lib has no ServiceWorkerGlobalScope).
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Response | Promise<Response>): void;
}
interface WorkerScope {
  readonly location: Location;
  readonly clients: { claim(): Promise<void> };
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
}

const worker = self as unknown as WorkerScope;
const VERSION = __PRECACHE_VERSION__;
const CACHE = cacheName(VERSION);
const PRECACHED = new Set(__PRECACHE_MANIFEST__);

worker.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      // cache: 'reload' skips the HTTP cache, so the precache holds exactly this build's files.
      .then((cache) =>
        cache.addAll([...PRECACHED].map((path) => new Request(path, { cache: 'reload' }))),
      ),
  );
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names.filter((name) => isStaleCache(name, VERSION)).map((name) => caches.delete(name)),
      );
      // Only reached when no page runs an older build (first install, or the next launch), so
      // taking control now cannot swap versions under a game in progress.
      await worker.clients.claim();
    })(),
  );
});

worker.addEventListener('fetch', (event) => {
  const strategy = routeRequest(event.request, worker.location.origin, PRECACHED);
  if (strategy.kind === 'network') return;
  const path = strategy.kind === 'shell' ? APP_SHELL : strategy.path;
  event.respondWith(fromCache(path, event.request));
});

async function fromCache(path: string, request: Request): Promise<Response> {
  const cache = await caches.open(CACHE);
  const cached = await cache.match(path);
  if (cached) return cached;
  // Evicted or never cached: the network still works when online.
  return fetch(request);
}
