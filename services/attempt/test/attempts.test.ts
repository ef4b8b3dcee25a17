import { ATTEMPT_ERRORS, ATTEMPT_HEADERS, ATTEMPT_MESSAGES, attemptDetailSchema, leaderboardResponseSchema } from '@quizlink/contracts/attempt';
import { HTTP_ERRORS } from '@quizlink/contracts/errors';
import { LIMITS, publicQuestionSchema, QUIZ_ERRORS, QUIZ_MESSAGES, quizExpiredMessage } from '@quizlink/contracts/quiz';
import { call } from '@quizlink/kit-http/testing';
import { creatorHeaders, registerQuiz, startAttemptService, submission, type Harness } from './attempt-service.harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startAttemptService('attempts');
});
afterAll(async () => {
  await h.close();
});

const submit = (body: unknown, headers: Record<string, string> = {}) => call(h.baseUrl, 'POST', '/api/quiz-attempts', body, headers);
const secretHeader = (created: { attemptSecret: string }) => ({ [ATTEMPT_HEADERS.attemptSecret]: created.attemptSecret });

describe('POST /api/quiz-attempts', () => {
  it('When an attempt is submitted with a forged score, then the server scores it from the answer key', async () => {
    const key = registerQuiz(h);
    const res = await submit(submission(key));
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), attemptSecret: expect.any(String) });

    const detail = await call(h.baseUrl, 'GET', `/api/quiz-attempts/${res.body.id}`, undefined, secretHeader(res.body));
    expect(detail.status).toBe(200);
    const attempt = attemptDetailSchema.strict().parse(detail.body);
    expect(attempt).toMatchObject({ quizId: key.quizId, userAnswerId: 7, userName: 'Taker Tom', score: 2, totalQuestions: 3 });
    expect(attempt.answers.map((a) => a.isCorrect)).toEqual([true, true, false]);
    expect(attempt.openEndedAnswers).toEqual([{ questionId: key.questions[3]!.id, userAnswer: 'Private-Essay-Text', questionIndex: 3 }]);
    // The key never comes back: the wrong answer's verdict carries no right answer, and the questions
    // are the public view a taker already saw (its options, never which one is right).
    expect(JSON.stringify(attempt.answers)).not.toContain('Right-Three');
    expect(attempt.questions.map((q) => publicQuestionSchema.strict().parse(q).id)).toEqual(key.questions.map((q) => q.id));
    expect(detail.text).not.toContain('correctAnswers');
  });

  it('When the quiz is open-ended only, then the attempt has score 0 of 0', async () => {
    const key = registerQuiz(h);
    key.questions = [{ id: key.quizId * 10 + 9, type: 'open-ended', correctAnswers: [] }];
    const res = await submit({ quizId: key.quizId, userAnswerId: 1, userName: 'E', openEndedAnswers: [{ questionId: key.quizId * 10 + 9, userAnswer: 'x' }] });
    expect(res.status).toBe(201);
    const detail = await call(h.baseUrl, 'GET', `/api/quiz-attempts/${res.body.id}`, undefined, secretHeader(res.body));
    expect(detail.body).toMatchObject({ score: 0, totalQuestions: 0, answers: [] });
  });

  it('When an answer refers to a question of another quiz, then it answers 400 and stores nothing', async () => {
    const key = registerQuiz(h);
    const other = registerQuiz(h);
    const body = submission(key, { answers: [{ questionId: other.questions[0]!.id, userAnswer: 'Right-One' }] });
    const res = await submit(body);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: HTTP_ERRORS.requestInvalid.code, message: ATTEMPT_MESSAGES.attemptQuizMismatch });
    const board = await call(h.baseUrl, 'GET', `/api/quizzes/${key.quizId}/attempts/leaderboard`);
    expect(board.body).toMatchObject({ total: 0, top: [] });
  });

  it('When the quiz does not exist, then it answers 404 quiz.not_found', async () => {
    const res = await submit({ quizId: 999_999, userAnswerId: 1, answers: [] });
    expect(res.status).toBe(404);
    expect(res.body.error).toMatchObject({ code: QUIZ_ERRORS.quizNotFound.code, message: QUIZ_MESSAGES.quizNotFound });
  });

  it('When the quiz has expired, then it answers 410 quiz.expired with the lifetime of the quiz', async () => {
    const key = registerQuiz(h, new Date(h.now.value.getTime() - 8 * 24 * 60 * 60 * 1000));
    const res = await submit(submission(key));
    expect(res.status).toBe(410);
    expect(res.body.error).toMatchObject({ code: QUIZ_ERRORS.quizExpired.code, message: quizExpiredMessage(7) });
  });

  it.each([
    ['quizId is missing', { userAnswerId: 1 }],
    ['quizId is not a number', { quizId: 'abc', userAnswerId: 1 }],
    ['userAnswerId is negative', { quizId: 1, userAnswerId: -1 }],
    ['answers is not a list', { quizId: 1, userAnswerId: 1, answers: 'all right' }],
    ['an answer has no question id', { quizId: 1, userAnswerId: 1, answers: [{ userAnswer: 'x' }] }],
    ['an open-ended answer is too long', { quizId: 1, userAnswerId: 1, openEndedAnswers: [{ questionId: 1, userAnswer: 'x'.repeat(LIMITS.openEndedAnswerMaxLength + 1) }] }],
    ['the user name is too long', { quizId: 1, userAnswerId: 1, userName: 'x'.repeat(LIMITS.userNameMaxLength + 1) }],
  ])('When %s, then it answers 400 request.invalid', async (_label, body) => {
    const res = await submit(body);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: HTTP_ERRORS.requestInvalid.code, requestId: expect.any(String) });
  });

  it('When the body is not valid JSON, then it answers 400 request.malformed_json', async () => {
    const res = await submit('{"quizId": 1,');
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe(HTTP_ERRORS.requestMalformedJson.code);
  });

  it('When the body is over the size limit, then it answers 413 request.too_large', async () => {
    const res = await submit({ quizId: 1, userAnswerId: 1, padding: 'x'.repeat(LIMITS.jsonBodyMaxBytes) });
    expect(res.status).toBe(413);
    expect(res.body.error.code).toBe(HTTP_ERRORS.requestTooLarge.code);
  });
});

