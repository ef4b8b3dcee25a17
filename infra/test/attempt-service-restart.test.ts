/**
 * One failure stays one failure: the distributed stack under a load of attempt submissions, and the
 * attempt service killed (SIGKILL) or stopped (SIGTERM) in the middle of it. The other services keep
 * answering, the launcher brings the attempt service back within seconds, every acknowledged (201)
 * attempt is stored exactly once, and every stored attempt's event leaves the outbox.
 * Needs MariaDB and Redis (DATABASE_URL, REDIS_URL); with KAFKA_BROKERS the events are also followed to
 * the quiz service's dashboard across the broker.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import { QueryTypes, type Sequelize } from 'sequelize';
import { EVENT_TYPES } from '@quizlink/contracts/events';
import { canRunDistributedStack, freePortBlock, serviceUrlOn, startDistributedStack, type DistributedStack } from './distributed-stack.harness.ts';
import { startGatedProxy, type GatedProxy } from './gated-proxy.ts';
import { nodeRuntimeFlags } from '../scripts/lib/node-runtime.mjs';

const withKafka = Boolean(process.env.KAFKA_BROKERS);
const maybe = canRunDistributedStack ? describe : describe.skip;
/**
 * The launcher waits 0.5 s and a service boots in 1–3.5 s on a quiet machine; the bound leaves room for a
 * shared, busy one (the time measured is printed).
 */
const BACK_WITHIN_MS = 120_000;

type Json = Record<string, unknown>;
type Quiz = { id: number; accessCode: string; dashboardToken: string; questions: Array<{ id: number; type: string; options: string[] }> };

