import path from 'node:path';
import express, { type Request, type Response, type Router } from 'express';
import { buildPath, HEADERS } from '@quizlink/contracts/http';
import { HTTP_ERRORS } from '@quizlink/contracts/errors';
import { PLATFORM_MESSAGES } from '@quizlink/contracts/platform';
import { isHttpTarget, resolvedShortlinkSchema, SHORT_PATH_PATTERN, SHORTLINK_CACHE, SHORTLINK_INTERNAL_PATHS, type ShortlinkCacheEntry } from '@quizlink/contracts/shortlink';
import type { Cache } from '@quizlink/kit-cache';
import { requestIdOf } from '@quizlink/kit-http';
import type { Logger } from '@quizlink/kit-logger';

export type ShortRedirectOptions = {
  /** Base URL of the shortlink service; its internal resolve route is asked on a cache miss. */
  shortlinkUrl: string;
  /**
   * The resolve cache shared with the shortlink service, which drops a short's entry whenever it is
   * created or deleted. Without one every visit asks the service (always correct, a little slower);
   * a cache the service does not also write to must never be passed, or deletes would not be seen.
   */
  cache?: Pick<Cache, 'get' | 'set'>;
  /** The shell's build: unknown shorts get its index.html (Page Not Found) with status 404. */
  shellDir: string;
  timeoutMs: number;
  logger: Logger;
};

export const SHORT_PREFIX = '/short';

type Resolution = { target: string | null } | { failure: 'unavailable' | 'timeout' };

async function askService(opts: ShortRedirectOptions, short: string, requestId: string): Promise<Resolution> {
  const url = new URL(buildPath(SHORTLINK_INTERNAL_PATHS.resolve, { short }), opts.shortlinkUrl);
  try {
    const res = await fetch(url, { headers: { [HEADERS.requestId]: requestId }, signal: AbortSignal.timeout(opts.timeoutMs) });
    if (res.status === 404) return { target: null };
    const parsed = res.ok ? resolvedShortlinkSchema.safeParse(await res.json()) : undefined;
    if (!parsed?.success) {
      opts.logger.warn({ requestId, short, status: res.status }, 'shortlink service gave an unusable answer');
      return { failure: 'unavailable' };
    }
    return { target: parsed.data.target };
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    opts.logger.warn({ requestId, short, err: (error as Error).message }, timedOut ? 'shortlink service timed out' : 'shortlink service unavailable');
    return { failure: timedOut ? 'timeout' : 'unavailable' };
  }
}

/** The cache is an accelerator: when it fails, the service still answers. */
async function cached(opts: ShortRedirectOptions, key: string, requestId: string): Promise<ShortlinkCacheEntry | undefined> {
  try {
    return await opts.cache?.get<ShortlinkCacheEntry>(key);
  } catch (error) {
    opts.logger.warn({ requestId, err: (error as Error).message }, 'shortlink cache read failed');
    return undefined;
  }
}

async function remember(opts: ShortRedirectOptions, key: string, entry: ShortlinkCacheEntry, requestId: string): Promise<void> {
  const ttl = entry.target === null ? SHORTLINK_CACHE.missTtlSeconds : SHORTLINK_CACHE.hitTtlSeconds;
  await opts.cache?.set(key, entry, ttl).catch((error: unknown) => {
    opts.logger.warn({ requestId, err: (error as Error).message }, 'shortlink cache write failed');
  });
}

function notFoundPage(res: Response, shellDir: string): void {
  res.status(404).set('Cache-Control', 'no-store');
  res.sendFile(path.join(shellDir, 'index.html'), { cacheControl: false }, (error) => {
    if (error && !res.headersSent) res.status(404).type('text/plain').send(PLATFORM_MESSAGES.pageNotFound);
  });
}

/**
 * GET /short/{short} → 302 to the shortlink's target. Resolved from the shared cache, else from the
 * shortlink service (the answer, found or not, is then cached). Anything that is not a known short
 * gets the shell's Page Not Found with status 404; a target that is not http(s) is never followed.
 * Redirects are not cacheable by the browser, so a deleted short stops working at once.
 */
export function shortRedirect(opts: ShortRedirectOptions): Router {
  const router = express.Router();
  router.get(`${SHORT_PREFIX}{/*rest}`, async (req: Request, res: Response) => {
    const requestId = requestIdOf(req);
    const short = req.path.slice(SHORT_PREFIX.length + 1);
    if (!SHORT_PATH_PATTERN.test(short)) {
      notFoundPage(res, opts.shellDir);
      return;
    }
    const key = SHORTLINK_CACHE.resolveKey(short);
    let entry = await cached(opts, key, requestId);
    if (entry === undefined) {
      const resolution = await askService(opts, short, requestId);
      if ('failure' in resolution) {
        const status = resolution.failure === 'timeout' ? 504 : 502;
        const text = resolution.failure === 'timeout' ? HTTP_ERRORS.gatewayUpstreamTimeout.message : HTTP_ERRORS.gatewayUpstreamUnavailable.message;
        res.status(status).set('Cache-Control', 'no-store').type('text/plain').send(text);
        return;
      }
      entry = resolution;
      await remember(opts, key, entry, requestId);
    }
    if (entry.target === null || !isHttpTarget(entry.target)) {
      notFoundPage(res, opts.shellDir);
      return;
    }
    res.set('Cache-Control', 'no-store').redirect(302, entry.target);
  });
  return router;
}
