import { randomUUID } from 'node:crypto';
import { ATTEMPT_ERRORS, type SubmitAttemptRequest, submitAttemptRequestSchema } from '@quizlink/contracts/attempt';
import type { AttemptSubmittedV1 } from '@quizlink/contracts/events';
import { type AnswerKey, QUIZ_ERRORS, quizExpiredMessage } from '@quizlink/contracts/quiz';
import {
  DuplicateIdempotencyKeyError,
  StartAlreadyUsedError,
  type AnswerKeySource,
  type AttemptRecord,
  type AttemptStartRecord,
  type AttemptStore,
} from './attempt-model.ts';
import { matchesAttemptSecret } from './attempt-secret.ts';
import { submitAttempt, type AttemptDeps } from './submit-attempt.ts';

const key: AnswerKey = {
  quizId: 5,
  createdAt: '2026-01-01T00:00:00.000Z',
  expiresAt: '2026-01-08T00:00:00.000Z',
  timeLimit: null,
  questions: [
    { id: 1, type: 'multiple-choice', correctAnswers: ['A'] },
    { id: 2, type: 'multiple-choice', correctAnswers: ['B'] },
  ],
};

const request = (overrides: Partial<SubmitAttemptRequest> = {}) =>
  submitAttemptRequestSchema.parse({
    quizId: 5,
    userAnswerId: 9,
    userName: 'Bea',
    answers: [{ questionId: 1, userAnswer: 'A' }],
    score: 999,
    ...overrides,
  });

/** An in-memory store with the same unique rules as the tables: (userAnswerId, idempotencyKey), a start used once. */
function memoryStore() {
  const rows: AttemptRecord[] = [];
  const events: AttemptSubmittedV1[] = [];
  const starts: AttemptStartRecord[] = [];
  const store = {
    findByIdempotencyKey: async (userAnswerId: number, k: string) => rows.find((r) => r.userAnswerId === userAnswerId && r.idempotencyKey === k),
    insertWithEvent: async (attempt: AttemptRecord, event: AttemptSubmittedV1, startId?: string) => {
      if (attempt.idempotencyKey && rows.some((r) => r.userAnswerId === attempt.userAnswerId && r.idempotencyKey === attempt.idempotencyKey)) {
        throw new DuplicateIdempotencyKeyError();
      }
      const start = starts.find((s) => s.id === startId);
      if (startId && (!start || start.attemptId)) throw new StartAlreadyUsedError();
      if (start) start.attemptId = attempt.id;
      rows.push(attempt);
      events.push(event);
    },
    findById: async (id: string) => rows.find((r) => r.id === id),
    rotateSecret: async (id: string, secretHash: string) => {
      const row = rows.find((r) => r.id === id);
      if (row) row.secretHash = secretHash;
    },
    findStart: async (id: string) => starts.find((s) => s.id === id),
  } as Partial<AttemptStore> as AttemptStore;
  return { store, rows, events, starts };
}

const keySource = (answerKey: AnswerKey): AnswerKeySource => {
  const get = async (quizId: number) => (quizId === answerKey.quizId ? answerKey : undefined);
  return { get, refresh: get, forget: async () => undefined };
};

const deps = (store: AttemptStore, now = '2026-01-02T00:00:00.000Z', answerKey: AnswerKey = key, answerKeys = keySource(answerKey)): AttemptDeps => ({
  store,
  answerKeys,
  clock: () => new Date(now),
  newId: randomUUID,
  graceSeconds: 15,
});