async function api(stack: DistributedStack, method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<{ status: number; body: Json }> {
  const res = await fetch(`${stack.gatewayUrl}${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as Json) : {} };
}

const mc = (text: string, options: string[]) => ({ text, type: 'multiple-choice', options, correctAnswers: [options[0]] });

async function publishQuiz(stack: DistributedStack): Promise<Quiz> {
  const creator = await api(stack, 'POST', '/api/users', { username: 'Creator Cleo' });
  const created = await api(stack, 'POST', '/api/quizzes', {
    creatorId: creator.body.id,
    creatorName: 'Creator Cleo',
    questions: [mc('One?', ['1', 'uno']), mc('Two?', ['2', 'dos']), mc('Three?', ['3', 'tres']), mc('Four?', ['4', 'cuatro']), { text: 'Say something', type: 'open-ended' }],
  });
  if (created.status !== 201) throw new Error(`publish failed: ${created.status} ${JSON.stringify(created.body)}`);
  const questions = await api(stack, 'GET', `/api/quizzes/${created.body.id}/questions`);
  return { ...(created.body as Omit<Quiz, 'questions'>), questions: questions.body as unknown as Quiz['questions'] };
}

function submission(quiz: Quiz, takerId: number) {
  const choice = quiz.questions.filter((q) => q.type === 'multiple-choice');
  const open = quiz.questions.filter((q) => q.type === 'open-ended');
  return {
    quizId: quiz.id,
    userAnswerId: takerId,
    userName: 'Taker Tess',
    answers: choice.map((q) => ({ questionId: q.id, userAnswer: q.options[0] })),
    openEndedAnswers: open.map((q) => ({ questionId: q.id, userAnswer: 'Hello' })),
  };
}

type Load = {
  acknowledged: Array<{ id: string; key: string }>;
  /** Submissions that got an answer other than 201 or a retryable failure (none expected). */
  refused: Array<{ status: number; body: Json }>;
  /** Quiz lookups (another service) and their statuses. */
  lookups: number[];
  stop(): Promise<void>;
};

/**
 * Submission workers and a quiz-lookup loop through the gateway. Each submission has its own
 * Idempotency-Key and, like the browser, is sent again with the same key after a 502/503/504 or a
 * network error until it is acknowledged.
 */
function startLoad(stack: DistributedStack, quiz: Quiz, takers: number[]): Load {
  const load: Load = { acknowledged: [], refused: [], lookups: [], stop: async () => undefined };
  const control = { running: true };
  const submitOnce = async (takerId: number) => {
    const key = randomUUID();
    for (;;) {
      const res = await api(stack, 'POST', '/api/quiz-attempts', submission(quiz, takerId), { 'idempotency-key': key }).catch(() => ({ status: 0, body: {} as Json }));
      if (res.status === 201) {
        load.acknowledged.push({ id: res.body.id as string, key });
        return;
      }
      if (![0, 502, 503, 504].includes(res.status)) {
        load.refused.push(res);
        return;
      }
      await new Promise((r) => setTimeout(r, 250));
    }
  };
  const worker = async (takerId: number) => {
    while (control.running) await submitOnce(takerId);
  };
  const lookups = async () => {
    while (control.running) {
      const res = await api(stack, 'GET', `/api/quizzes/code/${quiz.accessCode}`).catch(() => ({ status: 0, body: {} as Json }));
      load.lookups.push(res.status);
      await new Promise((r) => setTimeout(r, 50));
    }
  };
  const all = Promise.all([...takers.map(worker), lookups()]);
  load.stop = async () => {
    control.running = false;
    await all;
  };
  return load;
}

async function waitUntil(check: () => Promise<boolean> | boolean, what: string, timeoutMs: number): Promise<number> {
  const started = Date.now();
  while (!(await Promise.resolve().then(check).catch(() => false))) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return Date.now() - started;
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function readyz(url: string): Promise<number> {
  return (await fetch(`${url}/readyz`).catch(() => ({ status: 0 }))).status;
}

/** Every acknowledged attempt stored once; every stored attempt's event in the outbox, published. */
async function expectStoredOnceAndPublished(db: Sequelize, quiz: Quiz, acknowledged: Load['acknowledged']) {
  const rows = await db.query<{ id: string }>('SELECT id FROM attempts WHERE quiz_id = ?', { replacements: [quiz.id], type: QueryTypes.SELECT });
  expect(rows.map((r) => r.id).sort()).toEqual(acknowledged.map((a) => a.id).sort());
  const duplicates = await db.query('SELECT idempotency_key FROM attempts WHERE quiz_id = ? GROUP BY user_answer_id, idempotency_key HAVING COUNT(*) > 1', { replacements: [quiz.id], type: QueryTypes.SELECT });
  expect(duplicates).toEqual([]);

  await waitUntil(async () => {
    const [pending] = await db.query<{ n: number }>('SELECT COUNT(*) AS n FROM outbox_events WHERE published_at IS NULL', { type: QueryTypes.SELECT });
    return Number(pending?.n) === 0;
  }, 'the outbox to be empty', 20_000);
  const events = await db.query<{ payload: string }>('SELECT payload FROM outbox_events', { type: QueryTypes.SELECT });
  const submittedIds = events
    .map((e) => JSON.parse(e.payload) as { type: string; data: { attemptId: string; quizId: number } })
    .filter((e) => e.type === EVENT_TYPES.attemptSubmitted && e.data.quizId === quiz.id)
    .map((e) => e.data.attemptId);
  expect(submittedIds.sort()).toEqual(acknowledged.map((a) => a.id).sort());
}

/** With Kafka, the quiz service's dashboard (fed by attempt.submitted events) counts every attempt. */
async function expectDashboardCounts(stack: DistributedStack, quiz: Quiz, count: number) {
  if (!withKafka) return;
  await waitUntil(async () => {
    const res = await api(stack, 'GET', `/api/quizzes/dashboard/${quiz.dashboardToken}`);
    return (res.body.stats as { attemptCount?: number } | undefined)?.attemptCount === count;
  }, `the dashboard to count ${count} attempts`, 30_000);
}

/** A submission straight to the service (no gateway retry), resolving with the status and when it ended. */
function submitDirect(serviceUrl: string, body: unknown): { written: Promise<void>; done: Promise<{ status: number; endedAt: number }> } {
  const target = new URL('/api/quiz-attempts', serviceUrl);
  let written!: () => void;
  const writtenPromise = new Promise<void>((r) => (written = r));
  const done = new Promise<{ status: number; endedAt: number }>((resolve) => {
    const payload = JSON.stringify(body);
    const req = http.request(
      { host: target.hostname, port: target.port, path: target.pathname, method: 'POST', agent: false, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), 'idempotency-key': randomUUID() } },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, endedAt: Date.now() }));
      },
    );
    req.on('finish', () => written());
    req.on('error', () => {
      written();
      resolve({ status: 0, endedAt: Date.now() });
    });
    req.end(payload);
  });
  return { written: writtenPromise, done };
}

maybe(`the attempt service fails under load (distributed stack, ${withKafka ? 'Kafka' : 'no Kafka: each process has its own in-process bus'})`, () => {
  let stack: DistributedStack;
  /** Between the attempt service and the quiz service: lets the SIGTERM case hold submissions in flight. */
  let quizLink: GatedProxy;
  let attemptDb: Sequelize;
  let quiz: Quiz;
  let takers: number[];

  beforeAll(async () => {
    const base = await freePortBlock();
    quizLink = await startGatedProxy(serviceUrlOn(base, 'quiz'));
    // The answer-key call waits at the gate in the SIGTERM case: room beyond the 3 s default on a busy machine.
    stack = await startDistributedStack('restart', { base, env: { QUIZ_SERVICE_URL: quizLink.url, QUIZ_SERVICE_TIMEOUT_MS: '15000' } });
    quiz = await publishQuiz(stack);
    takers = [];
    for (let i = 0; i < 4; i += 1) takers.push((await api(stack, 'POST', '/api/users', { username: `Taker ${i}` })).body.id as number);
    attemptDb = await stack.openServiceDatabase('attempt');
  }, 900_000);

  afterAll(async () => {
    // The launcher's lines and the services' warnings and errors, for whoever reads a failure.
    if (stack) console.info(stack.output.slice(-30).join('\n'));
    await attemptDb?.close();
    if (stack) expect(await stack.stop()).toBe(0);
    await quizLink?.close();
  }, 90_000);

  test('When the attempt service is killed (SIGKILL), then the others keep answering, it is back within seconds, and no acknowledged attempt or event is lost', async () => {
    const quizPid = stack.pidOf('quiz');
    const attemptPid = stack.pidOf('attempt');
    expect(quizPid).toBeDefined();
    expect(attemptPid).toBeDefined();

    const load = startLoad(stack, quiz, takers);
    await waitUntil(() => load.acknowledged.length >= 5, 'submissions before the kill', 120_000);
    const beforeKill = load.acknowledged.length;
    process.kill(attemptPid!, 'SIGKILL');
    await waitUntil(() => !isAlive(attemptPid!), 'the attempt process to be gone', 5000);

    const downFor = await waitUntil(async () => (await readyz(stack.serviceUrl('attempt'))) === 200, 'the attempt service to be back', BACK_WITHIN_MS);
    await waitUntil(() => load.acknowledged.length >= beforeKill + 5, 'submissions after the restart', 120_000);
    await load.stop();

    console.info(`attempt service back ${downFor} ms after SIGKILL; ${load.acknowledged.length} attempts acknowledged, ${load.lookups.length} quiz lookups`);
    expect(downFor).toBeLessThan(BACK_WITHIN_MS);
    const restartedPid = stack.pidOf('attempt');
    expect(restartedPid).not.toBe(attemptPid);
    expect(stack.pidOf('quiz')).toBe(quizPid);
    expect(stack.output.some((line) => line.startsWith('attempt service exited (SIGKILL); restart #1'))).toBe(true);
    // The restarted process runs with the same Node flags as the first (node-runtime.mjs).
    expect(fs.readFileSync(`/proc/${restartedPid}/cmdline`, 'utf8').split('\0')).toEqual(expect.arrayContaining(nodeRuntimeFlags()));
    // The quiz service answered every lookup through the gateway while the attempt service was down.
    expect(load.lookups.length).toBeGreaterThan(10);
    expect(load.lookups.filter((status) => status !== 200)).toEqual([]);
    expect(load.refused).toEqual([]);

    await expectStoredOnceAndPublished(attemptDb, quiz, load.acknowledged);
    await expectDashboardCounts(stack, quiz, load.acknowledged.length);
  }, 400_000);

  test('When the attempt service gets SIGTERM with submissions in flight, then each of them completes, its outbox is flushed before it exits, and it is restarted', async () => {
    await waitUntil(async () => (await readyz(stack.serviceUrl('attempt'))) === 200, 'the attempt service', BACK_WITHIN_MS);
    // A quiz of its own: its answer key is in no cache, so each submission asks the quiz service (held below).
    const heldQuiz = await publishQuiz(stack);
    const attemptPid = stack.pidOf('attempt')!;

    quizLink.hold();
    const inFlight = Array.from({ length: 8 }, (_, i) => submitDirect(stack.serviceUrl('attempt'), submission(heldQuiz, takers[i % takers.length]!)));
    // Accepted and inside their handlers: the service is waiting on the quiz service for them.
    await waitUntil(() => quizLink.held() >= 1, 'a submission to reach the quiz service', 60_000);
    await new Promise((r) => setTimeout(r, 500));
    const signalledAt = Date.now();
    process.kill(attemptPid, 'SIGTERM');
    await new Promise((r) => setTimeout(r, 300));
    // Unready at once, while it drains (the listener is closed: a new connection is refused).
    expect(await readyz(stack.serviceUrl('attempt'))).not.toBe(200);
    quizLink.release();

    const results = await Promise.all(inFlight.map((s) => s.done));
    await waitUntil(() => !isAlive(attemptPid), 'the attempt process to exit', 25_000);
    // Checked at once, before the launcher's restart (≥ 0.5 s later) could start a new relay.
    const [pending] = await attemptDb.query<{ n: number }>('SELECT COUNT(*) AS n FROM outbox_events WHERE published_at IS NULL', { type: QueryTypes.SELECT });

    expect(results.map((r) => r.status)).toEqual(inFlight.map(() => 201));
    expect(results.every((r) => r.endedAt > signalledAt)).toBe(true);
    expect(Number(pending?.n)).toBe(0);
    const stored = await attemptDb.query('SELECT id FROM attempts WHERE quiz_id = ?', { replacements: [heldQuiz.id], type: QueryTypes.SELECT });
    expect(stored).toHaveLength(inFlight.length);
    await waitUntil(() => stack.output.some((line) => line.startsWith('attempt service exited (code 0); restart #')), 'the launcher to log the restart', 5000);
    await waitUntil(async () => (await readyz(stack.serviceUrl('attempt'))) === 200, 'the attempt service to be back', BACK_WITHIN_MS);
    await expectDashboardCounts(stack, heldQuiz, inFlight.length);
  }, 400_000);
});
