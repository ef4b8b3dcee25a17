import { createHash } from 'node:crypto';
import type { Sequelize } from 'sequelize';
import { HTTP_ERRORS } from '@quizlink/contracts/errors';
import { SERVICE_CREDENTIAL_HEADER } from '@quizlink/contracts/http';
import { type AnswerKey, QUIZ_ERRORS } from '@quizlink/contracts/quiz';
import type { Cache } from '@quizlink/kit-cache';
import type { EventBus } from '@quizlink/kit-events';
import { openTestPorts, serveForTest } from '@quizlink/kit-http/testing';
import { createAttemptService } from '../src/index.ts';

export const QUIZ_SERVICE_URL = 'http://quiz-service.test:4101';
/** The service credential both sides are configured with (INTERNAL_SERVICE_TOKEN). */
export const SERVICE_TOKEN = 'attempt-test-service-token-0123456789abcdef';

/**
 * Stands in for the quiz service's internal answer-key route. Answer keys are served from `keys`;
 * `down` makes every call fail like an unreachable host. `calls` counts requests (cache checks).
 */
/** The internal users route: every id is a user the quiz service issued, but those in `unknownUsers`. */
function fakeUserLookup(state: { down: boolean; userCalls: number; unknownUsers: Set<number> }, userId: number): Response {
  state.userCalls += 1;
  if (state.down) throw new TypeError('fetch failed');
  if (state.unknownUsers.has(userId)) return Response.json({ error: { code: QUIZ_ERRORS.userNotFound.code, message: QUIZ_ERRORS.userNotFound.message, requestId: 'x' } }, { status: QUIZ_ERRORS.userNotFound.status });
  return Response.json({ id: userId });
}

export function fakeQuizService() {
  const keys = new Map<number, AnswerKey>();
  const state = { down: false, calls: 0, requestIds: [] as Array<string | null>, userCalls: 0, unknownUsers: new Set<number>() };
  const fetchImpl = (async (input: string | URL | Request, init?: RequestInit) => {
    // Like the real quiz service: no internal route answers without the service credential.
    if (new Headers(init?.headers).get(SERVICE_CREDENTIAL_HEADER) !== SERVICE_TOKEN) {
      return Response.json({ error: { code: HTTP_ERRORS.serviceUnauthorized.code, message: 'no credential', requestId: 'x' } }, { status: 401 });
    }
    const user = /^\/internal\/users\/(\d+)$/.exec(new URL(String(input)).pathname);
    if (user) return fakeUserLookup(state, Number(user[1]));
    state.calls += 1;
    state.requestIds.push(new Headers(init?.headers).get('x-request-id'));
    if (state.down) throw new TypeError('fetch failed');
    const url = new URL(String(input));
    if (url.origin !== new URL(QUIZ_SERVICE_URL).origin) throw new TypeError(`unexpected host ${url.origin}`);
    const match = /^\/internal\/quizzes\/(\d+)\/answer-key$/.exec(url.pathname);
    const key = match ? keys.get(Number(match[1])) : undefined;
    if (!key) return Response.json({ error: { code: QUIZ_ERRORS.quizNotFound.code, message: QUIZ_ERRORS.quizNotFound.message, requestId: 'x' } }, { status: QUIZ_ERRORS.quizNotFound.status });
    return Response.json(key);
  }) as typeof fetch;
  return { keys, state, fetch: fetchImpl };
}

export type Harness = {
  baseUrl: string;
  sequelize: Sequelize;
  bus: EventBus;
  cache: Cache;
  quizService: ReturnType<typeof fakeQuizService>;
  now: { value: Date };
  close(): Promise<void>;
};

