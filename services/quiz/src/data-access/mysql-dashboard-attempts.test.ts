import { randomUUID } from 'node:crypto';
import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import { type AttemptSubmittedV1, type DomainEvent, EVENT_TYPES } from '@quizlink/contracts/events';
import { openDatabase, runMigrations, withMysqlScriptSession } from '@quizlink/kit-db';
import { createTestDatabase, type TestDatabase } from '@quizlink/kit-db/testing';
import { createLogger } from '@quizlink/kit-logger';
import { attemptSubmittedConsumer } from '../entry-points/events/attempt-submitted.consumer.ts';
import { createDashboardAttemptRepository } from './dashboard-attempt.repository.ts';
import { defineDashboardAttemptModel, type DashboardAttemptModel } from './dashboard-attempt.model.ts';
import { quizMigrations } from './migrations/index.ts';
import { insertAttemptsStatementMysql, recordAttemptsMysql, recordAttemptsMysqlScript } from './mysql-dashboard-attempts.ts';
import { defineQuizModels, type QuizModel } from './quiz.model.ts';
import { dashboardAttemptOf, dashboardQuizMaker } from './dashboard-batch.fixture.ts';

const logger = createLogger({ service: 'mysql-dashboard-attempts-test', level: 'silent' });
// MySQL/MariaDB only (DATABASE_URL): SQLite's counterparts are in sqlite-dashboard-batch.test.ts.
const describeMysql = process.env.DATABASE_URL ? describe : describe.skip;

type Attempt = AttemptSubmittedV1['data'];


const attemptOf = (quizId: number, score: number, questionIds?: number[]): Attempt =>
  dashboardAttemptOf(quizId, score, questionIds, { userName: 'Ada “Zoë” 🦊', answer: "A'; DROP TABLE quizzes; --" });

const submitted = (data: Attempt, id: string = randomUUID()): DomainEvent =>
  ({ id, type: EVENT_TYPES.attemptSubmitted, version: 1, occurredAt: new Date().toISOString(), key: String(data.quizId), data }) as DomainEvent;

/** A dashboard row as the database holds it, without its attempt id (the same attempt cannot be written both ways). */
type StoredRow = Record<string, unknown>;

