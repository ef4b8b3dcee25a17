/**
 * `npm run bench -- leaderboard`: how fast the results page's leaderboard call is with 100 and with
 * 100,000 attempts on one quiz, measured through the gateway.
 *
 * The quiz and attempt services and the gateway run in this process, on SQLite files in a temp folder
 * (or MySQL/MariaDB when DATABASE_URL is set, Redis when REDIS_URL is set). A quiz is published
 * through the gateway; its attempts are bulk-loaded into the attempt database with their leaderboard
 * positions, as submissions would leave them. Then GET /api/quizzes/{id}/attempts/leaderboard
 * ?limit=10 with that taker's X-Attempt-Secret (the top ten and one taker's own rank) is called
 * sequentially; the taker is the attempt completed halfway through, so the rank is a middle one. Prints median and p95 per size.
 * Goal: the large quiz within 1.5× of the small one. Benchmarks measure; they never fail a build.
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { ATTEMPT_HEADERS } from '@quizlink/contracts/attempt';
import { SERVICE_NAMES, type ServiceName } from '@quizlink/contracts/platform';
import { createAttemptService } from '@quizlink/attempt-service';
import { bulkLoadAttempts } from '@quizlink/attempt-service/bulk-load';
import { createGateway, createGatewayRateLimits } from '@quizlink/gateway';
import { uniformRateLimitBudgets } from '@quizlink/gateway/rate-limit-budgets';
import { createCache } from '@quizlink/kit-cache';
import { openDatabase } from '@quizlink/kit-db';
import { createTestDatabase } from '@quizlink/kit-db/testing';
import { createInProcessBus } from '@quizlink/kit-events';
import { baseUrlOf, listen } from '@quizlink/kit-http';
import { closeServer } from '@quizlink/kit-lifecycle';
import { createLogger } from '@quizlink/kit-logger';
import { createQuizService } from '@quizlink/quiz-service';

const SIZES = [100, 100_000];
const WARM_UP = 200;
const SAMPLES = 400;
const repoRoot = path.resolve(import.meta.dirname, '..', '..');
const logger = createLogger({ service: 'bench-leaderboard', level: 'silent' });
const cleanups: Array<() => Promise<void>> = [];

async function openPorts(label: string) {
  const db = await createTestDatabase(`bench_${label}`);
  const sequelize = await openDatabase({ url: db.url, sqliteFile: db.sqliteFile, logger });
  const cache = createCache({ redisUrl: process.env.REDIS_URL, keyPrefix: `bench-${label}-${process.pid}:`, logger });
  cleanups.push(async () => {
    await cache.close();
    await sequelize.close();
    await db.drop();
  });
  return { sequelize, cache };
}

async function startStack() {
  const bus = createInProcessBus(logger);
  cleanups.push(() => bus.close());
  const quizPorts = await openPorts('quiz');
  // The quiz service's internal-route credential, shared with the attempt service as the launchers do.
  const serviceToken = randomBytes(32).toString('base64url');
  const quiz = await createQuizService({ ...quizPorts, bus, logger, config: { QUIZ_LIFETIME_DAYS: 7, INTERNAL_SERVICE_TOKEN: serviceToken } });
  await quiz.start();
  const quizServer = await listen(quiz.app, { port: 0, host: '127.0.0.1' });
  const attemptPorts = await openPorts('attempt');
  const attempt = await createAttemptService({
    ...attemptPorts,
    bus,
    logger,
    config: { QUIZ_SERVICE_URL: baseUrlOf(quizServer), INTERNAL_SERVICE_TOKEN: serviceToken, QUIZ_SERVICE_TIMEOUT_MS: 3000, ANSWER_KEY_CACHE_SECONDS: 3600, OUTBOX_INTERVAL_MS: 500 },
  });
  await attempt.start();
  const attemptServer = await listen(attempt.app, { port: 0, host: '127.0.0.1' });
  // Services this benchmark does not use get an address where nothing listens (502 if ever called).
  const upstreams = Object.fromEntries(SERVICE_NAMES.map((name) => [name, 'http://127.0.0.1:9'])) as Record<ServiceName, string>;
  upstreams.quiz = baseUrlOf(quizServer);
  upstreams.attempt = baseUrlOf(attemptServer);
  const dist = (name: string) => path.join(repoRoot, name, 'dist');
  // The benchmark is one client reading as fast as it can: the gateway's per-client budgets (60–600 a
  // minute) would answer 429 within the first second, so they are set out of its way.
  const rateLimits = createGatewayRateLimits({ budgets: uniformRateLimitBudgets(1_000_000), logger });
  cleanups.push(() => rateLimits.close());
  const gateway = createGateway({ upstreams, static: { shell: dist('shell'), mfe: { quiz: dist('mfe-quiz'), autodraft: dist('mfe-autodraft'), admin: dist('mfe-admin') } }, timeoutMs: 10_000, logger, rateLimits });
  const gatewayServer = await listen(gateway, { port: 0, host: '127.0.0.1' });
  cleanups.unshift(async () => {
    await closeServer(gatewayServer, 100);
    await closeServer(attemptServer, 100);
    await closeServer(quizServer, 100);
    await attempt.stop();
    await quiz.stop();
  });
  return { url: baseUrlOf(gatewayServer), attemptDb: attemptPorts.sequelize };
}

async function post<T>(url: string, body: unknown): Promise<T> {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`${url} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

async function publishQuiz(gatewayUrl: string): Promise<number> {
  const { id: creatorId } = await post<{ id: number }>(`${gatewayUrl}/api/users`, { username: 'Bench Creator' });
  const questions = [1, 2, 3, 4, 5].map((n) => ({ text: `Question ${n}?`, type: 'multiple-choice', options: ['Right', 'Wrong'], correctAnswers: ['Right'] }));
  return (await post<{ id: number }>(`${gatewayUrl}/api/quizzes`, { creatorId, creatorName: 'Bench Creator', questions })).id;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function measure(gatewayUrl: string, attemptDb: Parameters<typeof bulkLoadAttempts>[0], size: number) {
  const quizId = await publishQuiz(gatewayUrl);
  const t0 = Date.now() - size * 1000;
  const loadStarted = performance.now();
  const secretOf = (i: number) => `bench-attempt-secret-${quizId}-${i}`;
  await bulkLoadAttempts(
    attemptDb,
    quizId,
    Array.from({ length: size }, (_, i) => ({
      userAnswerId: i + 1,
      userName: `Taker ${i}`,
      score: (i * 7919) % 6,
      totalQuestions: 5,
      completedAt: new Date(t0 + i * 1000),
      attemptSecret: secretOf(i),
    })),
  );
  const loadSeconds = (performance.now() - loadStarted) / 1000;
  const you = secretOf(Math.floor(size / 2));
  const url = `${gatewayUrl}/api/quizzes/${quizId}/attempts/leaderboard?limit=10`;
  let rank = 0;
  const call = async () => {
    const res = await fetch(url, { headers: { [ATTEMPT_HEADERS.attemptSecret]: you } });
    const body = (await res.json()) as { total: number; you: { rank: number } | null };
    if (!res.ok || body.total !== size || !body.you) throw new Error(`unexpected answer ${res.status}`);
    rank = body.you.rank;
  };
  for (let i = 0; i < WARM_UP; i += 1) await call();
  const samples: number[] = [];
  for (let i = 0; i < SAMPLES; i += 1) {
    const started = performance.now();
    await call();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  return { size, loadSeconds, rank, median: percentile(samples, 50), p95: percentile(samples, 95) };
}

try {
  const backend = process.env.DATABASE_URL ? 'MySQL/MariaDB (DATABASE_URL)' : 'SQLite (temp file)';
  console.log(`leaderboard benchmark — ${backend}, ${SAMPLES} sequential calls after ${WARM_UP} warm-up calls, through the gateway`);
  const stack = await startStack();
  const results = [];
  for (const size of SIZES) results.push(await measure(stack.url, stack.attemptDb, size));
  console.log('');
  console.log('attempts   load (s)   taker rank   median (ms)   p95 (ms)');
  for (const r of results) {
    console.log(`${String(r.size).padStart(8)}   ${r.loadSeconds.toFixed(1).padStart(8)}   ${String(r.rank).padStart(10)}   ${r.median.toFixed(2).padStart(11)}   ${r.p95.toFixed(2).padStart(8)}`);
  }
  const ratio = results[1]!.median / results[0]!.median;
  console.log('');
  console.log(`large / small median: ${ratio.toFixed(2)}× (goal: within 1.5×) — ${ratio <= 1.5 ? 'met' : 'not met'}`);
} catch (error) {
  console.error('leaderboard benchmark failed:', error);
  process.exitCode = 1;
} finally {
  for (const cleanup of cleanups) await cleanup().catch(() => undefined);
}
