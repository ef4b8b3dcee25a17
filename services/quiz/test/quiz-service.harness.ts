import { randomUUID } from 'node:crypto';
import type { EventBus } from '@quizlink/kit-events';
import type { Logger } from '@quizlink/kit-logger';
import { call, openTestPorts, serveForTest } from '@quizlink/kit-http/testing';
import type { Sequelize } from 'sequelize';
import { SERVICE_CREDENTIAL_HEADER } from '@quizlink/contracts/http';
import { createQuizService, type QuizService } from '../src/index.ts';
import type { RandomInt } from '../src/domain/random-source.ts';

/** The service credential the harness configures (INTERNAL_SERVICE_TOKEN), as the attempt service would send it. */
export const SERVICE_TOKEN = 'quiz-test-service-token-0123456789abcdef';

/** A GET on an internal route with the service credential, as the attempt service makes it. */
export const internalGet = (baseUrl: string, path: string) => call(baseUrl, 'GET', path, undefined, { [SERVICE_CREDENTIAL_HEADER]: SERVICE_TOKEN });

export type Harness = {
  baseUrl: string;
  sequelize: Sequelize;
  bus: EventBus;
  /** The service's clock; tests move it to expire quizzes. */
  now: { value: Date };
  service: QuizService;
  close(): Promise<void>;
};

/**
 * The quiz service on a random port against a fresh database (MySQL when DATABASE_URL is set, SQLite
 * otherwise), the cache (Redis when REDIS_URL is set) and the bus (Kafka when KAFKA_BROKERS is set, with a
 * topic prefix of its own).
 */
export async function startQuizService(
  label: string,
  opts: { lifetimeDays?: number; random?: RandomInt; authTokenSecret?: string; serviceToken?: string | null; logger?: Logger } = {},
): Promise<Harness> {
  const ports = await openTestPorts({ service: 'quiz', label, bus: true, logger: opts.logger });
  const { sequelize, cache, bus, logger } = ports;
  const now = { value: new Date() };
  const service = await createQuizService({
    config: {
      QUIZ_LIFETIME_DAYS: opts.lifetimeDays ?? 7,
      AUTH_TOKEN_SECRET: opts.authTokenSecret,
      INTERNAL_SERVICE_TOKEN: opts.serviceToken === null ? undefined : (opts.serviceToken ?? SERVICE_TOKEN),
      OUTBOX_INTERVAL_MS: 50,
    },
    sequelize,
    cache,
    bus,
    logger,
    clock: () => now.value,
    random: opts.random,
  });
  const served = await serveForTest(service);
  return {
    baseUrl: served.baseUrl,
    sequelize,
    bus,
    now,
    service,
    async close() {
      await served.close();
      await ports.close();
    },
  };
}

export const multipleChoice = (text: string, options: string[], correct: string) => ({
  text,
  type: 'multiple-choice',
  options,
  correctAnswers: [correct],
});

/** A valid five-question quiz payload: four multiple choice and one open-ended. */
export function quizPayload(creatorId: number, creatorName = 'Ada Lovelace') {
  return {
    creatorId,
    creatorName,
    timeLimit: 600,
    autoSubmit: true,
    questions: [
      multipleChoice('Capital of France?', ['Paris-Secret-Key', 'Rome', 'Oslo'], 'Paris-Secret-Key'),
      multipleChoice('2 + 2?', ['3', '4-Secret-Key'], '4-Secret-Key'),
      multipleChoice('Sky colour?', ['Blue-Secret-Key', 'Green'], 'Blue-Secret-Key'),
      { ...multipleChoice('Ada wrote about?', ['Engines-Secret-Key', 'Ships'], 'Engines-Secret-Key'), hint: 'Analytical' },
      { text: 'Why do you like quizzes?', type: 'open-ended' },
    ],
  };
}

export async function createUser(baseUrl: string, username = 'Ada Lovelace'): Promise<number> {
  const res = await call(baseUrl, 'POST', '/api/users', { username });
  if (res.status !== 201) throw new Error(`user creation failed: ${res.status} ${res.text}`);
  return res.body.id as number;
}

/** Publishes quizPayload (timed: 600 s) with `overrides` (e.g. `{ timeLimit: null }` for an untimed quiz). */
export async function createQuiz(baseUrl: string, creatorName = 'Ada Lovelace', overrides: Record<string, unknown> = {}) {
  const creatorId = await createUser(baseUrl, creatorName);
  const res = await call(baseUrl, 'POST', '/api/quizzes', { ...quizPayload(creatorId, creatorName), ...overrides });
  if (res.status !== 201) throw new Error(`quiz creation failed: ${res.status} ${res.text}`);
  return { ...(res.body as { id: number; accessCode: string; urlSlug: string; dashboardToken: string }), creatorId };
}

type EventAnswers = { answers?: Array<{ questionId: number; userAnswer: string; isCorrect: boolean }>; openEndedAnswers?: Array<{ questionId: number; userAnswer: string }> };

/** An attempt.submitted event as the attempt service would publish it. */
export function attemptEvent(
  quizId: number,
  opts: { score?: number; totalQuestions?: number; userName?: string; completedAt?: Date; attemptId?: string } & EventAnswers = {},
) {
  const completedAt = (opts.completedAt ?? new Date()).toISOString();
  return {
    id: randomUUID(),
    type: 'attempt.submitted' as const,
    version: 1 as const,
    occurredAt: completedAt,
    key: String(quizId),
    data: {
      attemptId: opts.attemptId ?? randomUUID(),
      quizId,
      userAnswerId: 1,
      userName: opts.userName ?? 'Taker',
      score: opts.score ?? 0,
      totalQuestions: opts.totalQuestions ?? 4,
      completedAt,
      answers: opts.answers ?? [],
      openEndedAnswers: (opts.openEndedAnswers ?? []).map((a) => ({ ...a, questionIndex: 4 })),
    },
  };
}

/** The published quiz's questions as a taker sees them. */
export async function questionsOf(baseUrl: string, quizId: number): Promise<Array<{ id: number; type: string; options: string[] }>> {
  // The internal key carries the taker's view of every quiz (a timed quiz's public read does not).
  return (await internalGet(baseUrl, `/internal/quizzes/${quizId}/answer-key`)).body.publicQuestions;
}