describeMysql('MySQL dashboard writes: one script per batch, the same rows as the transaction', () => {
  let db: TestDatabase;
  let sequelize: Sequelize;
  let Quiz: QuizModel;
  let DashboardAttempt: DashboardAttemptModel;
  let liveQuiz: number;
  let purgedQuiz: number;
  let deletedQuiz: number;

  const storedRows = async (attemptIds: readonly string[]): Promise<Map<string, StoredRow>> => {
    if (attemptIds.length === 0) return new Map();
    const rows = await sequelize.query<StoredRow>(
      `SELECT attempt_id, quiz_id, user_answer_id, user_name, score, total_questions, answers_json, open_ended_answers_json, question_ids_json,
              DATE_FORMAT(completed_at, '%Y-%m-%d %H:%i:%s.%f') AS completed_at, DATE_FORMAT(recorded_at, '%Y-%m-%d %H:%i:%s.%f') AS recorded_at
       FROM dashboard_attempts WHERE attempt_id IN (:attemptIds)`,
      { type: QueryTypes.SELECT, replacements: { attemptIds } },
    );
    return new Map(rows.map(({ attempt_id: attemptId, ...row }) => [String(attemptId), row]));
  };
  const countOf = async (attemptId: string) => DashboardAttempt.count({ where: { attemptId } });
  const transactionWay = (attempts: Attempt[], recordedAt: Date) => sequelize.transaction((transaction) => recordAttemptsMysql(attempts, recordedAt, transaction));
  const dashboardOf = (database: Sequelize) =>
    createDashboardAttemptRepository({ DashboardAttempt: defineDashboardAttemptModel(database), Quiz: defineQuizModels(database).Quiz }, () => new Date());

  beforeAll(async () => {
    db = await createTestDatabase('quiz_mysql_dashboard');
    sequelize = await openDatabase({ ...db, logger });
    await runMigrations(sequelize, quizMigrations, logger);
    ({ Quiz } = defineQuizModels(sequelize));
    DashboardAttempt = defineDashboardAttemptModel(sequelize);
    const quizOf = await dashboardQuizMaker(sequelize);
    liveQuiz = await quizOf(1, null);
    purgedQuiz = await quizOf(2, new Date());
    deletedQuiz = await quizOf(3, null);
    await Quiz.destroy({ where: { id: deletedQuiz } });
  });
  afterAll(async () => {
    await sequelize.close();
    await db.drop();
  });

  test('When a batch goes as one script and its twin through the transaction, then both record the same rows and report the same attempts', async () => {
    const recordedAt = new Date(Date.UTC(2026, 10, 26, 7, 1, 0, 5));
    // Twins: the same attempts but for their ids. Questions given and not (null), and quizzes live, purged and deleted.
    const batch = [attemptOf(liveQuiz, 1, [1, 2]), attemptOf(purgedQuiz, 2), attemptOf(liveQuiz, 2), attemptOf(deletedQuiz, 1, [1])];
    const twins = batch.map((data) => ({ ...data, attemptId: randomUUID() }));

    const byScript = await recordAttemptsMysqlScript(sequelize, batch, recordedAt);
    const byTransaction = await transactionWay(twins, recordedAt);

    expect([...byScript].sort()).toEqual([batch[0]!.attemptId, batch[2]!.attemptId].sort());
    expect([...byTransaction].sort()).toEqual([twins[0]!.attemptId, twins[2]!.attemptId].sort());
    const scriptRows = await storedRows(batch.map((data) => data.attemptId));
    const transactionRows = await storedRows(twins.map((data) => data.attemptId));
    expect(scriptRows.size).toBe(2);
    batch.forEach((data, index) => expect(scriptRows.get(data.attemptId)).toEqual(transactionRows.get(twins[index]!.attemptId)));
    // And as sent, read back through the model.
    for (const data of [batch[0]!, batch[2]!]) {
      const row = await DashboardAttempt.findByPk(data.attemptId);
      expect(row).toMatchObject({ quizId: liveQuiz, userAnswerId: 5, userName: data.userName, score: data.score, totalQuestions: 2 });
      expect(JSON.parse(row?.answersJson ?? '')).toEqual(data.answers);
      expect(JSON.parse(row?.openEndedAnswersJson ?? '')).toEqual(data.openEndedAnswers);
      expect(row?.questionIdsJson === null ? null : JSON.parse(row?.questionIdsJson ?? '')).toEqual(data.questionIds ?? null);
      expect(row?.completedAt.toISOString()).toBe(data.completedAt);
      expect(row?.recordedAt.toISOString()).toBe(recordedAt.toISOString());
    }
  });

  test('When a script holds one attempt, then it records the same row as the transaction, only for a live quiz, with no temporary table on disk', async () => {
    const recordedAt = new Date(Date.UTC(2026, 10, 26, 7, 2, 0, 5));
    const long = { ...attemptOf(liveQuiz, 1, [1, 2]), answers: Array.from({ length: 10 }, (_, i) => ({ questionId: i + 1, userAnswer: `Question ${i + 1} option A`, isCorrect: i % 2 === 0 })) };
    const twin = { ...long, attemptId: randomUUID() };
    const purged = attemptOf(purgedQuiz, 1);
    const diskTables = async (transaction: Transaction) =>
      Number((await sequelize.query<{ Value: string }>("SHOW SESSION STATUS LIKE 'Created_tmp_disk_tables'", { type: QueryTypes.SELECT, transaction }))[0]?.Value);

    const created = await sequelize.transaction(async (transaction) => {
      const before = await diskTables(transaction);
      for (const one of [long, purged]) {
        const statement = insertAttemptsStatementMysql([one], recordedAt);
        await sequelize.query(statement.sql, { replacements: [...statement.params], transaction });
      }
      return (await diskTables(transaction)) - before;
    });
    await transactionWay([twin], recordedAt);

    expect(created).toBe(0);
    expect(await countOf(purged.attemptId)).toBe(0);
    const rows = await storedRows([long.attemptId, twin.attemptId]);
    expect(rows.get(long.attemptId)).toEqual(rows.get(twin.attemptId));
    expect(rows.get(long.attemptId)).toBeDefined();
  });

  test('When every attempt of a script lacks its questions, then the rows hold null for them (a column of nulls only)', async () => {
    const batch = [attemptOf(liveQuiz, 0), attemptOf(liveQuiz, 1)];
    await withMysqlScriptSession(sequelize, (run) => run([insertAttemptsStatementMysql(batch, new Date())]));
    for (const data of batch) expect((await DashboardAttempt.findByPk(data.attemptId))?.questionIdsJson).toBeNull();
  });

  test('When an attempt arrives again (twice in one batch, then in a later one), then it stays one row as first recorded and still counts as recorded', async () => {
    const attempt = attemptOf(liveQuiz, 1);
    const first = new Date(Date.UTC(2026, 10, 26, 8, 0, 0, 0));
    expect([...(await recordAttemptsMysqlScript(sequelize, [attempt, { ...attempt }], first))]).toEqual([attempt.attemptId]);
    const again = await recordAttemptsMysqlScript(sequelize, [{ ...attempt, score: 2 }], new Date());
    expect([...again]).toEqual([attempt.attemptId]);
    expect(await countOf(attempt.attemptId)).toBe(1);
    expect(await DashboardAttempt.findByPk(attempt.attemptId)).toMatchObject({ score: 1, recordedAt: first });
  });

  test('When the repository records a batch on its own, then the live quiz’s attempts are recorded and reported, the purged and deleted quizzes’ are neither', async () => {
    const kept = attemptOf(liveQuiz, 2);
    const dropped = [attemptOf(purgedQuiz, 1), attemptOf(deletedQuiz, 1)];
    const recorded = await dashboardOf(sequelize).recordAttemptsAlone([kept, ...dropped]);
    expect([...recorded]).toEqual([kept.attemptId]);
    expect(await countOf(kept.attemptId)).toBe(1);
    for (const data of dropped) expect(await countOf(data.attemptId)).toBe(0);
  });

  test('When the repository’s script cannot run (its pool names a database that is not there), then the batch is recorded through a transaction all the same', async () => {
    const other = await openDatabase({ ...db, logger });
    // Sequelize's own pool keeps the settings it was made with; kit-db's script pool is made from these on first use.
    (other.config as { database?: string }).database = 'no_such_database_for_scripts';
    try {
      const kept = attemptOf(liveQuiz, 1);
      const dropped = attemptOf(purgedQuiz, 1);
      const recorded = await dashboardOf(other).recordAttemptsAlone([kept, dropped]);
      expect([...recorded]).toEqual([kept.attemptId]);
      expect(await countOf(kept.attemptId)).toBe(1);
      expect(await countOf(dropped.attemptId)).toBe(0);
    } finally {
      await other.close();
    }
  });

  describe('the durable projector (attempt.submitted consumer)', () => {
    const processedCount = async (eventIds: readonly string[]) =>
      Number(
        (
          await sequelize.query<{ n: number }>('SELECT COUNT(*) AS n FROM processed_events WHERE event_id IN (:eventIds)', {
            type: QueryTypes.SELECT,
            replacements: { eventIds },
          })
        )[0]?.n,
      );

    test('When a batch is delivered, then it goes as one script: each attempt of a live quiz recorded once, each event id once, replays a no-op', async () => {
      // The transaction way refuses: whatever is recorded came through the script.
      const refused = () => Promise.reject(new Error('not the script way'));
      const scriptOnly = { ...dashboardOf(sequelize), recordAttempts: refused, recordAttempt: refused };
      const consumer = attemptSubmittedConsumer({ sequelize, logger, dashboard: scriptOnly });
      const attempts = [attemptOf(liveQuiz, 1, [1, 2]), attemptOf(liveQuiz, 2), attemptOf(purgedQuiz, 1)];
      const events = attempts.map((data) => submitted(data));
      await consumer.batch?.([...events, events[0]!]);
      // Replays: the same events, then the same attempt under a new event id.
      await consumer.batch?.(events);
      await consumer.batch?.([submitted(attempts[1]!)]);
      expect(await countOf(attempts[0]!.attemptId)).toBe(1);
      expect(await countOf(attempts[1]!.attemptId)).toBe(1);
      expect(await countOf(attempts[2]!.attemptId)).toBe(0);
      expect(await processedCount(events.map((event) => event.id))).toBe(3);
    });

    test('When the batch script fails (a statement of it fails), then the batch is handled in a transaction and recorded all the same', async () => {
      const dashboard = dashboardOf(sequelize);
      const failing = {
        ...dashboard,
        repeatableRecordStatements: (attempts: readonly Attempt[]) => [
          ...(dashboard.repeatableRecordStatements?.(attempts) ?? []),
          { sql: 'INSERT INTO no_such_table (id) VALUES (?)', params: [1] },
        ],
      };
      const attempts = [attemptOf(liveQuiz, 1), attemptOf(deletedQuiz, 2)];
      const events = attempts.map((data) => submitted(data));
      await attemptSubmittedConsumer({ sequelize, logger, dashboard: failing }).batch?.(events);
      expect(await countOf(attempts[0]!.attemptId)).toBe(1);
      expect(await countOf(attempts[1]!.attemptId)).toBe(0);
      expect(await processedCount(events.map((event) => event.id))).toBe(2);
    });
  });
});
