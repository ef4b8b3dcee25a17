import { performance } from 'node:perf_hooks';
import { v7 } from 'uuid';
import type { Client } from './http-client.ts';

/** The quiz every taker answers, as the driver needs it. */
export type QuizFixture = {
  quizId: number;
  questions: Array<{ id: number; options: string[] }>;
  /** QuizLink only: the creator's dashboard token, for the live dashboard stream. */
  dashboardToken?: string;
  /** A timed quiz needs a start (and, soon, a fresh issued user) per attempt. */
  timed: boolean;
  /** QuizLink sends an Idempotency-Key with every submission, time-ordered (UUIDv7) as its front end makes it. */
  idempotencyKeys: boolean;
};

export const QUESTIONS_PER_QUIZ = 10;
const OPTION_LETTERS = ['A', 'B', 'C', 'D'];
const TIME_LIMIT_SECONDS = 600;

function questionDefinitions() {
  return Array.from({ length: QUESTIONS_PER_QUIZ }, (_, i) => ({
    text: `Load question ${i + 1}?`,
    type: 'multiple-choice' as const,
    options: OPTION_LETTERS.map((letter) => `Question ${i + 1} option ${letter}`),
    correctAnswers: [`Question ${i + 1} option A`],
    order: i,
  }));
}

type PublicQuestion = { id: number; options: string[] };
const asFixtureQuestions = (questions: PublicQuestion[]) => questions.map((q) => ({ id: q.id, options: q.options }));

/** A user issued by the quiz service (`POST /api/users`). */
export const createUser = async (client: Client, name: string): Promise<number> => (await client.json<{ id: number }>('POST', '/api/users', { username: name })).id;

/**
 * Publishes a 10-question quiz through QuizLink's gateway and reads its questions the way a taker does:
 * from the questions route, or — for a timed quiz whose questions only come with a start — from a start.
 */
export async function publishQuizLinkQuiz(client: Client, timed: boolean): Promise<QuizFixture> {
  const creatorId = await createUser(client, 'Load Creator');
  const quiz = await client.json<{ id: number; dashboardToken: string }>('POST', '/api/quizzes', {
    creatorId,
    creatorName: 'Load Creator',
    timeLimit: timed ? TIME_LIMIT_SECONDS : null,
    autoSubmit: true,
    questions: questionDefinitions(),
  });
  const read = await client.send('GET', `/api/quizzes/${quiz.id}/questions`);
  let questions: PublicQuestion[];
  if (read.status === 200) questions = JSON.parse(read.body) as PublicQuestion[];
  else {
    const reader = await createUser(client, 'Load Reader');
    const start = await client.json<{ questions?: PublicQuestion[] }>('POST', '/api/quiz-attempts/starts', { quizId: quiz.id, userAnswerId: reader });
    if (!start.questions) throw new Error(`the questions of quiz ${quiz.id} are readable neither directly (${read.status}) nor from a start`);
    questions = start.questions;
  }
  return { quizId: quiz.id, questions: asFixtureQuestions(questions), dashboardToken: quiz.dashboardToken, timed, idempotencyKeys: true };
}

/** The same quiz for the baseline: its answer key handed over once, kept in its memory. */
export async function publishBaselineQuiz(client: Client): Promise<QuizFixture> {
  const quizId = 1;
  const questions = questionDefinitions().map((q, i) => ({ id: i + 1, options: q.options, correct: q.correctAnswers[0] as string }));
  await client.send('PUT', `/bench/quizzes/${quizId}/answer-key`, { questions: questions.map((q) => ({ id: q.id, correct: q.correct })) });
  return { quizId, questions: questions.map((q) => ({ id: q.id, options: q.options })), timed: false, idempotencyKeys: false };
}

/** One taker's submission: a random option per question, so scores spread over every bucket. */
function submissionOf(fixture: QuizFixture, userAnswerId: number, startId?: string) {
  return {
    quizId: fixture.quizId,
    userAnswerId,
    userName: `Taker ${userAnswerId}`,
    answers: fixture.questions.map((q) => ({ questionId: q.id, userAnswer: q.options[Math.floor(Math.random() * q.options.length)] as string })),
    ...(startId ? { startId } : {}),
  };
}