describe('GET /api/quiz-attempts/{id}', () => {
  it('When the attempt does not exist, then it answers 404 attempt.not_found with the results text', async () => {
    const res = await call(h.baseUrl, 'GET', '/api/quiz-attempts/0b8e7a53-3b6f-4d59-9d7b-1d0a3f2b9c11', undefined, secretHeader({ attemptSecret: 'some-secret' }));
    expect(res.status).toBe(404);
    expect(res.body.error).toMatchObject({ code: ATTEMPT_ERRORS.attemptNotFound.code, message: ATTEMPT_MESSAGES.resultsNotFoundBody });
  });

  it('When the id is not a UUID, then it answers 400', async () => {
    const res = await call(h.baseUrl, 'GET', '/api/quiz-attempts/12');
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe(HTTP_ERRORS.requestInvalid.code);
  });
});

describe('GET /api/quizzes/{id}/attempts (the full list, creator only)', () => {
  it('When the dashboard token is missing or wrong, then it answers 401 or 403 and lists no one', async () => {
    const key = registerQuiz(h);
    const other = registerQuiz(h);
    await submit(submission(key));
    const missing = await call(h.baseUrl, 'GET', `/api/quizzes/${key.quizId}/attempts`);
    expect(missing.status).toBe(401);
    expect(missing.body.error.code).toBe(QUIZ_ERRORS.dashboardTokenRequired.code);
    const wrong = await call(h.baseUrl, 'GET', `/api/quizzes/${key.quizId}/attempts`, undefined, creatorHeaders(other));
    expect(wrong.status).toBe(403);
    expect(wrong.text).not.toContain('Taker Tom');
  });

  it('When the creator asks with the token, then every attempt is ranked and none carries answers', async () => {
    const key = registerQuiz(h);
    const [q1, q2, q3] = key.questions;
    const perfect = submission(key, {
      userName: 'Perfect Pam',
      answers: [
        { questionId: q1!.id, userAnswer: 'Right-One' },
        { questionId: q2!.id, userAnswer: 'Right-Two' },
        { questionId: q3!.id, userAnswer: 'Right-Three' },
      ],
    });
    const tom = await submit(submission(key));
    const pam = await submit(perfect);

    const res = await call(h.baseUrl, 'GET', `/api/quizzes/${key.quizId}/attempts?t=${Date.now()}`, undefined, creatorHeaders(key));
    expect(res.status).toBe(200);
    const board = leaderboardResponseSchema.parse(res.body);
    for (const row of res.body.data) expect(Object.keys(row).toSorted()).toEqual(['completedAt', 'id', 'score', 'totalQuestions', 'userName']);
    expect(board.data.map((r) => [r.id, r.userName, r.score, r.totalQuestions])).toEqual([
      [pam.body.id, 'Perfect Pam', 3, 3],
      [tom.body.id, 'Taker Tom', 2, 3],
    ]);
    expect(Date.parse(board.serverTime)).not.toBeNaN();
    for (const secret of ['Private-Essay-Text', 'Wrong-Answer-Given', 'Right-One', 'answers', 'userAnswer']) {
      expect(res.text).not.toContain(secret);
    }
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('When the quiz is unknown, then it answers 404; when the id is not a number, 400', async () => {
    expect((await call(h.baseUrl, 'GET', '/api/quizzes/888888/attempts')).status).toBe(404);
    expect((await call(h.baseUrl, 'GET', '/api/quizzes/abc/attempts')).status).toBe(400);
  });
});

describe('probes', () => {
  it('When the probes are called, then the service is alive and ready', async () => {
    expect((await call(h.baseUrl, 'GET', '/healthz')).status).toBe(200);
    expect((await call(h.baseUrl, 'GET', '/readyz')).body).toEqual({ status: 'ready' });
  });
});
