import { isHttpTarget, type Shortlink, SHORTLINK_CACHE, SHORTLINK_ERRORS, shortlinkExistsMessage } from '@quizlink/contracts/shortlink';
import type { Cache } from '@quizlink/kit-cache';
import { AppError } from '@quizlink/kit-errors';
import type { Logger } from '@quizlink/kit-logger';

/** What the shortlink rules need from storage (the port); the repository provides it. */
export type ShortlinkStore = {
  listNewestFirst(): Promise<Shortlink[]>;
  /** null when the short path is taken already (the primary key refuses it: no silent overwrite). */
  insert(short: string, target: string): Promise<Shortlink | null>;
  /** false when there was no such short path. */
  remove(short: string): Promise<boolean>;
  findTarget(short: string): Promise<string | null>;
};

export type ShortlinkDeps = {
  store: ShortlinkStore;
  /** The resolve cache the gateway reads (same store, keys SHORTLINK_CACHE.resolveKey). */
  cache?: Cache;
  logger: Logger;
};

const cacheUnavailable = (cause: unknown) => new AppError(SHORTLINK_ERRORS.shortlinkCacheUnavailable, { cause });

/**
 * The short's resolve entry is dropped before the change (so a failing cache stops the change
 * instead of leaving a stale redirect behind) and again after it (so a gateway that resolved the
 * short in between cannot keep the old answer).
 */
async function withInvalidation<T>(deps: ShortlinkDeps, short: string, change: () => Promise<T>): Promise<T> {
  const key = SHORTLINK_CACHE.resolveKey(short);
  if (deps.cache) await deps.cache.del(key).catch((error: unknown) => Promise.reject(cacheUnavailable(error)));
  const result = await change();
  if (deps.cache) {
    await deps.cache.del(key).catch((error: unknown) => deps.logger.error({ err: error, short }, 'resolve cache entry could not be dropped after a change'));
  }
  return result;
}

export function shortlinks(deps: ShortlinkDeps) {
  return {
    list: () => deps.store.listNewestFirst(),

    async create(short: string, target: string): Promise<Shortlink> {
      const created = await withInvalidation(deps, short, () => deps.store.insert(short, target));
      if (!created) throw new AppError(SHORTLINK_ERRORS.shortlinkExists, { message: shortlinkExistsMessage(short) });
      return created;
    },

    async remove(short: string): Promise<void> {
      const removed = await withInvalidation(deps, short, () => deps.store.remove(short));
      if (!removed) throw new AppError(SHORTLINK_ERRORS.shortlinkNotFound);
    },

    /** The target for the gateway's redirect; re-checked so a bad row can never become a redirect. */
    async resolve(short: string): Promise<string> {
      const target = await deps.store.findTarget(short);
      if (!target || !isHttpTarget(target)) throw new AppError(SHORTLINK_ERRORS.shortlinkNotFound);
      return target;
    },
  };
}
