import { randomUUID } from 'node:crypto';
import { QueryTypes, type Sequelize } from 'sequelize';
import { TOPICS } from '@quizlink/contracts/events';
import { openDatabase, runMigrations } from '@quizlink/kit-db';
import { createTestDatabase, type TestDatabase } from '@quizlink/kit-db/testing';
import { createLogger } from '@quizlink/kit-logger';
import { QuizDeletedError, type AttemptRecord } from '../domain/attempt-model.ts';
import { buildAttemptSubmittedEvent } from '../domain/attempt-submitted-event.ts';
import { rankBucketOf } from '../domain/leaderboard.ts';
import type { AttemptWrite } from './attempt-batch-rows.ts';
import { defineAttemptModel, type AttemptModel } from './attempt.model.ts';
import { attemptMigrations } from './migrations/index.ts';
import { commitAttemptsMysql } from './mysql-attempt-batch.ts';

const logger = createLogger({ service: 'mysql-attempt-batch-test', level: 'silent' });
// MySQL/MariaDB only (DATABASE_URL): SQLite's batch has its own test.
const describeMysql = process.env.DATABASE_URL ? describe : describe.skip;

const attemptOf = (quizId: number, score: number, idempotencyKey: string | null = randomUUID()): AttemptRecord => ({
  id: randomUUID(),
  quizId,
  userAnswerId: 7,
  userName: 'Ada',
  score,
  totalQuestions: 4,
  answers: [{ questionId: 1, userAnswer: 'A', isCorrect: score > 0 }],
  openEndedAnswers: [{ questionId: 3, userAnswer: 'Because', questionIndex: 2 }],
  completedAt: new Date(Date.UTC(2026, 10, 26, 6, 45, 1, 500 + score)),
  idempotencyKey,
  secretHash: randomUUID().replaceAll('-', '').repeat(2),
});
const writeOf = (attempt: AttemptRecord): AttemptWrite => ({ attempt, event: buildAttemptSubmittedEvent(attempt, randomUUID(), [1, 3]), traceContext: null });

