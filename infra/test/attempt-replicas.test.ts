/**
 * The write path earns its architecture (issue 14): two attempt-service replicas on one attempt
 * database — each with its own outbox relay, as two pods would have — behind the gateway in distributed
 * mode (`ATTEMPT_SERVICE_URL` lists both; the gateway takes them in turn), under 32 concurrent takers; the
 * launcher runs both, as `npm start -- --distributed --attempt-replicas=2` does.
 * Every acknowledged attempt is stored once with one outbox row, ranks are exact and tie order a total
 * order, copies of one submission racing on both replicas get one attempt, one start gives one attempt,
 * both replicas took requests, and with Kafka the quiz service's dashboard read model holds each attempt once.
 * Needs MariaDB and Redis (DATABASE_URL, REDIS_URL); Kafka when KAFKA_BROKERS is set (without it each
 * process has its own in-process bus, so the second replica's events cannot reach the quiz service).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { Sequelize } from 'sequelize';
import { ATTEMPT_PATHS } from '@quizlink/contracts/attempt';
import { uniformRateLimitEnv } from '@quizlink/gateway/rate-limit-budgets';
import { TEST_RATE_LIMIT_PER_MINUTE } from './test-rate-limits.ts';
import { freePort } from '../bench/load/processes.ts';
import {
  api,
  createTakers,
  dashboardAttemptIds,
  expectAttemptDatabaseExact,
  expectStoredAndRankedExactly,
  publishQuiz,
  scoredSubmission,
  startSubmissionLoad,
  submitUntilAnswered,
  waitUntil,
  type Acknowledged,
  type Quiz,
} from './attempt-load.harness.ts';
import { canRunDistributedStack, startDistributedStack, type DistributedStack } from './distributed-stack.harness.ts';
import { startGatedProxy, type GatedProxy } from './gated-proxy.ts';

const withKafka = Boolean(process.env.KAFKA_BROKERS);
const maybe = canRunDistributedStack ? describe : describe.skip;
const TAKERS = 32;
const LOAD_MS = 4000;
/** A replica or the test's gateway booting while five services already run, on a busy machine. */
const BOOT_TIMEOUT_MS = 120_000;
/** Shortest time limit a quiz may have (seconds): the start race needs a timed quiz, not its expiry. */
const TIMED_QUIZ_SECONDS = 300;

/** With Kafka, both replicas' events reach the quiz service: its dashboard read model holds each attempt once. */
async function expectDashboardHoldsEachOnce(quizDb: Sequelize, quiz: Quiz, acknowledged: Acknowledged[]): Promise<void> {
  if (!withKafka) return;
  const ids = acknowledged.map((a) => a.id).sort();
  await waitUntil(async () => (await dashboardAttemptIds(quizDb, quiz)).length >= ids.length, 'the dashboard read model to hold every attempt', 30_000);
  expect(await dashboardAttemptIds(quizDb, quiz)).toEqual(ids);
}

