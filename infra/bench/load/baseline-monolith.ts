/**
 * The load bench's baseline: the plainest honest monolith for the attempt-submission job. One Express
 * process, JSON body, scoring against an answer key held in memory, one INSERT per attempt into the same
 * database engine QuizLink uses — SQLite (WAL, synchronous=NORMAL, one connection, one prepared statement,
 * through the sqlite3 driver the project uses) or MySQL/MariaDB (mysql2, a pool of 10 like kit-db's).
 * No idempotency, no events, no ranks kept: it is the floor that the architecture must earn its keep over.
 *
 * Run by load.bench.ts as its own process: `node baseline-monolith.ts`, with BASELINE_SQLITE_FILE or
 * BASELINE_MYSQL_URL; it listens on a free loopback port and prints `{"port":N}` on stdout.
 */
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { openBaselineStore, type BaselineStore } from './baseline-store.ts';

type AnswerKey = Map<number, string>;
type Submission = { quizId?: unknown; userAnswerId?: unknown; userName?: unknown; answers?: Array<{ questionId?: unknown; userAnswer?: unknown }> };

const keys = new Map<number, AnswerKey>();

/** Score ÷ total the way QuizLink counts it: the chosen option (or the first of a list) equals the key's. */
function score(key: AnswerKey, body: Submission): { score: number; total: number } | undefined {
  let points = 0;
  for (const answer of body.answers ?? []) {
    const correct = key.get(Number(answer.questionId));
    if (correct === undefined) return undefined;
    const chosen = Array.isArray(answer.userAnswer) ? answer.userAnswer[0] : answer.userAnswer;
    if (typeof chosen === 'string' && chosen.trim() === correct) points += 1;
  }
  return { score: points, total: key.size };
}

function createApp(store: BaselineStore) {
  const app = express();
  app.use(express.json({ limit: '100kb' }));
  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.put('/bench/quizzes/:id/answer-key', (req, res) => {
    const questions = (req.body as { questions: Array<{ id: number; correct: string }> }).questions;
    keys.set(Number(req.params.id), new Map(questions.map((q) => [q.id, q.correct])));
    res.status(204).end();
  });
  app.post('/api/quiz-attempts', async (req, res) => {
    const body = req.body as Submission;
    const key = keys.get(Number(body.quizId));
    const result = key && score(key, body);
    if (!result || !Number.isInteger(body.userAnswerId)) {
      res.status(400).json({ error: { code: 'validation_failed', message: 'Unknown quiz, question or user' } });
      return;
    }
    const id = randomUUID();
    await store.insertAttempt({
      id,
      quizId: Number(body.quizId),
      userAnswerId: Number(body.userAnswerId),
      userName: String(body.userName ?? ''),
      score: result.score,
      totalQuestions: result.total,
      answersJson: JSON.stringify(body.answers ?? []),
      completedAt: new Date(),
    });
    res.status(201).json({ id });
  });
  app.get('/api/quizzes/:id/attempts/leaderboard', async (req, res) => {
    const limit = Math.min(100, Number(req.query.limit ?? 10) || 10);
    res.json(await store.leaderboard(Number(req.params.id), limit));
  });
  return app;
}

const store = await openBaselineStore({ sqliteFile: process.env.BASELINE_SQLITE_FILE, mysqlUrl: process.env.BASELINE_MYSQL_URL });
const server = createApp(store).listen(0, '127.0.0.1', () => {
  process.stdout.write(`${JSON.stringify({ port: (server.address() as AddressInfo).port })}\n`);
});
server.keepAliveTimeout = 65_000;
process.on('SIGTERM', () => {
  server.close();
  server.closeAllConnections();
  void store.close().finally(() => process.exit(0));
});
