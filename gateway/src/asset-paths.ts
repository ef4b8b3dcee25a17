/**
 * Pure rules about browser paths and built files: which files may be cached forever, which paths get
 * the shell's index.html. Kept free of express so they can be tested on their own.
 */

/** Cache-Control for files whose name carries a content hash: a new build gives a new name. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/** Cache-Control for everything else: the browser keeps a copy but revalidates it (ETag) on each use. */
export const REVALIDATE_CACHE = 'no-cache';

/**
 * Files that name the current build (entry HTML, Module Federation entry and manifest). They must
 * never be cached as immutable, even if a build config one day puts a hash-like token in their name.
 */
const BUILD_ENTRY_FILES = new Set(['index.html', 'remoteEntry.js', 'mf-manifest.json', 'mf-stats.json']);

// A content hash is a dot- or dash-separated run of at least 8 hex characters followed by the
// extension part, e.g. `main.3f9a1c2b.js`, `412.9a0c3b7d1e2f4a5b.chunk.css`, `logo-3f9a1c2b.svg`.
const HASH_TOKEN = /[.-]([0-9a-f]{8,64})\./i;

/** Whether a built file's name carries a content hash (so it can be cached for a year). */
export function isHashedAsset(fileName: string): boolean {
  const base = baseName(fileName);
  if (BUILD_ENTRY_FILES.has(base)) return false;
  const token = HASH_TOKEN.exec(base)?.[1];
  // A real hash almost always has a digit; requiring one keeps words like `.deadbeef.` out, and a
  // hash without digits merely loses long-term caching, which is harmless.
  return token !== undefined && /\d/.test(token);
}

/** The Cache-Control header for a built file. */
export function cacheControlFor(fileName: string): string {
  return isHashedAsset(fileName) ? IMMUTABLE_CACHE : REVALIDATE_CACHE;
}

/** Whether the last segment of a URL path looks like a file name (`/a/b.js`, not `/quiz/abc-1234`). */
export function hasFileExtension(pathname: string): boolean {
  return /\.[A-Za-z0-9]{1,10}$/.test(lastSegment(pathname));
}

/** Path prefixes that never get the SPA page: the API, the remotes' files and short links. */
export const NON_PAGE_PREFIXES = ['/api', '/mfe', '/short'] as const;

/** Whether a path is under a prefix (the prefix itself or anything below it). */
export function isUnderPrefix(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/**
 * Whether a request should be answered with the shell's index.html so the browser-side router can
 * show the page. Only GET/HEAD of extension-less paths outside the API, the remotes and short links:
 * a missing `/mfe/quiz/412.js` must stay a 404, or the browser parses HTML as a script.
 */
export function isSpaPath(method: string, pathname: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  if (NON_PAGE_PREFIXES.some((prefix) => isUnderPrefix(pathname, prefix))) return false;
  return !hasFileExtension(pathname);
}

function baseName(fileName: string): string {
  const parts = fileName.split(/[\\/]/);
  return parts[parts.length - 1] ?? '';
}

function lastSegment(pathname: string): string {
  const path = pathname.split('?')[0] ?? '';
  const parts = path.split('/');
  return parts[parts.length - 1] ?? '';
}
