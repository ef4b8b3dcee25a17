import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { Sequelize } from 'sequelize';
import { type AttemptSubmittedV1, type DomainEvent, EVENT_TYPES } from '@quizlink/contracts/events';
import { LIVE_EVENTS } from '@quizlink/contracts/platform';
import { openDatabase, runMigrations } from '@quizlink/kit-db';
import { createTestDatabase, type TestDatabase } from '@quizlink/kit-db/testing';
import type { LiveHub } from '@quizlink/kit-live';
import { createLogger } from '@quizlink/kit-logger';
import { dashboardAttemptOf, dashboardQuizMaker } from '../src/data-access/dashboard-batch.fixture.ts';
import { defineDashboardAttemptModel, type DashboardAttemptModel } from '../src/data-access/dashboard-attempt.model.ts';
import { createDashboardAttemptRepository } from '../src/data-access/dashboard-attempt.repository.ts';
import { quizMigrations } from '../src/data-access/migrations/index.ts';
import { defineQuizModels } from '../src/data-access/quiz.model.ts';
import { attemptSubmittedConsumer, type DashboardWriter } from '../src/entry-points/events/attempt-submitted.consumer.ts';
import { liveDashboardConsumer } from '../src/entry-points/events/live-dashboard.consumer.ts';
import { createProjectionSignal } from '../src/entry-points/events/projection-signal.ts';

const logger = createLogger({ service: 'live-dashboard-consumer-test', level: 'silent' });
type Attempt = AttemptSubmittedV1['data'];
const submitted = (data: Attempt): DomainEvent =>
  ({ id: randomUUID(), type: EVENT_TYPES.attemptSubmitted, version: 1, occurredAt: new Date().toISOString(), key: String(data.quizId), data }) as DomainEvent;
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What the hub was asked to push: the rest of LiveHub is not this consumer's. */
function recordingHub(): LiveHub & { pushed: Array<{ event: string; attemptId?: string }> } {
  const pushed: Array<{ event: string; attemptId?: string }> = [];
  const unused = () => {
    throw new Error('not used by the consumer');
  };
  return { pushed, publish: (_channel, event, data) => void pushed.push({ event, attemptId: (data as { attemptId?: string }).attemptId }), open: unused, clientCount: () => 0, close: () => undefined };
}

/** The real repository, counting the transactions the live push writes itself. */
function countingWriter(dashboard: DashboardWriter): DashboardWriter & { ownWrites: Attempt[][] } {
  const ownWrites: Attempt[][] = [];
  return Object.assign(Object.create(dashboard) as DashboardWriter, {
    ownWrites,
    recordAttemptsAlone: (attempts: ReadonlyArray<Attempt>) => {
      ownWrites.push([...attempts]);
      return dashboard.recordAttemptsAlone(attempts);
    },
  });
}

type OpenDatabase = () => Promise<{ sequelize: Sequelize; drop(): Promise<void> }>;
const databases: Array<[string, OpenDatabase]> = [
  [
    'SQLite',
    async () => {
      const root = fs.mkdtempSync(path.join(os.tmpdir(), 'quiz-live-dashboard-'));
      const sequelize = await openDatabase({ sqliteFile: path.join(root, 'quiz.sqlite'), logger });
      return { sequelize, drop: async () => fs.rmSync(root, { recursive: true, force: true }) };
    },
  ],
  ...(process.env.DATABASE_URL
    ? [
        [
          'MySQL/MariaDB',
          async () => {
            const db: TestDatabase = await createTestDatabase('quiz_live_dashboard');
            return { sequelize: await openDatabase({ ...db, logger }), drop: () => db.drop() };
          },
        ] satisfies [string, OpenDatabase],
      ]
    : []),
];

