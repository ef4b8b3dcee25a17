import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { QueryTypes, type Sequelize } from 'sequelize';
import { TOPICS } from '@quizlink/contracts/events';
import { openDatabase, runMigrations } from '@quizlink/kit-db';
import { createLogger } from '@quizlink/kit-logger';
import type { AttemptRecord } from '../domain/attempt-model.ts';
import { buildAttemptSubmittedEvent } from '../domain/attempt-submitted-event.ts';
import { rankBucketOf } from '../domain/leaderboard.ts';
import type { AttemptWrite } from './attempt-batch-rows.ts';
import { defineAttemptModel, type AttemptModel } from './attempt.model.ts';
import { attemptMigrations } from './migrations/index.ts';
import { writeAttemptsSqlite } from './sqlite-attempt-batch.ts';

const logger = createLogger({ service: 'sqlite-attempt-batch-test', level: 'silent' });

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

describe('writeAttemptsSqlite (group commit of untimed submissions as plain statements)', () => {
  let root: string;
  let sequelize: Sequelize;
  let Attempt: AttemptModel;
  const write = (writes: AttemptWrite[]) => writeAttemptsSqlite(sequelize, writes);
  const count = async (table: string) => (await sequelize.query<{ n: number }>(`SELECT COUNT(*) AS n FROM ${table}`, { type: QueryTypes.SELECT }))[0]?.n;

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'attempt-sqlite-batch-'));
    sequelize = await openDatabase({ sqliteFile: path.join(root, 'attempt.sqlite'), logger });
    await runMigrations(sequelize, attemptMigrations, logger);
    Attempt = defineAttemptModel(sequelize);
  });
  afterAll(async () => {
    await sequelize.close();
    fs.rmSync(root, { recursive: true, force: true });
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
    const outbox = await sequelize.query<{ event_id: string; topic: string; key: string; payload: string; created_at: string; published_at: string | null }>(
      'SELECT event_id, topic, key, payload, created_at, published_at FROM outbox_events ORDER BY id DESC LIMIT 5',
      { type: QueryTypes.SELECT },
    );
    expect(outbox.reverse().map((row) => row.event_id)).toEqual(writes.map((w) => w.event.id));
    for (const [index, row] of outbox.entries()) {
      expect(JSON.parse(row.payload)).toEqual(writes[index]?.event);
      expect(row).toMatchObject({ topic: TOPICS.attemptEvents, key: String(batch[index]?.quizId), published_at: null });
      expect(row.created_at).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d{3} \+00:00$/);
    }
    const buckets = await sequelize.query('SELECT quiz_id, rank_bucket, attempt_count FROM leaderboard_buckets ORDER BY quiz_id, rank_bucket', { type: QueryTypes.SELECT });
    expect(buckets).toEqual([
      { quiz_id: 1, rank_bucket: rankBucketOf(4, 4), attempt_count: 4 },
      { quiz_id: 1, rank_bucket: rankBucketOf(2, 4), attempt_count: 2 },
      { quiz_id: 2, rank_bucket: rankBucketOf(4, 4), attempt_count: 1 },
    ].sort((a, b) => a.quiz_id - b.quiz_id || a.rank_bucket - b.rank_bucket));
  });

  test('When a quiz of the batch has a tombstone, then the batch fails (its attempt finds no count to rank by) and stores nothing', async () => {
    await sequelize.query("INSERT INTO deleted_quizzes (quiz_id, deleted_at) VALUES (3, '2026-11-26 06:00:00.000 +00:00')");
    const before = await Promise.all(['attempts', 'outbox_events', 'leaderboard_buckets'].map(count));
    await expect(write([writeOf(attemptOf(1, 4)), writeOf(attemptOf(3, 4))])).rejects.toThrow(/NOT NULL constraint failed: attempts.tie_rank/);
    expect(await Promise.all(['attempts', 'outbox_events', 'leaderboard_buckets'].map(count))).toEqual(before);
  });

  test('When an attempt of the batch repeats a stored idempotency key, then the batch rejects and stores nothing', async () => {
    const first = attemptOf(1, 4, 'same-key');
    await write([writeOf(first)]);
    const before = await Promise.all(['attempts', 'outbox_events', 'leaderboard_buckets'].map(count));
    await expect(write([writeOf(attemptOf(1, 2)), writeOf(attemptOf(1, 4, 'same-key'))])).rejects.toThrow(/UNIQUE/);
    expect(await Promise.all(['attempts', 'outbox_events', 'leaderboard_buckets'].map(count))).toEqual(before);
  });
});