maybe(`two attempt-service replicas behind the gateway (distributed, ${withKafka ? 'Kafka' : 'no Kafka'})`, () => {
  let stack: DistributedStack;
  /** In front of each replica, counting the requests it took. */
  let replicaLinks: GatedProxy[];
  let gatewayUrl: string;
  let attemptDb: Sequelize;
  let quizDb: Sequelize;

  beforeAll(async () => {
    // The services' shared secrets, fixed so the processes started here beside the launcher's share them.
    const shared = { AUTH_TOKEN_SECRET: randomBytes(32).toString('base64url'), INTERNAL_SERVICE_TOKEN: randomBytes(32).toString('base64url') };
    // The second replica as `npm start -- --distributed --attempt-replicas=2` runs it.
    stack = await startDistributedStack('replicas', { env: shared, attemptReplicas: 2 });
    const secondUrl = stack.replicaUrl('attempt', 2);
    await waitUntil(async () => (await fetch(`${secondUrl}/readyz`)).ok, 'the second attempt replica', BOOT_TIMEOUT_MS);
    replicaLinks = [await startGatedProxy(stack.serviceUrl('attempt')), await startGatedProxy(secondUrl)];

    const gatewayPort = await freePort();
    gatewayUrl = `http://127.0.0.1:${gatewayPort}`;
    stack.startExtraProcess('gateway/src/main.ts', {
      PORT: String(gatewayPort),
      HOST: '127.0.0.1',
      ATTEMPT_SERVICE_URL: replicaLinks.map((link) => link.url).join(','),
      // 32 takers on one loopback address are not one person.
      ...uniformRateLimitEnv(TEST_RATE_LIMIT_PER_MINUTE),
    });
    await waitUntil(async () => (await fetch(`${gatewayUrl}/healthz`)).ok, 'the gateway over both replicas', BOOT_TIMEOUT_MS);
    attemptDb = await stack.openServiceDatabase('attempt');
    quizDb = await stack.openServiceDatabase('quiz');
  }, 900_000);

  afterAll(async () => {
    if (stack) console.info(stack.output.slice(-20).join('\n'));
    await attemptDb?.close();
    await quizDb?.close();
    if (stack) expect(await stack.stop()).toBe(0);
    for (const link of replicaLinks ?? []) await link.close();
  }, 120_000);

  test('When 32 takers submit through both replicas, then every acknowledged attempt is stored once with one event, ranks are exact and tie order is total', async () => {
    const quiz: Quiz = await publishQuiz(gatewayUrl);
    const takers = await createTakers(gatewayUrl, TAKERS);
    const passedBefore = replicaLinks.map((link) => link.passed());

    const load = startSubmissionLoad(gatewayUrl, quiz, takers);
    // Meanwhile, two copies of one submission racing (sent together, so the round robin mostly splits them between the replicas).
    const twins: Acknowledged[] = [];
    for (const takerId of takers.slice(0, 8)) {
      const submission = { key: randomUUID(), body: scoredSubmission(quiz, takerId, 4) };
      const copies = await Promise.all([submitUntilAnswered(gatewayUrl, submission), submitUntilAnswered(gatewayUrl, submission)]);
      expect(copies.map((c) => c.status)).toEqual([201, 201]);
      expect(copies[1]!.body.id).toBe(copies[0]!.body.id);
      // Each copy rotated the secret; one more resend gets the one that works now.
      const settled = await submitUntilAnswered(gatewayUrl, submission);
      expect(settled.body.id).toBe(copies[0]!.body.id);
      twins.push({ ...submission, id: settled.body.id as string, secret: settled.body.attemptSecret as string });
    }
    await new Promise((r) => setTimeout(r, LOAD_MS));
    await load.stop();
    const acknowledged = [...load.acknowledged, ...twins];
    const took = replicaLinks.map((link, i) => link.passed() - (passedBefore[i] ?? 0));
    console.info(`two replicas: ${acknowledged.length} attempts acknowledged; requests taken by each replica: ${took.join(', ')}`);

    expect(load.refused).toEqual([]);
    expect(took.every((count) => count > acknowledged.length / 4)).toBe(true);
    await expectStoredAndRankedExactly(gatewayUrl, quiz, acknowledged);
    await expectAttemptDatabaseExact(attemptDb, quiz, acknowledged);
    await expectDashboardHoldsEachOnce(quizDb, quiz, acknowledged);
  }, 120_000);

  test('When a timed attempt is submitted twice at once through both replicas (other keys), then one start gives one attempt', async () => {
    const timed = await publishQuiz(gatewayUrl, { timeLimit: TIMED_QUIZ_SECONDS });
    const takers = await createTakers(gatewayUrl, 8);
    const outcomes = await Promise.all(
      takers.map(async (takerId) => {
        const start = await api(gatewayUrl, 'POST', ATTEMPT_PATHS.attemptStarts, { quizId: timed.id, userAnswerId: takerId });
        const body = { ...scoredSubmission(timed, takerId, 2), startId: start.body.id };
        const copies = await Promise.all([0, 1].map(() => submitUntilAnswered(gatewayUrl, { key: randomUUID(), body })));
        return copies.map((c) => c.status).sort();
      }),
    );
    expect(outcomes).toEqual(takers.map(() => [201, 409]));
  }, 60_000);
});