export type RoundResult = {
  submits: number;
  errors: number;
  errorSamples: string[];
  latencies: number[];
  reads: number;
  /** Milliseconds each answered leaderboard read took (closed-loop and paced alike). */
  readLatencies: number[];
  /** Paced reads (`readRate`) not sent because `PACED_READS_IN_FLIGHT` were already waiting for an answer. */
  readsSkipped: number;
  seconds: number;
};

/** At most this many paced leaderboard reads wait for an answer at once; the next ones are skipped and counted. */
export const PACED_READS_IN_FLIGHT = 64;

export type RoundPlan = {
  client: Client;
  fixture: QuizFixture;
  /** One issued user per concurrent taker (QuizLink) or a plain number (baseline). */
  takers: number[];
  durationMs: number;
  readers: number;
  /**
   * Leaderboard reads per second sent on a fixed schedule, whether or not the earlier ones have been answered
   * (an open loop: the same offered read load on every system); 0 for none. `readers` are closed loops instead.
   */
  readRate: number;
  /** Called with each acknowledged attempt's id the moment its 201 arrives. */
  onAck?: (attemptId: string, at: number) => void;
};

/** The taker's next submission: a timed quiz takes a fresh issued user and a start first (not timed). */
async function prepare(plan: RoundPlan, taker: number): Promise<{ body: object } | { error: string }> {
  if (!plan.fixture.timed) return { body: submissionOf(plan.fixture, taker) };
  const user = await plan.client.send('POST', '/api/users', { username: `Timed taker ${taker}` });
  if (user.status !== 201) return { error: `user ${user.status} ${user.body.slice(0, 120)}` };
  const userId = (JSON.parse(user.body) as { id: number }).id;
  const start = await plan.client.send('POST', '/api/quiz-attempts/starts', { quizId: plan.fixture.quizId, userAnswerId: userId });
  if (start.status !== 201 && start.status !== 200) return { error: `start ${start.status} ${start.body.slice(0, 120)}` };
  return { body: submissionOf(plan.fixture, userId, (JSON.parse(start.body) as { id: string }).id) };
}

/**
 * Every taker submits back to back until the duration is over (a closed loop: the next submission
 * leaves when the previous one is answered), while `readers` loops read the leaderboard's top ten and
 * `readRate` more reads a second leave on a fixed schedule.
 */
export async function runRound(plan: RoundPlan): Promise<RoundResult> {
  const result: RoundResult = { submits: 0, errors: 0, errorSamples: [], latencies: [], reads: 0, readLatencies: [], readsSkipped: 0, seconds: 0 };
  const started = performance.now();
  const end = started + plan.durationMs;
  const fail = (what: string) => {
    result.errors += 1;
    if (result.errorSamples.length < 5) result.errorSamples.push(what);
  };
  const taker = async (id: number) => {
    while (performance.now() < end) {
      const next = await prepare(plan, id);
      if ('error' in next) {
        fail(next.error);
        continue;
      }
      const headers: Record<string, string> = plan.fixture.idempotencyKeys ? { 'idempotency-key': v7() } : {};
      const res = await plan.client.send('POST', '/api/quiz-attempts', next.body, headers);
      if (res.status !== 201) {
        fail(`${res.status} ${res.body.slice(0, 160)}`);
        continue;
      }
      result.submits += 1;
      result.latencies.push(res.ms);
      plan.onAck?.((JSON.parse(res.body) as { id: string }).id, performance.now());
    }
  };
  const read = async () => {
    const res = await plan.client.send('GET', `/api/quizzes/${plan.fixture.quizId}/attempts/leaderboard?limit=10`);
    if (res.status !== 200) return;
    result.reads += 1;
    result.readLatencies.push(res.ms);
  };
  const reader = async () => {
    while (performance.now() < end) await read();
  };
  const pacedReads = async () => {
    const inFlight = new Set<Promise<void>>();
    const intervalMs = 1000 / plan.readRate;
    for (let due = started; due < end; due += intervalMs) {
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      if (inFlight.size >= PACED_READS_IN_FLIGHT) {
        result.readsSkipped += 1;
        continue;
      }
      const pending: Promise<void> = read().finally(() => inFlight.delete(pending));
      inFlight.add(pending);
    }
    await Promise.all(inFlight);
  };
  await Promise.all([...plan.takers.map(taker), ...Array.from({ length: plan.readers }, reader), ...(plan.readRate > 0 ? [pacedReads()] : [])]);
  result.seconds = (performance.now() - started) / 1000;
  return result;
}
