import { buildPath } from '@quizlink/contracts/http';
import { type AnswerKey, answerKeySchema, QUIZ_INTERNAL_PATHS } from '@quizlink/contracts/quiz';
import { TtlCache, type Cache } from '@quizlink/kit-cache';
import type { Logger } from '@quizlink/kit-logger';
import type { AnswerKeySource } from '../domain/attempt-model.ts';
import { getFromQuizService, quizServiceUnavailable, type QuizServiceConnection } from './quiz-service.request.ts';

export type AnswerKeyClientOptions = QuizServiceConnection & {
  cache: Cache;
  /**
   * A key changes only when its creator adds a question (quiz.questions-changed drops it, and a
   * submission naming a question the key lacks refreshes it), so it can be cached for long.
   */
  cacheTtlSeconds: number;
  logger: Logger;
};

/**
 * How long this process keeps a key it has read, in front of the shared cache, and how many. The
 * shared cache (Redis at scale) was a network round trip and a JSON parse per submission; these
 * seconds bound how long another instance can go on using a key after quiz.questions-changed dropped
 * it (only this process's own copy goes at once). That is harmless: a submission naming a question
 * the key lacks reads it afresh, and a deleted quiz's submissions meet its tombstone in their own write.
 */
const LOCAL_KEY_SECONDS = 2;
const LOCAL_KEYS_MAX = 1_000;

/**
 * Answer keys from the quiz service's internal route, cached: for LOCAL_KEY_SECONDS in this process
 * (frozen: the copy is shared by the submissions that use it), then in the shared cache. A cache failure only costs a round trip;
 * a quiz service failure is a 503 (the submission can be retried), never a wrong score. Unknown quizzes
 * are not cached: ids are sequential, so an id unknown now may exist in a moment.
 */
export function createAnswerKeyClient(opts: AnswerKeyClientOptions): AnswerKeySource {
  // v3: keys carry the creator's reveal setting; keys cached before it (v2: token hash only) are not read.
  const cacheKey = (quizId: number) => `answer-key:v3:${quizId}`;
  const local = new TtlCache<AnswerKey>(LOCAL_KEYS_MAX);
  const keepLocally = (key: AnswerKey): AnswerKey => {
    const frozen = deepFreeze(key);
    local.set(cacheKey(key.quizId), frozen, LOCAL_KEY_SECONDS * 1000);
    return frozen;
  };

  const fromCache = async (quizId: number): Promise<AnswerKey | undefined> => {
    try {
      return await opts.cache.get<AnswerKey>(cacheKey(quizId));
    } catch (error) {
      opts.logger.warn({ err: error, quizId }, 'answer key cache read failed');
      return undefined;
    }
  };

  const toCache = async (key: AnswerKey): Promise<void> => {
    try {
      await opts.cache.set(cacheKey(key.quizId), key, opts.cacheTtlSeconds);
    } catch (error) {
      opts.logger.warn({ err: error, quizId: key.quizId }, 'answer key cache write failed');
    }
  };

  const fetchKey = async (quizId: number, requestId?: string): Promise<AnswerKey | undefined> => {
    const response = await getFromQuizService(opts, buildPath(QUIZ_INTERNAL_PATHS.answerKey, { id: quizId }), requestId);
    if (response.status === 404) return undefined;
    const parsed = answerKeySchema.safeParse(await response.json().catch(() => undefined));
    if (!parsed.success) throw quizServiceUnavailable(parsed.error);
    return parsed.data;
  };

  const forget = async (quizId: number): Promise<void> => {
    local.delete(cacheKey(quizId));
    try {
      await opts.cache.del(cacheKey(quizId));
    } catch (error) {
      opts.logger.warn({ err: error, quizId }, 'answer key cache delete failed');
    }
  };

  const load = async (quizId: number, requestId?: string): Promise<AnswerKey | undefined> => {
    const key = await fetchKey(quizId, requestId);
    if (!key) return undefined;
    await toCache(key);
    return keepLocally(key);
  };

  return {
    async get(quizId, requestId) {
      const kept = local.get(cacheKey(quizId));
      if (kept) return kept;
      const cached = await fromCache(quizId);
      return cached ? keepLocally(cached) : load(quizId, requestId);
    },
    async refresh(quizId, requestId) {
      const key = await load(quizId, requestId);
      // The quiz is gone: a key cached before must not outlive it.
      if (!key) await forget(quizId);
      return key;
    },
    forget,
  };
}

/** Frozen all the way down: a key shared by concurrent submissions cannot be changed by one of them. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}
