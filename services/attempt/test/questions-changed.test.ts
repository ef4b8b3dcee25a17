import { randomUUID } from 'node:crypto';
import { ATTEMPT_HEADERS, ATTEMPT_MESSAGES, attemptDetailSchema, publicLiveAttemptSchema } from '@quizlink/contracts/attempt';
import { HTTP_ERRORS } from '@quizlink/contracts/errors';
import { EVENT_TYPES, type QuizQuestionsChangedV1, TOPICS } from '@quizlink/contracts/events';
import { LIVE_EVENTS } from '@quizlink/contracts/platform';
import type { AnswerKey } from '@quizlink/contracts/quiz';
import { call, eventually } from '@quizlink/kit-http/testing';
import { openSse } from '@quizlink/kit-live/testing';
import { registerQuiz, startAttemptService, submission, type Harness } from './attempt-service.harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startAttemptService('questions_changed');
});
afterAll(async () => {
  await h.close();
});

const submit = (body: unknown) => call(h.baseUrl, 'POST', '/api/quiz-attempts', body);
const cachedKey = (quizId: number) => h.cache.get<AnswerKey>(`answer-key:v3:${quizId}`);

/** The creator adds a multiple-choice question: the fake quiz service serves it from now on (no event yet; the cache keeps its own copy). */
function addQuestionInQuizService(key: AnswerKey): number {
  const id = key.quizId * 10 + 5;
  key.questions = [...key.questions, { id, type: 'multiple-choice', correctAnswers: ['Right-Five'] }];
  return id;
}

const questionsChanged = (quizId: number): QuizQuestionsChangedV1 => ({
  id: randomUUID(),
  type: EVENT_TYPES.quizQuestionsChanged,
  version: 1,
  occurredAt: new Date().toISOString(),
  key: String(quizId),
  data: { quizId },
});

/** The stored attempt, read as its taker does (with the secret the submission returned). */
async function scored(created: { id: string; attemptSecret: string }) {
  const res = await call(h.baseUrl, 'GET', `/api/quiz-attempts/${created.id}`, undefined, { [ATTEMPT_HEADERS.attemptSecret]: created.attemptSecret });
  return attemptDetailSchema.parse(res.body);
}

describe('quiz.questions-changed', () => {
  it('When a question was added and the event arrives, then the cached key is dropped and the next attempt counts the new question', async () => {
    const key = registerQuiz(h);
    expect((await submit(submission(key))).status).toBe(201);
    expect((await cachedKey(key.quizId))?.questions).toHaveLength(4);

    addQuestionInQuizService(key);
    await h.bus.publish(TOPICS.quizEvents, [questionsChanged(key.quizId)]);
    await eventually(async () => expect(await cachedKey(key.quizId)).toBeUndefined());

    // Answers only the old questions: the total still counts the added one (the fresh key has it).
    const next = await submit(submission(key, { userAnswerId: 8 }));
    expect(next.status).toBe(201);
    expect(await scored(next.body)).toMatchObject({ score: 2, totalQuestions: 4 });
    expect((await cachedKey(key.quizId))?.questions).toHaveLength(5);
  });

  it('When the event is delivered twice, then handling it again is harmless', async () => {
    const key = registerQuiz(h);
    expect((await submit(submission(key))).status).toBe(201);
    expect(await cachedKey(key.quizId)).toBeDefined();
    const event = questionsChanged(key.quizId);
    await h.bus.publish(TOPICS.quizEvents, [event, event]);
    await eventually(async () => expect(await cachedKey(key.quizId)).toBeUndefined());
    expect((await submit(submission(key, { userAnswerId: 8 }))).status).toBe(201);
    expect((await call(h.baseUrl, 'GET', `/api/quizzes/${key.quizId}/attempts/leaderboard`)).body.total).toBe(2);
  });

  it('When the event passes, then open results pages are not told anything about it', async () => {
    const key = registerQuiz(h);
    const stream = await openSse(`${h.baseUrl}/api/quizzes/${key.quizId}/attempts/live`);
    try {
      await stream.next(LIVE_EVENTS.ready);
      await h.bus.publish(TOPICS.quizEvents, [questionsChanged(key.quizId)]);
      const res = await submit(submission(key));
      expect(res.status).toBe(201);
      // Had the event been mistaken for an attempt, the first push would not be this attempt's.
      const pushed = publicLiveAttemptSchema.strict().parse(JSON.parse((await stream.next(LIVE_EVENTS.attemptSubmitted)).data));
      expect(pushed.completedAt).toBe(h.now.value.toISOString());
    } finally {
      stream.close();
    }
  });
});

describe('a cached key older than the quiz (before the event arrives)', () => {
  it('When a submission answers a question the cached key lacks, then the key is read again once and the answer is scored', async () => {
    const key = registerQuiz(h);
    expect((await submit(submission(key))).status).toBe(201);
    const added = addQuestionInQuizService(key);
    const callsBefore = h.quizService.state.calls;

    const base = submission(key, { userAnswerId: 9 });
    const res = await submit({ ...base, answers: [...base.answers, { questionId: added, userAnswer: 'Right-Five' }] });
    expect(res.status).toBe(201);
    const attempt = await scored(res.body);
    expect(attempt).toMatchObject({ score: 3, totalQuestions: 4 });
    expect(attempt.answers.find((a) => a.questionId === added)?.isCorrect).toBe(true);
    expect(h.quizService.state.calls - callsBefore).toBe(1);
    // The fresh key replaced the stale one in the cache.
    expect((await cachedKey(key.quizId))?.questions.map((q) => q.id)).toContain(added);
  });

  it('When a submission answers a question no key knows, then it answers 400 after one fresh read and stores nothing', async () => {
    const key = registerQuiz(h);
    expect((await submit(submission(key))).status).toBe(201);
    const callsBefore = h.quizService.state.calls;
    const base = submission(key, { userAnswerId: 10 });
    const res = await submit({ ...base, answers: [...base.answers, { questionId: 424242, userAnswer: 'x' }] });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: HTTP_ERRORS.requestInvalid.code, message: ATTEMPT_MESSAGES.attemptQuizMismatch });
    expect(h.quizService.state.calls - callsBefore).toBe(1);
    const board = await call(h.baseUrl, 'GET', `/api/quizzes/${key.quizId}/attempts/leaderboard`);
    expect(board.body.total).toBe(1);
  });
});
