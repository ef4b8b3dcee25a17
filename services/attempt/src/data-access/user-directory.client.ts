import { buildPath } from '@quizlink/contracts/http';
import { QUIZ_INTERNAL_PATHS } from '@quizlink/contracts/quiz';
import type { Cache } from '@quizlink/kit-cache';
import type { Logger } from '@quizlink/kit-logger';
import type { UserDirectory } from '../domain/attempt-model.ts';
import { getFromQuizService, type QuizServiceConnection } from './quiz-service.request.ts';

export type UserDirectoryClientOptions = QuizServiceConnection & {
  cache: Cache;
  /** Users are never deleted, so a known id can be remembered for long. */
  cacheTtlSeconds: number;
  logger: Logger;
};

/**
 * Whether the quiz service issued a user id (its internal users route), cached. Unknown ids are not
 * cached: ids are sequential, so an id unknown now may be issued in a moment. A cache failure costs a
 * round trip; a quiz service failure is a 503 (the start can be retried).
 */
export function createUserDirectoryClient(opts: UserDirectoryClientOptions): UserDirectory {
  const cacheKey = (userId: number) => `user-known:v1:${userId}`;

  const cached = async (userId: number): Promise<boolean> => {
    try {
      return (await opts.cache.get<boolean>(cacheKey(userId))) === true;
    } catch (error) {
      opts.logger.warn({ err: error, userId }, 'user cache read failed');
      return false;
    }
  };

  const remember = async (userId: number): Promise<void> => {
    try {
      await opts.cache.set(cacheKey(userId), true, opts.cacheTtlSeconds);
    } catch (error) {
      opts.logger.warn({ err: error, userId }, 'user cache write failed');
    }
  };

  const ask = async (userId: number, requestId?: string): Promise<boolean> => {
    const response = await getFromQuizService(opts, buildPath(QUIZ_INTERNAL_PATHS.userById, { id: userId }), requestId);
    await response.body?.cancel();
    return response.status !== 404;
  };

  return {
    async exists(userId, requestId) {
      if (await cached(userId)) return true;
      const known = await ask(userId, requestId);
      if (known) await remember(userId);
      return known;
    },
  };
}
