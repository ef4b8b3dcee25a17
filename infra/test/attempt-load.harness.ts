/**
 * Concurrent attempt submissions through a gateway, and the checks the write path's guarantees are
 * judged by (issue 14): every acknowledged attempt stored once, ranks exact, tie order a total order.
 * Used by the embedded kill test and the two-replica test; it talks HTTP only, to whatever runs behind
 * the gateway URL it is given.
 */
import { randomUUID } from 'node:crypto';
import { QueryTypes, type Sequelize } from 'sequelize';
import { ATTEMPT_HEADERS, ATTEMPT_PATHS } from '@quizlink/contracts/attempt';
import { HEADERS } from '@quizlink/contracts/http';
import { EVENT_TYPES } from '@quizlink/contracts/events';

export type Json = Record<string, unknown>;
export type Quiz = { id: number; accessCode: string; dashboardToken: string; questions: Array<{ id: number; type: string; options: string[] }> };
/** One submission as the browser makes it: its body and its Idempotency-Key, kept for every resend. */
export type Submission = { key: string; body: Json };
/** A submission the service answered 201: the attempt's id and (latest) secret. */
export type Acknowledged = Submission & { id: string; secret: string };

/** Answers 502/503/504 and network errors: the browser sends the same submission again. */
const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([0, 502, 503, 504]);
const RESEND_PAUSE_MS = 250;
/** Leaderboard and attempt reads in parallel while checking ranks. */
const CHECK_CONCURRENCY = 8;

export async function api(baseUrl: string, method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<{ status: number; body: Json }> {
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as Json) : {} };
}

const mc = (text: string, options: string[]) => ({ text, type: 'multiple-choice', options, correctAnswers: [options[0]] });

/**
 * A creator and a published quiz of four multiple-choice questions and one open-ended one; `timing`
 * (e.g. `{ timeLimit }`) makes it timed, whose questions only a start reveals (the creator's own here).
 */
export async function publishQuiz(baseUrl: string, timing: Json = {}): Promise<Quiz> {
  const creator = await api(baseUrl, 'POST', '/api/users', { username: 'Creator Cleo' });
  const created = await api(baseUrl, 'POST', '/api/quizzes', {
    creatorId: creator.body.id,
    creatorName: 'Creator Cleo',
    ...timing,
    questions: [mc('One?', ['1', 'uno']), mc('Two?', ['2', 'dos']), mc('Three?', ['3', 'tres']), mc('Four?', ['4', 'cuatro']), { text: 'Say something', type: 'open-ended' }],
  });
  if (created.status !== 201) throw new Error(`publish failed: ${created.status} ${JSON.stringify(created.body)}`);
  const questions = await api(baseUrl, 'GET', `/api/quizzes/${created.body.id}/questions`);
  if (questions.status === 200) return { ...(created.body as Omit<Quiz, 'questions'>), questions: questions.body as unknown as Quiz['questions'] };
  const start = await api(baseUrl, 'POST', ATTEMPT_PATHS.attemptStarts, { quizId: created.body.id, userAnswerId: creator.body.id });
  if (start.status !== 201) throw new Error(`start failed: ${start.status} ${JSON.stringify(start.body)}`);
  return { ...(created.body as Omit<Quiz, 'questions'>), questions: start.body.questions as Quiz['questions'] };
}

export async function createTakers(baseUrl: string, count: number): Promise<number[]> {
  const takers: number[] = [];
  for (let i = 0; i < count; i += 1) takers.push((await api(baseUrl, 'POST', '/api/users', { username: `Taker ${i}` })).body.id as number);
  return takers;
}

/** Taker `takerId`'s answers with the first `correct` multiple-choice questions right: scores repeat, so ranks tie. */
export function scoredSubmission(quiz: Quiz, takerId: number, correct: number): Json {
  const choice = quiz.questions.filter((q) => q.type === 'multiple-choice');
  const open = quiz.questions.filter((q) => q.type === 'open-ended');
  return {
    quizId: quiz.id,
    userAnswerId: takerId,
    userName: `Taker ${takerId}`,
    answers: choice.map((q, i) => ({ questionId: q.id, userAnswer: i < correct ? q.options[0] : q.options[1] })),
    openEndedAnswers: open.map((q) => ({ questionId: q.id, userAnswer: 'Hello' })),
  };
}

/** Sends a submission (again) with its key until it is answered other than retryably. */
export async function submitUntilAnswered(baseUrl: string, submission: Submission): Promise<{ status: number; body: Json }> {
  for (;;) {
    const res = await api(baseUrl, 'POST', '/api/quiz-attempts', submission.body, { [HEADERS.idempotencyKey]: submission.key }).catch(() => ({ status: 0, body: {} as Json }));
    if (!RETRYABLE_STATUSES.has(res.status)) return res;
    await new Promise((r) => setTimeout(r, RESEND_PAUSE_MS));
  }
}

export type SubmissionLoad = {
  acknowledged: Acknowledged[];
  /** Answers other than 201 after the resends (none expected). */
  refused: Array<{ status: number; body: Json }>;
  /** Stops new submissions and resolves once every started one is answered (resent across outages). */
  stop(): Promise<void>;
};

/**
 * One worker per taker, each submitting one attempt after another with a fresh Idempotency-Key and
 * resending it, like the browser, after a 502/503/504 or a network error. `onAcknowledged` runs at
 * once on each 201 (before any other callback), e.g. to kill the server right after an answer.
 */
