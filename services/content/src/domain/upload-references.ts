import { UPLOAD_NAME_PATTERN } from '@quizlink/contracts/content';

const UPLOAD_URL_PREFIX = '/api/uploads/';

/**
 * The stored upload names behind a list of image URLs. Only site paths of the exact form
 * `/api/uploads/{name}` (a server-made name) count: an external URL, a query string, a path with
 * more segments or a name we never hand out is ignored, so an event can only ever name our own files.
 */
export function uploadNamesIn(urls: readonly string[]): string[] {
  const names = new Set<string>();
  for (const url of urls) {
    if (!url.startsWith(UPLOAD_URL_PREFIX)) continue;
    const name = url.slice(UPLOAD_URL_PREFIX.length);
    if (UPLOAD_NAME_PATTERN.test(name)) names.add(name);
  }
  return [...names];
}