describe.each(databases)('the live dashboard push on %s', (_name, open) => {
  let sequelize: Sequelize;
  let drop: () => Promise<void>;
  let DashboardAttempt: DashboardAttemptModel;
  let dashboard: DashboardWriter;
  let quizOf: (n: number, purgedAt: Date | null) => Promise<number>;
  let quizNumber = 0;
  const newQuiz = (purgedAt: Date | null = null) => quizOf((quizNumber += 1), purgedAt);
  const countOf = (attemptId: string) => DashboardAttempt.count({ where: { attemptId } });

  beforeAll(async () => {
    ({ sequelize, drop } = await open());
    await runMigrations(sequelize, quizMigrations, logger);
    DashboardAttempt = defineDashboardAttemptModel(sequelize);
    dashboard = createDashboardAttemptRepository({ DashboardAttempt, Quiz: defineQuizModels(sequelize).Quiz }, () => new Date());
    quizOf = await dashboardQuizMaker(sequelize);
  });
  afterAll(async () => {
    await sequelize.close();
    await drop();
  });

  test('When this instance’s projector commits the quiz’s attempts, then the push waits for it, writes nothing itself, and pushes each once it is stored', async () => {
    const quizId = await newQuiz();
    const projection = createProjectionSignal({ waitMs: 10_000 });
    const projector = attemptSubmittedConsumer({ sequelize, logger, dashboard, onProjected: projection.projected });
    await projector(submitted(dashboardAttemptOf(quizId, 1)));
    const writer = countingWriter(dashboard);
    const hub = recordingHub();
    const live = liveDashboardConsumer({ dashboard: writer, live: hub, projection });
    const events = [dashboardAttemptOf(quizId, 2), dashboardAttemptOf(quizId, 0)].map(submitted);

    // As the bus delivers them: both groups at once, the projector a little later.
    const pushed = live.batch?.(events);
    await delay(30);
    expect(hub.pushed).toEqual([]);
    await projector.batch?.(events);
    await pushed;

    expect(writer.ownWrites).toEqual([]);
    expect(hub.pushed).toEqual(events.map((event) => ({ event: LIVE_EVENTS.attemptSubmitted, attemptId: (event.data as Attempt).attemptId })));
    for (const event of events) expect(await countOf((event.data as Attempt).attemptId)).toBe(1);
  });

  test('When no projector here commits the quiz’s attempts (another instance holds them), then the push writes them itself at once and pushes only those it stored', async () => {
    const quizId = await newQuiz();
    const purgedQuizId = await newQuiz(new Date());
    const projection = createProjectionSignal({ waitMs: 10_000 });
    const writer = countingWriter(dashboard);
    const hub = recordingHub();
    const live = liveDashboardConsumer({ dashboard: writer, live: hub, projection });
    const kept = submitted(dashboardAttemptOf(quizId, 1));
    const purged = submitted(dashboardAttemptOf(purgedQuizId, 1));

    const started = performance.now();
    await live.batch?.([kept, purged]);

    expect(performance.now() - started).toBeLessThan(5_000);
    expect(writer.ownWrites.map((batch) => batch.map((a) => a.attemptId))).toEqual([[(kept.data as Attempt).attemptId, (purged.data as Attempt).attemptId]]);
    expect(hub.pushed).toEqual([{ event: LIVE_EVENTS.attemptSubmitted, attemptId: (kept.data as Attempt).attemptId }]);
    expect(await countOf((kept.data as Attempt).attemptId)).toBe(1);
    expect(await countOf((purged.data as Attempt).attemptId)).toBe(0);
  });

  test('When this instance’s projector stops committing (a rebalance), then the push writes the attempts itself after the wait and still pushes them', async () => {
    const quizId = await newQuiz();
    const projection = createProjectionSignal({ waitMs: 50 });
    await attemptSubmittedConsumer({ sequelize, logger, dashboard, onProjected: projection.projected })(submitted(dashboardAttemptOf(quizId, 1)));
    const writer = countingWriter(dashboard);
    const hub = recordingHub();
    const event = submitted(dashboardAttemptOf(quizId, 2));

    await liveDashboardConsumer({ dashboard: writer, live: hub, projection })(event);

    expect(writer.ownWrites).toHaveLength(1);
    expect(hub.pushed).toEqual([{ event: LIVE_EVENTS.attemptSubmitted, attemptId: (event.data as Attempt).attemptId }]);
    expect(await countOf((event.data as Attempt).attemptId)).toBe(1);
  });
});
