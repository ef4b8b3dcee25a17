import { createHash } from 'node:crypto';
import { HTTP_ERRORS } from '@quizlink/contracts/errors';
import { ACCESS_CODE_PATTERN, answerKeySchema, publicQuestionSchema, publicQuizSchema, QUIZ_ERRORS, QUIZ_MESSAGES } from '@quizlink/contracts/quiz';
import { call } from '@quizlink/kit-http/testing';
import { createQuiz, createUser, quizPayload, internalGet, startQuizService, type Harness } from './quiz-service.harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startQuizService('quizzes');
});
afterAll(async () => {
  await h.close();
});

const SECRET_MARK = 'Secret-Key';

describe('POST /api/quizzes', () => {
  it('When a valid quiz is published, then it answers 201 with id, code, slug and token, uncached', async () => {
    const creatorId = await createUser(h.baseUrl, 'Ada Lovelace');
    const res = await call(h.baseUrl, 'POST', '/api/quizzes', quizPayload(creatorId));
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.any(Number), accessCode: expect.any(String), urlSlug: expect.any(String), dashboardToken: expect.any(String) });
    expect(res.body.accessCode).toMatch(ACCESS_CODE_PATTERN);
    expect(res.body.urlSlug).toMatch(/^adalovelace-[0-9a-z]{4}[0-9]{4}$/);
    expect(Buffer.from(res.body.dashboardToken, 'base64url').length).toBeGreaterThanOrEqual(16);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('When a quiz is stored, then only the SHA-256 of its token is kept', async () => {
    const quiz = await createQuiz(h.baseUrl);
    const [rows] = await h.sequelize.query(`SELECT * FROM quizzes WHERE id = ${quiz.id}`);
    const row = (rows as Array<Record<string, unknown>>)[0]!;
    expect(row.dashboard_token_hash).toBe(createHash('sha256').update(quiz.dashboardToken).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(quiz.dashboardToken);
  });

  it('When the creator does not exist, then it answers 404 user.not_found and stores nothing', async () => {
    const [before] = await h.sequelize.query('SELECT COUNT(*) AS n FROM quizzes');
    const res = await call(h.baseUrl, 'POST', '/api/quizzes', quizPayload(999999));
    expect(res.status).toBe(404);
    expect(res.body.error).toMatchObject({ code: QUIZ_ERRORS.userNotFound.code, message: QUIZ_ERRORS.userNotFound.message });
    const [after] = await h.sequelize.query('SELECT COUNT(*) AS n FROM quizzes');
    expect(Number((after as Array<{ n: number }>)[0]!.n)).toBe(Number((before as Array<{ n: number }>)[0]!.n));
  });

  it('When fewer than 5 questions are sent, then it answers 400 with the spec message', async () => {
    const creatorId = await createUser(h.baseUrl);
    const payload = quizPayload(creatorId);
    const res = await call(h.baseUrl, 'POST', '/api/quizzes', { ...payload, questions: payload.questions.slice(0, 4) });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(QUIZ_MESSAGES.minQuestionsRequired);
  });

  it('When the correct option is not one of the options, then it answers 400 with the spec message', async () => {
    const creatorId = await createUser(h.baseUrl);
    const payload = quizPayload(creatorId);
    payload.questions[0] = { text: 'Q?', type: 'multiple-choice', options: ['A', 'B'], correctAnswers: ['C'] };
    const res = await call(h.baseUrl, 'POST', '/api/quizzes', payload);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(QUIZ_MESSAGES.correctOptionRequired);
    expect(res.body.error.details).toEqual(expect.arrayContaining([expect.objectContaining({ path: 'questions.0.correctAnswers' })]));
  });

  it.each([
    ['a blank creator name', { creatorName: '  ' }, QUIZ_MESSAGES.creatorNameRequired],
    ['a creator id that is not a number', { creatorId: 'abc' }, expect.any(String)],
    ['questions that are not a list', { questions: 'five' }, expect.any(String)],
    ['a time limit of the wrong type', { timeLimit: '10 minutes' }, expect.any(String)],
  ])('When the payload has %s, then it answers 400 in the common shape', async (_label, patch, message) => {
    const creatorId = await createUser(h.baseUrl);
    const res = await call(h.baseUrl, 'POST', '/api/quizzes', { ...quizPayload(creatorId), ...patch });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: HTTP_ERRORS.requestInvalid.code, message, requestId: expect.any(String) });
  });

  it('When several quizzes are published at once, then each gets its own code and slug', async () => {
    const quizzes = await Promise.all(Array.from({ length: 6 }, () => createQuiz(h.baseUrl, 'Same Name')));
    expect(new Set(quizzes.map((q) => q.accessCode)).size).toBe(6);
    expect(new Set(quizzes.map((q) => q.urlSlug)).size).toBe(6);
    expect(new Set(quizzes.map((q) => q.dashboardToken)).size).toBe(6);
  });
});

