import { mfeForPath } from '@quizlink/contracts/platform';

/**
 * How the service worker answers each request (pure, so it can be tested without a worker):
 * - api: network first, the last good answer when offline (GET only);
 * - page: network first; offline, the cached app shell for the shell's own pages, else the offline page;
 * - immutable: cache first (the file name carries a content hash, so a cached copy is never stale);
 * - fresh: network first, cache as fallback (files that name the current build: manifests, icons);
 * - none: not handled (other origins, non-GET, the worker script itself, short-link redirects).
 */
export type CacheStrategy = 'api' | 'page' | 'immutable' | 'fresh' | 'none';

// The gateway's rule for hashed names (gateway/src/asset-paths.ts): a dot- or dash-separated run of
// 8+ hex characters with a digit, before the extension.
const HASHED = /[.-](?=[0-9a-f]*\d)[0-9a-f]{8,64}\./i;
const BUILD_ENTRY_FILES = new Set(['remoteEntry.js', 'mf-manifest.json', 'mf-stats.json', 'index.html']);

export function strategyFor(url: URL, origin: string, method: string, mode: RequestMode): CacheStrategy {
  if (method !== 'GET' || url.origin !== origin) return 'none';
  const path = url.pathname;
  if (path === '/sw.js' || path.startsWith('/short/')) return 'none';
  if (path.startsWith('/api/')) return 'api';
  if (mode === 'navigate') return 'page';
  const file = path.slice(path.lastIndexOf('/') + 1);
  if (!BUILD_ENTRY_FILES.has(file) && HASHED.test(file)) return 'immutable';
  return 'fresh';
}

/** Offline, a page the shell renders itself can run from the cached app shell; a remote's page cannot. */
export function offlineFallbackFor(pathname: string): 'app-shell' | 'offline-page' {
  return mfeForPath(pathname) ? 'offline-page' : 'app-shell';
}