describe('submitAttempt', () => {
  it('When an attempt is submitted with a forged score, then the server score is stored with its event', async () => {
    const { store, rows, events } = memoryStore();
    const { id } = await submitAttempt(deps(store), request());
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id, score: 1, totalQuestions: 2, userName: 'Bea' });
    expect(events[0]?.data).toMatchObject({ attemptId: id, score: 1, totalQuestions: 2 });
    expect(events[0]?.id).not.toBe(id);
  });

  it('When the quiz is unknown, then it fails with 404 quiz.not_found', async () => {
    const { store } = memoryStore();
    await expect(submitAttempt(deps(store), request({ quizId: 6 }))).rejects.toMatchObject({ status: 404, code: QUIZ_ERRORS.quizNotFound.code });
  });

  it('When the quiz has expired, then it fails with 410 and the lifetime in the message', async () => {
    const { store, rows } = memoryStore();
    await expect(submitAttempt(deps(store, '2026-01-08T00:00:00.000Z'), request())).rejects.toMatchObject({
      status: 410,
      code: QUIZ_ERRORS.quizExpired.code,
      message: quizExpiredMessage(7),
    });
    expect(rows).toHaveLength(0);
  });

  it('When an answer belongs to another quiz, then it fails with 400 and nothing is stored', async () => {
    const { store, rows } = memoryStore();
    await expect(submitAttempt(deps(store), request({ answers: [{ questionId: 3, userAnswer: 'A' }] }))).rejects.toMatchObject({
      status: 400,
      details: [{ path: 'answers.0.questionId' }],
    });
    expect(rows).toHaveLength(0);
  });

  it('When an attempt is stored, then its response carries a secret of at least 128 bits and only its hash is stored', async () => {
    const { store, rows } = memoryStore();
    const { attemptSecret } = await submitAttempt(deps(store), request());
    expect(Buffer.from(attemptSecret.split('.')[1] ?? '', 'base64url').length).toBeGreaterThanOrEqual(16);
    expect(matchesAttemptSecret(attemptSecret, rows[0]?.secretHash)).toBe(true);
    expect(JSON.stringify(rows[0])).not.toContain(attemptSecret);
  });

  it('When the same Idempotency-Key is sent twice, then the first id comes back with a fresh working secret and one attempt exists', async () => {
    const { store, rows } = memoryStore();
    const first = await submitAttempt(deps(store), request(), { idempotencyKey: 'k1' });
    const second = await submitAttempt(deps(store), request({ answers: [] }), { idempotencyKey: 'k1' });
    expect(second.id).toBe(first.id);
    expect(second.attemptSecret).not.toBe(first.attemptSecret);
    expect(rows).toHaveLength(1);
    expect(matchesAttemptSecret(second.attemptSecret, rows[0]?.secretHash)).toBe(true);
    expect(matchesAttemptSecret(first.attemptSecret, rows[0]?.secretHash)).toBe(false);
  });

  it('When two users use the same key, then each gets an attempt of their own', async () => {
    const { store, rows } = memoryStore();
    const a = await submitAttempt(deps(store), request(), { idempotencyKey: 'same' });
    const b = await submitAttempt(deps(store), request({ userAnswerId: 10 }), { idempotencyKey: 'same' });
    expect(a.id).not.toBe(b.id);
    expect(rows).toHaveLength(2);
  });

  it('When a key is reused for another quiz, then it fails with 409', async () => {
    const { store } = memoryStore();
    await submitAttempt(deps(store), request(), { idempotencyKey: 'k2' });
    await expect(submitAttempt(deps(store), request({ quizId: 6 }), { idempotencyKey: 'k2' })).rejects.toMatchObject({
      status: 409,
      code: ATTEMPT_ERRORS.attemptIdempotencyKeyReused.code,
    });
  });

  it('When two copies race, then the unique index picks one and the other answers with its id', async () => {
    const { store, rows } = memoryStore();
    const [a, b] = await Promise.all([
      submitAttempt(deps(store), request(), { idempotencyKey: 'race' }),
      submitAttempt(deps(store), request(), { idempotencyKey: 'race' }),
    ]);
    expect(a.id).toBe(b.id);
    expect(rows).toHaveLength(1);
    // The second answer rotated the secret: it is the one that works now.
    expect(matchesAttemptSecret(b.attemptSecret, rows[0]?.secretHash)).toBe(true);
  });

  it('When a submission is new, then its Idempotency-Key is never looked up (no read before the write)', async () => {
    const { store, rows } = memoryStore();
    let lookups = 0;
    const counting: AttemptStore = { ...store, findByIdempotencyKey: async (...args) => (lookups++, store.findByIdempotencyKey(...args)) };
    await submitAttempt(deps(counting), request(), { idempotencyKey: 'first' });
    expect(lookups).toBe(0);
    expect(rows).toHaveLength(1);
    await submitAttempt(deps(counting), request(), { idempotencyKey: 'first' });
    expect(lookups).toBe(1);
    expect(rows).toHaveLength(1);
  });
});