/** The attempt service on a random port, with real database, cache and bus (see the quiz harness). */
export async function startAttemptService(label: string, opts: { startsPerMinute?: number } = {}): Promise<Harness> {
  const ports = await openTestPorts({ service: 'attempt', label, bus: true });
  const { sequelize, cache, bus, logger } = ports;
  const quizService = fakeQuizService();
  const now = { value: new Date() };
  const service = await createAttemptService({
    config: {
      QUIZ_SERVICE_URL,
      INTERNAL_SERVICE_TOKEN: SERVICE_TOKEN,
      QUIZ_SERVICE_TIMEOUT_MS: 2000,
      ANSWER_KEY_CACHE_SECONDS: 3600,
      OUTBOX_INTERVAL_MS: 50,
      ATTEMPT_TIME_GRACE_SECONDS: 15,
      ATTEMPT_START_RATE_LIMIT_PER_MINUTE: opts.startsPerMinute ?? 1000,
      REDIS_URL: process.env.REDIS_URL,
    },
    rateLimitNamespace: `test-attempt-${ports.run}`,
    sequelize,
    cache,
    bus,
    logger,
    clock: () => now.value,
    fetch: quizService.fetch,
  });
  const served = await serveForTest(service);
  return {
    baseUrl: served.baseUrl,
    sequelize,
    bus,
    cache,
    quizService,
    now,
    async close() {
      await served.close();
      await ports.close();
    },
  };
}

let nextQuizId = 100;

/** The creator's dashboard token of a registered quiz (the fake quiz service puts its hash in the key). */
export const creatorToken = (key: AnswerKey): string => `creator-token-${key.quizId}-0123456789abcdef`;
export const creatorHeaders = (key: AnswerKey): Record<string, string> => ({ 'x-dashboard-token': creatorToken(key) });

/** Registers a quiz with 3 multiple-choice questions and 1 open-ended one in the fake quiz service. */
export function registerQuiz(h: Harness, createdAt = h.now.value, lifetimeDays = 7, timeLimit: number | null = null): AnswerKey {
  const quizId = nextQuizId++;
  const base = quizId * 10;
  const key: AnswerKey = {
    quizId,
    createdAt: createdAt.toISOString(),
    expiresAt: new Date(createdAt.getTime() + lifetimeDays * 24 * 60 * 60 * 1000).toISOString(),
    timeLimit,
    questions: [
      { id: base + 1, type: 'multiple-choice', correctAnswers: ['Right-One'] },
      { id: base + 2, type: 'multiple-choice', correctAnswers: ['Right-Two'] },
      { id: base + 3, type: 'multiple-choice', correctAnswers: ['Right-Three'] },
      { id: base + 4, type: 'open-ended', correctAnswers: [] },
    ],
  };
  key.dashboardTokenHash = createHash('sha256').update(creatorToken(key)).digest('hex');
  key.publicQuestions = key.questions.map((q, order) => ({
    id: q.id,
    quizId,
    text: `Question ${order + 1}?`,
    type: q.type,
    options: q.type === 'multiple-choice' ? [q.correctAnswers[0]!, 'Wrong-Answer-Given'] : [],
    hint: null,
    order,
    imageUrl: null,
  }));
  h.quizService.keys.set(quizId, key);
  return key;
}

/** A submission answering the first two questions right and the third wrong, claiming a perfect score. */
export function submission(key: AnswerKey, overrides: Record<string, unknown> = {}) {
  const [q1, q2, q3, q4] = key.questions;
  return {
    quizId: key.quizId,
    userAnswerId: 7,
    userName: 'Taker Tom',
    score: 3,
    totalQuestions: 99,
    isOpenEndedOnly: false,
    answers: [
      { questionId: q1!.id, userAnswer: 'Right-One', isCorrect: true },
      { questionId: q2!.id, userAnswer: ['Right-Two'], isCorrect: true },
      { questionId: q3!.id, userAnswer: 'Wrong-Answer-Given', isCorrect: true },
    ],
    openEndedAnswers: [{ questionId: q4!.id, userAnswer: 'Private-Essay-Text', questionIndex: 3 }],
    ...overrides,
  };
}