describeMysql('commitAttemptsMysql (group commit of untimed submissions as one script)', () => {
  let db: TestDatabase;
  let sequelize: Sequelize;
  let Attempt: AttemptModel;
  const write = (writes: AttemptWrite[]) => commitAttemptsMysql(sequelize, writes);
  const count = async (table: string) => Number((await sequelize.query<{ n: number }>(`SELECT COUNT(*) AS n FROM ${table}`, { type: QueryTypes.SELECT }))[0]?.n);

  beforeAll(async () => {
    db = await createTestDatabase('attempt_mysql_batch');
    sequelize = await openDatabase({ ...db, logger });
    await runMigrations(sequelize, attemptMigrations, logger);
    Attempt = defineAttemptModel(sequelize);
  });
  afterAll(async () => {
    await sequelize.close();
    await db.drop();
  });

  test('When a batch is written, then every attempt reads back through the model as written, ranks follow each bucket in order, and each event has one outbox row in order', async () => {
    await write([writeOf(attemptOf(1, 4)), writeOf(attemptOf(1, 4))]);
    const batch = [attemptOf(1, 4), attemptOf(1, 2), attemptOf(2, 4), attemptOf(1, 4, null), attemptOf(1, 2)];
    const writes = batch.map(writeOf);
    await write(writes);

    const stored = await Attempt.findAll({ where: { id: batch.map((a) => a.id) } });
    const byId = new Map(stored.map((row) => [row.id, row]));
    expect(batch.map((a) => byId.get(a.id)?.tieRank)).toEqual([2, 0, 0, 3, 1]);
    for (const attempt of batch) {
      const row = byId.get(attempt.id);
      expect(row?.rankBucket).toBe(rankBucketOf(attempt.score, attempt.totalQuestions));
      expect(row?.completedAt.toISOString()).toBe(attempt.completedAt.toISOString());
      expect(JSON.parse(row?.answersJson ?? '')).toEqual(attempt.answers);
      expect(JSON.parse(row?.openEndedAnswersJson ?? '')).toEqual(attempt.openEndedAnswers);
      expect(row).toMatchObject({ quizId: attempt.quizId, userAnswerId: 7, userName: 'Ada', score: attempt.score, totalQuestions: 4, idempotencyKey: attempt.idempotencyKey, secretHash: attempt.secretHash });
    }
    const outbox = await sequelize.query<{ event_id: string; topic: string; key: string; payload: string; published_at: Date | null }>(
      'SELECT event_id, topic, `key`, payload, published_at FROM outbox_events ORDER BY id DESC LIMIT 5',
      { type: QueryTypes.SELECT },
    );
    expect(outbox.reverse().map((row) => row.event_id)).toEqual(writes.map((w) => w.event.id));
    for (const [index, row] of outbox.entries()) {
      expect(JSON.parse(row.payload)).toEqual(writes[index]?.event);
      expect(row).toMatchObject({ topic: TOPICS.attemptEvents, key: String(batch[index]?.quizId), published_at: null });
    }
    const buckets = await sequelize.query('SELECT quiz_id, rank_bucket, attempt_count FROM leaderboard_buckets ORDER BY quiz_id, rank_bucket', { type: QueryTypes.SELECT });
    expect(buckets).toEqual(
      [
        { quiz_id: 1, rank_bucket: rankBucketOf(4, 4), attempt_count: 4 },
        { quiz_id: 1, rank_bucket: rankBucketOf(2, 4), attempt_count: 2 },
        { quiz_id: 2, rank_bucket: rankBucketOf(4, 4), attempt_count: 1 },
      ].sort((a, b) => a.quiz_id - b.quiz_id || a.rank_bucket - b.rank_bucket),
    );
  });

  test('When a quiz of the batch has a tombstone, then the batch rejects with QuizDeletedError and its transaction stores nothing (rolled back, not committed)', async () => {
    await sequelize.query("INSERT INTO deleted_quizzes (quiz_id, deleted_at) VALUES (3, '2026-11-26 06:00:00.000')");
    const before = await Promise.all(['attempts', 'outbox_events', 'leaderboard_buckets'].map(count));
    await expect(write([writeOf(attemptOf(1, 4)), writeOf(attemptOf(3, 4))])).rejects.toBeInstanceOf(QuizDeletedError);
    expect(await Promise.all(['attempts', 'outbox_events', 'leaderboard_buckets'].map(count))).toEqual(before);
  });

  test('When batches of one quiz commit at once on several connections, then none deadlocks and every tie rank of a bucket is taken exactly once', async () => {
    const quizId = 40;
    const scores = [0, 1, 2, 3, 4];
    // Each batch claims the quiz's buckets in another order: the upsert takes the rows' locks sorted.
    const batches = Array.from({ length: 8 }, (_, index) => (index % 2 === 0 ? scores : [...scores].reverse()).map((score) => attemptOf(quizId, score)));
    await Promise.all(batches.map((batch) => write(batch.map(writeOf))));

    const rows = await sequelize.query<{ rank_bucket: number; tie_rank: number }>('SELECT rank_bucket, tie_rank FROM attempts WHERE quiz_id = ?', { replacements: [quizId], type: QueryTypes.SELECT });
    expect(rows).toHaveLength(40);
    for (const score of scores) {
      const ranks = rows.filter((row) => row.rank_bucket === rankBucketOf(score, 4)).map((row) => row.tie_rank);
      expect(ranks.sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    }
  });

  test('When an idempotency key is already stored, then the batch rejects and its transaction stores nothing', async () => {
    const first = attemptOf(1, 3, 'same-key');
    await write([writeOf(first)]);
    const before = await Promise.all(['attempts', 'outbox_events', 'leaderboard_buckets'].map(count));
    await expect(write([writeOf(attemptOf(1, 4)), writeOf(attemptOf(1, 3, 'same-key'))])).rejects.toMatchObject({ code: 'ER_DUP_ENTRY' });
    expect(await Promise.all(['attempts', 'outbox_events', 'leaderboard_buckets'].map(count))).toEqual(before);
  });
});