describe('submitAttempt on a timed quiz', () => {
  const timed: AnswerKey = { ...key, timeLimit: 60 };
  const startedAt = new Date('2026-01-02T00:00:00.000Z');
  const withStart = (overrides: Partial<AttemptStartRecord> = {}) => {
    const memory = memoryStore();
    const start: AttemptStartRecord = { id: randomUUID(), quizId: 5, userAnswerId: 9, startedAt, deadline: new Date(startedAt.getTime() + 60_000), attemptId: null, ...overrides };
    memory.starts.push(start);
    return { ...memory, start };
  };
  const at = (secondsAfterStart: number) => new Date(startedAt.getTime() + secondsAfterStart * 1000).toISOString();

  it('When no start is given, then it answers 400 attempt.start_required', async () => {
    const { store } = memoryStore();
    await expect(submitAttempt(deps(store, at(10), timed), request())).rejects.toMatchObject({ status: 400, code: ATTEMPT_ERRORS.attemptStartRequired.code });
  });

  it('When answers arrive within the limit plus the grace, then they are stored and the start is used', async () => {
    const { store, rows, start } = withStart();
    const { id } = await submitAttempt(deps(store, at(74), timed), request({ startId: start.id }));
    expect(rows.map((r) => r.id)).toEqual([id]);
    expect(start.attemptId).toBe(id);
  });

  it('When answers arrive after the limit plus the grace, then it answers 422 and stores nothing', async () => {
    const { store, rows, start } = withStart();
    await expect(submitAttempt(deps(store, at(76), timed), request({ startId: start.id }))).rejects.toMatchObject({
      status: 422,
      code: ATTEMPT_ERRORS.attemptTimeLimitExceeded.code,
    });
    expect(rows).toHaveLength(0);
  });

  it('When the start belongs to another taker or quiz, then it answers 404 attempt.start_not_found', async () => {
    const { store, start } = withStart({ userAnswerId: 10 });
    await expect(submitAttempt(deps(store, at(5), timed), request({ startId: start.id }))).rejects.toMatchObject({
      status: 404,
      code: ATTEMPT_ERRORS.attemptStartNotFound.code,
    });
  });

  it('When the same start is submitted again without a key, then it answers 409 attempt.already_submitted', async () => {
    const { store, rows, start } = withStart();
    await submitAttempt(deps(store, at(5), timed), request({ startId: start.id }));
    await expect(submitAttempt(deps(store, at(6), timed), request({ startId: start.id }))).rejects.toMatchObject({
      status: 409,
      code: ATTEMPT_ERRORS.attemptAlreadySubmitted.code,
    });
    expect(rows).toHaveLength(1);
  });

  it('When a retry carries the same key after the start was used, then the first attempt id comes back', async () => {
    const { store, start } = withStart();
    const first = await submitAttempt(deps(store, at(5), timed), request({ startId: start.id }), { idempotencyKey: 'k-1' });
    const again = await submitAttempt(deps(store, at(9999), timed), request({ startId: start.id }), { idempotencyKey: 'k-1' });
    expect(again.id).toBe(first.id);
  });
});

describe('submitAttempt with a cached key older than the quiz', () => {
  /** The quiz as the quiz service now serves it: the creator added question 3 after the key was cached. */
  const current: AnswerKey = { ...key, questions: [...key.questions, { id: 3, type: 'multiple-choice', correctAnswers: ['C'] }] };
  /** `null`: the quiz is gone by the time of the fresh read. */
  const staleCache = (fresh: AnswerKey | null = current) => {
    const reads = { refresh: 0 };
    const source: AnswerKeySource = {
      get: async () => key,
      refresh: async () => {
        reads.refresh += 1;
        return fresh ?? undefined;
      },
      forget: async () => undefined,
    };
    return { source, reads };
  };
  const now = '2026-01-02T00:00:00.000Z';

  it('When an answer names a question the cached key lacks, then the key is read again once and the answer is scored', async () => {
    const { store, rows } = memoryStore();
    const { source, reads } = staleCache();
    await submitAttempt(deps(store, now, key, source), request({ answers: [{ questionId: 1, userAnswer: 'A' }, { questionId: 3, userAnswer: 'C' }] }));
    expect(reads.refresh).toBe(1);
    expect(rows[0]).toMatchObject({ score: 2, totalQuestions: 3 });
  });

  it('When the cached key knows every answered question, then it is used without another read', async () => {
    const { store, rows } = memoryStore();
    const { source, reads } = staleCache();
    await submitAttempt(deps(store, now, key, source), request());
    expect(reads.refresh).toBe(0);
    expect(rows[0]).toMatchObject({ score: 1, totalQuestions: 2 });
  });

  it('When the fresh key does not know the question either, then it fails with 400 after that one read', async () => {
    const { store, rows } = memoryStore();
    const { source, reads } = staleCache();
    await expect(submitAttempt(deps(store, now, key, source), request({ answers: [{ questionId: 99, userAnswer: 'A' }] }))).rejects.toMatchObject({ status: 400 });
    expect(reads.refresh).toBe(1);
    expect(rows).toHaveLength(0);
  });

  it('When the quiz is gone by the fresh read, then it fails with 404 quiz.not_found', async () => {
    const { store } = memoryStore();
    const { source } = staleCache(null);
    await expect(submitAttempt(deps(store, now, key, source), request({ answers: [{ questionId: 3, userAnswer: 'C' }] }))).rejects.toMatchObject({
      status: 404,
      code: QUIZ_ERRORS.quizNotFound.code,
    });
  });
});
