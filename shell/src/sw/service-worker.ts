/**
 * QuizLink's service worker (served as /sw.js, scope /). Built as its own entry; the build appends the
 * precache list and a version (tools/precache-manifest-plugin.ts), so every build installs a new worker
 * that caches exactly its own files and removes the previous build's caches.
 */
import { offlineFallbackFor, strategyFor } from './cache-rules.ts';

type ExtendableEvent = Event & { waitUntil(promise: Promise<unknown>): void };
type FetchEvent = ExtendableEvent & { request: Request; respondWith(response: Promise<Response>): void };
type WorkerScope = {
  location: Location;
  clients: { claim(): Promise<void> };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  QUIZLINK_PRECACHE?: string[];
  QUIZLINK_BUILD_VERSION?: string;
};

const worker = self as unknown as WorkerScope;
const APP_SHELL = '/';
const OFFLINE_PAGE = '/offline.html';
const SHELL_CACHE = () => `quizlink-shell-${worker.QUIZLINK_BUILD_VERSION ?? 'dev'}`;
const RUNTIME_CACHE = 'quizlink-runtime';
const API_CACHE = 'quizlink-api';

worker.addEventListener('install', (event) => {
  // addAll rejects duplicates, and the build's list may hold the offline page too.
  const files = [...new Set([APP_SHELL, OFFLINE_PAGE, ...(worker.QUIZLINK_PRECACHE ?? [])])];
  event.waitUntil(
    caches
      .open(SHELL_CACHE())
      .then((cache) => cache.addAll(files))
      .then(() => worker.skipWaiting()),
  );
});

worker.addEventListener('activate', (event) => {
  const keep = new Set([SHELL_CACHE(), RUNTIME_CACHE, API_CACHE]);
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => !keep.has(name)).map((name) => caches.delete(name))))
      .then(() => worker.clients.claim()),
  );
});

/**
 * Only complete JSON answers the server allows to be stored: never event streams (they never end, and
 * cache.put would read them forever) and never `no-store` answers.
 */
function storable(response: Response, cacheName: string): boolean {
  if (!response.ok) return false;
  if (cacheName !== API_CACHE) return true;
  const type = response.headers.get('content-type') ?? '';
  return type.includes('application/json') && !(response.headers.get('cache-control') ?? '').includes('no-store');
}

async function networkFirst(request: Request, cacheName: string): Promise<Response> {
  try {
    const response = await fetch(request);
    if (storable(response, cacheName)) {
      const copy = response.clone();
      void caches.open(cacheName).then((cache) => cache.put(request, copy));
    }
    return response;
  } catch (error) {
    const cached = await caches.match(request);
    if (cached) return cached;
    throw error;
  }
}

async function cacheFirst(request: Request): Promise<Response> {
  const cached = await caches.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) {
    const copy = response.clone();
    void caches.open(RUNTIME_CACHE).then((cache) => cache.put(request, copy));
  }
  return response;
}

async function page(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch {
    const fallback = offlineFallbackFor(new URL(request.url).pathname) === 'app-shell' ? APP_SHELL : OFFLINE_PAGE;
    return (await caches.match(fallback)) ?? (await caches.match(OFFLINE_PAGE)) ?? Response.error();
  }
}

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  // Live updates (server-sent events) go straight to the network.
  if ((request.headers.get('accept') ?? '').includes('text/event-stream')) return;
  const strategy = strategyFor(new URL(request.url), worker.location.origin, request.method, request.mode);
  if (strategy === 'none') return;
  if (strategy === 'api') event.respondWith(networkFirst(request, API_CACHE));
  else if (strategy === 'page') event.respondWith(page(request));
  else if (strategy === 'immutable') event.respondWith(cacheFirst(request));
  else event.respondWith(networkFirst(request, RUNTIME_CACHE));
});