export function startSubmissionLoad(baseUrl: string, quiz: Quiz, takers: number[], onAcknowledged?: (count: number) => void): SubmissionLoad {
  const load: SubmissionLoad = { acknowledged: [], refused: [], stop: async () => undefined };
  const control = { running: true };
  const worker = async (takerId: number, index: number) => {
    for (let round = 0; control.running; round += 1) {
      const submission: Submission = { key: randomUUID(), body: scoredSubmission(quiz, takerId, (index + round) % 5) };
      const res = await submitUntilAnswered(baseUrl, submission);
      if (res.status !== 201) {
        load.refused.push(res);
        continue;
      }
      load.acknowledged.push({ ...submission, id: res.body.id as string, secret: res.body.attemptSecret as string });
      onAcknowledged?.(load.acknowledged.length);
    }
  };
  const all = Promise.all(takers.map(worker));
  load.stop = async () => {
    control.running = false;
    await all;
  };
  return load;
}

export async function waitUntil(check: () => Promise<boolean> | boolean, what: string, timeoutMs: number): Promise<number> {
  const started = Date.now();
  while (!(await Promise.resolve().then(check).catch(() => false))) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return Date.now() - started;
}

async function inBatches<T, R>(items: T[], work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += CHECK_CONCURRENCY) results.push(...(await Promise.all(items.slice(i, i + CHECK_CONCURRENCY).map(work))));
  return results;
}

/**
 * Every acknowledged attempt opens with its secret, the board counts exactly them, and each one's rank
 * is the shared rank its stored score earns (1, 1, 3: one more than the attempts with a better ratio).
 */
export async function expectStoredAndRankedExactly(baseUrl: string, quiz: Quiz, acknowledged: Acknowledged[]): Promise<void> {
  const stored = await inBatches(acknowledged, async (a) => {
    const res = await api(baseUrl, 'GET', `/api/quiz-attempts/${a.id}`, undefined, { [ATTEMPT_HEADERS.attemptSecret]: a.secret });
    return { id: a.id, secret: a.secret, status: res.status, storedId: res.body.id, ratio: Number(res.body.score) / Number(res.body.totalQuestions) };
  });
  expect(stored.filter((s) => s.status !== 200 || s.storedId !== s.id)).toEqual([]);

  const leaderboardPath = ATTEMPT_PATHS.leaderboard.replace(':id', String(quiz.id));
  const ranks = await inBatches(stored, async (s) => {
    const res = await api(baseUrl, 'GET', `${leaderboardPath}?limit=1`, undefined, { [ATTEMPT_HEADERS.attemptSecret]: s.secret });
    const expected = 1 + stored.filter((other) => other.ratio > s.ratio).length;
    return { id: s.id, total: res.body.total, rank: (res.body.you as { rank?: number } | null)?.rank, expected };
  });
  expect(ranks.filter((r) => r.total !== acknowledged.length)).toEqual([]);
  expect(ranks.filter((r) => r.rank !== r.expected)).toEqual([]);
  // Scores repeat on purpose: at least one rank is shared.
  expect(new Set(ranks.map((r) => r.rank)).size).toBeLessThan(ranks.length);
}

/**
 * In the attempt database: the quiz's rows are exactly the acknowledged ids (no duplicate, no extra),
 * tie ranks within each bucket are 0…n−1 (a total order, no gap, no repeat) and match the bucket
 * counts, and the outbox holds exactly one attempt.submitted event per attempt.
 */
export async function expectAttemptDatabaseExact(db: Sequelize, quiz: Quiz, acknowledged: Acknowledged[]): Promise<void> {
  const ids = acknowledged.map((a) => a.id).sort();
  expect(new Set(ids).size).toBe(ids.length);
  const rows = await db.query<{ id: string; rank_bucket: number; tie_rank: number }>('SELECT id, rank_bucket, tie_rank FROM attempts WHERE quiz_id = ?', { replacements: [quiz.id], type: QueryTypes.SELECT });
  expect(rows.map((r) => r.id).sort()).toEqual(ids);

  const tieRanks = new Map<number, number[]>();
  for (const row of rows) tieRanks.set(Number(row.rank_bucket), [...(tieRanks.get(Number(row.rank_bucket)) ?? []), Number(row.tie_rank)]);
  const counts = await db.query<{ rank_bucket: number; attempt_count: number }>('SELECT rank_bucket, attempt_count FROM leaderboard_buckets WHERE quiz_id = ?', { replacements: [quiz.id], type: QueryTypes.SELECT });
  for (const [bucket, ranks] of tieRanks) {
    expect({ bucket, ranks: ranks.sort((a, b) => a - b) }).toEqual({ bucket, ranks: ranks.map((_, i) => i) });
    expect(Number(counts.find((c) => Number(c.rank_bucket) === bucket)?.attempt_count)).toBe(ranks.length);
  }

  const events = await db.query<{ payload: string }>('SELECT payload FROM outbox_events', { type: QueryTypes.SELECT });
  const submitted = events
    .map((e) => JSON.parse(e.payload) as { type: string; data: { attemptId: string; quizId: number } })
    .filter((e) => e.type === EVENT_TYPES.attemptSubmitted && e.data.quizId === quiz.id)
    .map((e) => e.data.attemptId);
  expect(submitted.sort()).toEqual(ids);
}

/** Attempt ids of the quiz in the quiz service's dashboard read model (fed by attempt.submitted). */
export async function dashboardAttemptIds(db: Sequelize, quiz: Quiz): Promise<string[]> {
  const rows = await db.query<{ attempt_id: string }>('SELECT attempt_id FROM dashboard_attempts WHERE quiz_id = ?', { replacements: [quiz.id], type: QueryTypes.SELECT });
  return rows.map((r) => r.attempt_id).sort();
}
