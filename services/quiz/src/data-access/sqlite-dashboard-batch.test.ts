import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Sequelize } from 'sequelize';
import type { AttemptSubmittedV1 } from '@quizlink/contracts/events';
import { openDatabase, runMigrations } from '@quizlink/kit-db';
import { createLogger } from '@quizlink/kit-logger';
import { defineDashboardAttemptModel, type DashboardAttemptModel } from './dashboard-attempt.model.ts';
import { quizMigrations } from './migrations/index.ts';
import { defineQuizModels, type QuizModel } from './quiz.model.ts';
import { createPreparedReads } from '@quizlink/kit-db';
import { createDashboardAttemptRepository } from './dashboard-attempt.repository.ts';
import { recordAttemptsSqlite, recordAttemptsSqliteTurn } from './sqlite-dashboard-batch.ts';
import { dashboardAttemptOf, dashboardQuizMaker } from './dashboard-batch.fixture.ts';

const logger = createLogger({ service: 'sqlite-dashboard-batch-test', level: 'silent' });


const attemptOf = dashboardAttemptOf;

describe.each([
  ['recordAttemptsSqlite (the projector batch as plain statements in its transaction)', 'in-transaction'],
  ['recordAttemptsSqliteTurn (the live consumer batch as one script in the write turn)', 'own-turn'],
] as const)('%s', (_title, way) => {
  let root: string;
  let sequelize: Sequelize;
  let Quiz: QuizModel;
  let DashboardAttempt: DashboardAttemptModel;
  let liveQuiz: number;
  let purgedQuiz: number;
  const record = (attempts: Array<AttemptSubmittedV1['data']>, recordedAt: Date) =>
    way === 'in-transaction'
      ? sequelize.transaction((transaction) => recordAttemptsSqlite(attempts, recordedAt, transaction))
      : recordAttemptsSqliteTurn(sequelize, createPreparedReads(sequelize), attempts, recordedAt);

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'quiz-sqlite-dashboard-'));
    sequelize = await openDatabase({ sqliteFile: path.join(root, 'quiz.sqlite'), logger });
    await runMigrations(sequelize, quizMigrations, logger);
    ({ Quiz } = defineQuizModels(sequelize));
    DashboardAttempt = defineDashboardAttemptModel(sequelize);
    const quizOf = await dashboardQuizMaker(sequelize);
    liveQuiz = await quizOf(1, null);
    purgedQuiz = await quizOf(2, new Date());
  });
  afterAll(async () => {
    await sequelize.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  test('When a batch holds attempts of a live and of a purged quiz, then only the live quiz’s are recorded, each reading back through the model as sent', async () => {
    const kept = [attemptOf(liveQuiz, 1, [1, 2]), attemptOf(liveQuiz, 2)];
    const dropped = attemptOf(purgedQuiz, 2);
    const recordedAt = new Date(Date.UTC(2026, 10, 26, 7, 1, 0, 5));
    const recorded = await record([kept[0]!, dropped, kept[1]!], recordedAt);

    expect([...recorded].sort()).toEqual(kept.map((a) => a.attemptId).sort());
    const rows = await DashboardAttempt.findAll({ where: { attemptId: [...kept, dropped].map((a) => a.attemptId) } });
    expect(rows).toHaveLength(2);
    for (const data of kept) {
      const row = rows.find((r) => r.attemptId === data.attemptId);
      expect(row).toMatchObject({ quizId: liveQuiz, userAnswerId: 5, userName: 'Ada', score: data.score, totalQuestions: 2 });
      expect(JSON.parse(row?.answersJson ?? '')).toEqual(data.answers);
      expect(JSON.parse(row?.openEndedAnswersJson ?? '')).toEqual(data.openEndedAnswers);
      expect(row?.questionIdsJson === null ? null : JSON.parse(row?.questionIdsJson ?? '')).toEqual(data.questionIds ?? null);
      expect(row?.completedAt.toISOString()).toBe(data.completedAt);
      expect(row?.recordedAt.toISOString()).toBe(recordedAt.toISOString());
    }
  });

  test('When an attempt arrives again (the live consumer and the projector both write it), then it stays one row and still counts as recorded', async () => {
    const attempt = attemptOf(liveQuiz, 1);
    await record([attempt], new Date());
    const again = await record([attempt, { ...attempt }], new Date());
    expect([...again]).toEqual([attempt.attemptId]);
    expect(await DashboardAttempt.count({ where: { attemptId: attempt.attemptId } })).toBe(1);
  });

  test('When the repository records a batch on its own and a name holds text a script cannot carry, then the rows are written all the same', async () => {
    const dashboard = createDashboardAttemptRepository({ DashboardAttempt, Quiz }, () => new Date());
    const odd = { ...attemptOf(liveQuiz, 1), userName: 'Nul\u0000Name' };
    const plain = attemptOf(liveQuiz, 2);
    const recorded = await dashboard.recordAttemptsAlone([odd, plain]);
    expect([...recorded].sort()).toEqual([odd.attemptId, plain.attemptId].sort());
    expect((await DashboardAttempt.findByPk(odd.attemptId))?.userName).toBe('Nul\u0000Name');
    expect(await DashboardAttempt.count({ where: { attemptId: plain.attemptId } })).toBe(1);
  });
});
