/**
 * The quiz and attempt services wired as the platform runs them (answer keys over HTTP, one shared
 * event bus: in-process by default, Kafka when KAFKA_BROKERS is set), on real databases (MySQL when
 * DATABASE_URL is set) and caches (Redis when REDIS_URL is set). One clock for both, movable by tests.
 */
import { randomBytes } from 'node:crypto';
import type { Sequelize } from 'sequelize';
import { createAttemptService } from '@quizlink/attempt-service';
import { SERVICE_CREDENTIAL_HEADER } from '@quizlink/contracts/http';
import type { EventBus } from '@quizlink/kit-events';
import { call, openTestPorts, serveForTest } from '@quizlink/kit-http/testing';
import type { Logger } from '@quizlink/kit-logger';
import { createQuizService, type QuizService } from '@quizlink/quiz-service';

export type TwoServices = {
  quizUrl: string;
  attemptUrl: string;
  quiz: QuizService;
  quizDb: Sequelize;
  attemptDb: Sequelize;
  bus: EventBus;
  /** The logger of both services (a further service on the same bus can share it). */
  logger: Logger;
  now: { value: Date };
  close(): Promise<void>;
};

/** The service credential both services are configured with, as the launchers hand one to both. */
const SERVICE_TOKEN = randomBytes(32).toString('base64url');

export async function startTwoServices(label: string, opts: { quizOutboxIntervalMs?: number } = {}): Promise<TwoServices> {
  // The quiz service's ports carry the one bus both services share.
  const quizPorts = await openTestPorts({ service: 'quiz', label, bus: true });
  const attemptPorts = await openTestPorts({ service: 'attempt', label, logger: quizPorts.logger });
  const { bus, logger } = quizPorts;
  const now = { value: new Date() };
  const clock = () => now.value;

  const quiz = await createQuizService({
    sequelize: quizPorts.sequelize,
    cache: quizPorts.cache,
    bus,
    logger,
    clock,
    config: { QUIZ_LIFETIME_DAYS: 7, OUTBOX_INTERVAL_MS: opts.quizOutboxIntervalMs ?? 50, INTERNAL_SERVICE_TOKEN: SERVICE_TOKEN },
  });
  const quizServed = await serveForTest(quiz, { graceMs: 200 });
  const attempt = await createAttemptService({
    sequelize: attemptPorts.sequelize,
    cache: attemptPorts.cache,
    bus,
    logger,
    clock,
    config: { QUIZ_SERVICE_URL: quizServed.baseUrl, INTERNAL_SERVICE_TOKEN: SERVICE_TOKEN, QUIZ_SERVICE_TIMEOUT_MS: 3000, ANSWER_KEY_CACHE_SECONDS: 60, OUTBOX_INTERVAL_MS: 50, ATTEMPT_TIME_GRACE_SECONDS: 10, ATTEMPT_START_RATE_LIMIT_PER_MINUTE: 1000 },
  });
  const attemptServed = await serveForTest(attempt, { graceMs: 200 });

  return {
    quizUrl: quizServed.baseUrl,
    attemptUrl: attemptServed.baseUrl,
    quiz,
    quizDb: quizPorts.sequelize,
    attemptDb: attemptPorts.sequelize,
    bus,
    logger,
    now,
    async close() {
      await attemptServed.close();
      await quizServed.close();
      // The bus first (with the quiz ports): no event reaches a consumer whose database is closed.
      await quizPorts.close();
      await attemptPorts.close();
    },
  };
}

const mc = (text: string, options: string[]) => ({ text, type: 'multiple-choice', options, correctAnswers: [options[0]] });

/** Publishes a quiz of 4 multiple-choice questions (correct: the option ending in -Key) and 1 essay. */
export async function publishQuiz(s: TwoServices, opts: { timeLimit?: number | null; imageUrl?: string; showCorrectAnswers?: boolean } = {}) {
  const user = await call(s.quizUrl, 'POST', '/api/users', { username: 'Creator Cleo' });
  const created = await call(s.quizUrl, 'POST', '/api/quizzes', {
    creatorId: user.body.id,
    creatorName: 'Creator Cleo',
    timeLimit: opts.timeLimit ?? null,
    showCorrectAnswers: opts.showCorrectAnswers ?? true,
    questions: [
      { ...mc('One?', ['1-Key', 'uno']), imageUrl: opts.imageUrl ?? null },
      mc('Two?', ['2-Key', 'dos']),
      mc('Three?', ['3-Key', 'tres']),
      mc('Four?', ['4-Key', 'cuatro']),
      { text: 'Say something', type: 'open-ended' },
    ],
  });
  if (created.status !== 201) throw new Error(`publish failed: ${created.status} ${created.text}`);
  // The taker's view of the questions, from the internal key: a timed quiz's public read has none.
  const key = await call(s.quizUrl, 'GET', `/internal/quizzes/${created.body.id}/answer-key`, undefined, { [SERVICE_CREDENTIAL_HEADER]: SERVICE_TOKEN });
  const questions = key.body.publicQuestions as Array<{ id: number; type: string; options: string[] }>;
  return { ...(created.body as { id: number; accessCode: string; urlSlug: string; dashboardToken: string }), questions };
}

/** A taker as the home page makes one (POST /api/users): a start needs a user id the quiz service issued. */
export async function newTaker(s: TwoServices, username = 'Taker Tess'): Promise<number> {
  const res = await call(s.quizUrl, 'POST', '/api/users', { username });
  if (res.status !== 201) throw new Error(`user creation failed: ${res.status} ${res.text}`);
  return res.body.id as number;
}

/** An attempt body choosing option `pick[i]` of each multiple-choice question (0 is correct). */
export function answersFor(questions: Array<{ id: number; type: string; options: string[] }>, picks: number[], essay = 'Hello') {
  const choice = questions.filter((q) => q.type === 'multiple-choice');
  const open = questions.filter((q) => q.type === 'open-ended');
  return {
    answers: choice.map((q, i) => ({ questionId: q.id, userAnswer: q.options[picks[i] ?? 1]! })),
    openEndedAnswers: open.map((q) => ({ questionId: q.id, userAnswer: essay })),
  };
}