describe('reading a quiz as a taker', () => {
  let quiz: Awaited<ReturnType<typeof createQuiz>>;
  beforeAll(async () => {
    quiz = await createQuiz(h.baseUrl, 'Grace Hopper');
  });

  const leaks = (text: string) => {
    expect(text).not.toContain(quiz.dashboardToken);
    expect(text).not.toContain('correctAnswers');
    expect(text).not.toContain('dashboardToken');
  };

  it('When the quiz is read by id, code or slug, then the same public view comes back without code, slug or token', async () => {
    const paths = [`/api/quizzes/${quiz.id}`, `/api/quizzes/code/${quiz.accessCode.toLowerCase()}`, `/api/quizzes/slug/${quiz.urlSlug}`];
    const views = await Promise.all(paths.map((p) => call(h.baseUrl, 'GET', p)));
    for (const res of views) {
      expect(res.status).toBe(200);
      expect(publicQuizSchema.strict().parse(res.body)).toEqual(views[0]!.body);
      leaks(res.text);
      expect(res.text).not.toContain(quiz.accessCode);
      expect(res.text).not.toContain(quiz.urlSlug);
    }
    expect(views[0]!.body).toMatchObject({
      id: quiz.id,
      creatorName: 'Grace Hopper',
      title: "Grace Hopper's Quiz",
      description: 'A quiz created by Grace Hopper',
      timeLimit: 600,
      timePerQuestion: null,
      autoSubmit: true,
      questionCount: 5,
    });
  });

  it("When a timed quiz's questions are read before a start, then it answers 403 and its public reads carry its metadata without questions", async () => {
    const res = await call(h.baseUrl, 'GET', `/api/quizzes/${quiz.id}/questions`);
    expect(res.status).toBe(403);
    expect(res.body.error).toMatchObject({
      code: QUIZ_ERRORS.quizQuestionsComeWithStart.code,
      message: QUIZ_ERRORS.quizQuestionsComeWithStart.message,
      requestId: expect.any(String),
    });
    expect(res.text).not.toContain('Capital of France?');
    for (const path of [`/api/quizzes/${quiz.id}`, `/api/quizzes/code/${quiz.accessCode}`, `/api/quizzes/slug/${quiz.urlSlug}`]) {
      const view = await call(h.baseUrl, 'GET', path);
      expect(publicQuizSchema.strict().parse(view.body)).toMatchObject({ timeLimit: 600, questionCount: 5 });
      expect(view.text).not.toContain('Capital of France?');
    }
  });

  it('When an untimed quiz\'s questions are read, then they come in order with options but without correct answers', async () => {
    const untimed = await createQuiz(h.baseUrl, 'Grace Hopper', { timeLimit: null });
    const res = await call(h.baseUrl, 'GET', `/api/quizzes/${untimed.id}/questions`);
    expect(res.status).toBe(200);
    const questions = publicQuestionSchema.strict().array().parse(res.body);
    expect(questions.map((q) => q.order)).toEqual([0, 1, 2, 3, 4]);
    expect(questions.map((q) => q.text)).toEqual(['Capital of France?', '2 + 2?', 'Sky colour?', 'Ada wrote about?', 'Why do you like quizzes?']);
    expect(questions[3]?.hint).toBe('Analytical');
    expect(questions[4]).toMatchObject({ type: 'open-ended', options: [] });
    leaks(res.text);
    expect(res.text).not.toContain('isCorrect');
  });

  it('When the attempt service asks for the answer key internally, then it gets the correct answers', async () => {
    const res = await internalGet(h.baseUrl, `/internal/quizzes/${quiz.id}/answer-key`);
    expect(res.status).toBe(200);
    const key = answerKeySchema.parse(res.body);
    expect(key.questions.map((q) => q.correctAnswers[0] ?? null)).toEqual([
      'Paris-Secret-Key',
      '4-Secret-Key',
      'Blue-Secret-Key',
      'Engines-Secret-Key',
      null,
    ]);
    expect(res.text).not.toContain(quiz.dashboardToken);
    expect(res.text).toContain(SECRET_MARK);
    // The taker's view of the questions rides along, for the start to hand out: never an answer in it.
    const takerView = publicQuestionSchema.strict().array().parse(key.publicQuestions);
    expect(takerView.map((q) => q.order)).toEqual([0, 1, 2, 3, 4]);
    expect(JSON.stringify(takerView)).not.toContain('correctAnswers');
  });

  it('When the creator publishes with or without "show the right answers", then the stored setting reaches the answer key (on by default)', async () => {
    expect(answerKeySchema.parse((await internalGet(h.baseUrl, `/internal/quizzes/${quiz.id}/answer-key`)).body).showCorrectAnswers).toBe(true);
    const hidden = await createQuiz(h.baseUrl, 'Quiet Creator', { showCorrectAnswers: false });
    const key = answerKeySchema.parse((await internalGet(h.baseUrl, `/internal/quizzes/${hidden.id}/answer-key`)).body);
    expect(key.showCorrectAnswers).toBe(false);
    const [rows] = await h.sequelize.query(`SELECT show_correct_answers AS v FROM quizzes WHERE id = ${hidden.id}`);
    expect(Boolean(Number((rows as Array<{ v: unknown }>)[0]!.v))).toBe(false);
    // A public read never carries the setting or the key.
    const publicRead = await call(h.baseUrl, 'GET', `/api/quizzes/${hidden.id}`);
    expect(publicRead.text).not.toContain('showCorrectAnswers');
  });

  it('When an Auto Draft quiz is published with its topic, then the public read names the topic (for link previews); other quizzes have none', async () => {
    const drafted = await createQuiz(h.baseUrl, 'Topic Creator', { isAutoCreated: true, topic: 'the Hanseatic League' });
    expect((await call(h.baseUrl, 'GET', `/api/quizzes/${drafted.id}`)).body.topic).toBe('the Hanseatic League');
    expect((await call(h.baseUrl, 'GET', `/api/quizzes/${quiz.id}`)).body.topic).toBeNull();
  });

  it('When the setting is not a boolean, then publishing answers 400', async () => {
    const creatorId = await createUser(h.baseUrl);
    const res = await call(h.baseUrl, 'POST', '/api/quizzes', { ...quizPayload(creatorId), showCorrectAnswers: 'sometimes' });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBeDefined();
  });

  it('When the attempt service asks whether a user id was issued, then an issued one answers 200 and a made-up one 404 user.not_found', async () => {
    const issued = await createUser(h.baseUrl, 'Real Taker');
    const known = await internalGet(h.baseUrl, `/internal/users/${issued}`);
    expect(known.status).toBe(200);
    expect(known.body).toEqual({ id: issued });
    const madeUp = await internalGet(h.baseUrl, `/internal/users/${issued + 100_000}`);
    expect(madeUp.status).toBe(404);
    expect(madeUp.body.error).toMatchObject({ code: QUIZ_ERRORS.userNotFound.code, message: QUIZ_ERRORS.userNotFound.message, requestId: expect.any(String) });
    expect((await internalGet(h.baseUrl, '/internal/users/abc')).status).toBe(400);
  });

  it.each([
    ['an unknown id', '/api/quizzes/987654', 404, QUIZ_ERRORS.quizNotFound.code, QUIZ_MESSAGES.quizNotFound],
    ['an unknown code', '/api/quizzes/code/ZZZZZ9', 404, QUIZ_ERRORS.quizNotFound.code, QUIZ_MESSAGES.quizNotFound],
    ['an unknown slug', '/api/quizzes/slug/nobody-abcd1234', 404, QUIZ_ERRORS.quizNotFound.code, QUIZ_MESSAGES.quizNotFound],
    ['questions of an unknown quiz', '/api/quizzes/987654/questions', 404, QUIZ_ERRORS.quizNotFound.code, QUIZ_MESSAGES.quizNotFound],
    ['the answer key of an unknown quiz', '/internal/quizzes/987654/answer-key', 404, QUIZ_ERRORS.quizNotFound.code, QUIZ_MESSAGES.quizNotFound],
    ['an id that is not a number', '/api/quizzes/abc', 400, HTTP_ERRORS.requestInvalid.code, expect.any(String)],
    ['a negative id', '/api/quizzes/-4/questions', 400, HTTP_ERRORS.requestInvalid.code, expect.any(String)],
  ])('When asking for %s, then it answers %i in the common shape', async (_label, path, status, code, message) => {
    const res = await (path.startsWith('/internal/') ? internalGet(h.baseUrl, path) : call(h.baseUrl, 'GET', path));
    expect(res.status).toBe(status);
    expect(res.body.error).toMatchObject({ code, message, requestId: expect.any(String) });
  });
});
