import { Writable } from 'node:stream';
import { HTTP_ERRORS } from '@quizlink/contracts/errors';
import { type DomainEvent, EVENT_TYPES, TOPICS } from '@quizlink/contracts/events';
import { addQuestionResponseSchema, answerKeySchema, dashboardResponseSchema, LIMITS, publicQuestionSchema, QUIZ_ERRORS, QUIZ_MESSAGES, quizExpiredMessage } from '@quizlink/contracts/quiz';
import { call, eventually } from '@quizlink/kit-http/testing';
import { createLogger } from '@quizlink/kit-logger';
import { createQuiz, multipleChoice, internalGet, startQuizService, type Harness } from './quiz-service.harness.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const logLines: string[] = [];
const quizEvents: DomainEvent[] = [];
let h: Harness;

beforeAll(async () => {
  // Debug level: access logs and expected errors both land here, so the test can look for the token.
  const destination = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  h = await startQuizService('questions', { logger: createLogger({ service: 'quiz-test-questions', level: 'debug', destination }) });
  await h.bus.subscribe({ topic: TOPICS.quizEvents, groupId: 'questions-observer', handler: async (event) => void quizEvents.push(event) });
});
afterAll(async () => {
  await h.close();
});

type Quiz = Awaited<ReturnType<typeof createQuiz>>;

const added = (quizId: unknown, over: Record<string, unknown> = {}) => ({
  quizId,
  ...multipleChoice('Added?', ['Added-Secret-Key', 'Other'], 'Added-Secret-Key'),
  hint: 'A hint',
  ...over,
});
const addQuestion = (body: unknown, token?: string) =>
  call(h.baseUrl, 'POST', '/api/questions', body, token === undefined ? {} : { 'x-dashboard-token': token });

/** The taker's view of the questions, as the internal key carries it (a timed quiz's public read does not). */
async function questionsOf(quizId: number) {
  const res = await internalGet(h.baseUrl, `/internal/quizzes/${quizId}/answer-key`);
  expect(res.status).toBe(200);
  return publicQuestionSchema.strict().array().parse(res.body.publicQuestions);
}

async function count(sql: string): Promise<number> {
  const [rows] = await h.sequelize.query(sql);
  return Number((rows as Array<{ n: number | string }>)[0]!.n);
}
const storedQuestions = (quizId?: number) => count(`SELECT COUNT(*) AS n FROM questions${quizId === undefined ? '' : ` WHERE quiz_id = ${quizId}`}`);
const questionCountColumn = (quizId: number) => count(`SELECT question_count AS n FROM quizzes WHERE id = ${quizId}`);
const outboxRows = (quizId: number) => count(`SELECT COUNT(*) AS n FROM outbox_events WHERE \`key\` = '${quizId}'`);

describe('POST /api/questions', () => {
  it('When the creator adds a question without an order, then it answers 201 {id} uncached and the question comes last', async () => {
    const quiz = await createQuiz(h.baseUrl, 'Adder Ada');
    const res = await addQuestion(added(quiz.id), quiz.dashboardToken);
    expect(res.status).toBe(201);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const { id } = addQuestionResponseSchema.strict().parse(res.body);
    expect(res.text).not.toContain('Secret-Key');
    expect(res.text).not.toContain(quiz.dashboardToken);

    const questions = await questionsOf(quiz.id);
    expect(questions.map((q) => q.order)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(questions[5]).toEqual({ id, quizId: quiz.id, text: 'Added?', type: 'multiple-choice', options: ['Added-Secret-Key', 'Other'], hint: 'A hint', order: 5, imageUrl: null });
    expect((await call(h.baseUrl, 'GET', `/api/quizzes/${quiz.id}`)).body.questionCount).toBe(6);
    expect(await questionCountColumn(quiz.id)).toBe(6);

    const key = answerKeySchema.parse((await internalGet(h.baseUrl, `/internal/quizzes/${quiz.id}/answer-key`)).body);
    expect(key.questions.at(-1)).toEqual({ id, type: 'multiple-choice', correctAnswers: ['Added-Secret-Key'] });
    // The dashboard reads questions live: the new one is listed with no answers yet.
    const dashboard = dashboardResponseSchema.parse((await call(h.baseUrl, 'GET', `/api/quizzes/dashboard/${quiz.dashboardToken}`)).body);
    expect(dashboard.questionCount).toBe(6);
    expect(dashboard.questions.at(-1)).toMatchObject({ questionId: id, order: 5, answeredCount: 0 });
  });

  it('When an order is given, then the question takes that place, later ones move down and positions stay 0..n-1', async () => {
    const quiz = await createQuiz(h.baseUrl, 'Orderly Olga');
    const before = (await questionsOf(quiz.id)).map((q) => q.id);
    const second = (await addQuestion(added(quiz.id, { text: 'Second?', order: 1 }), quiz.dashboardToken)).body.id as number;
    const first = (await addQuestion(added(quiz.id, { text: 'First?', order: 0 }), quiz.dashboardToken)).body.id as number;
    const last = (await addQuestion(added(quiz.id, { text: 'Last?', order: 999 }), quiz.dashboardToken)).body.id as number;
    const questions = await questionsOf(quiz.id);
    expect(questions.map((q) => q.id)).toEqual([first, before[0], second, ...before.slice(1), last]);
    expect(questions.map((q) => q.order)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(await questionCountColumn(quiz.id)).toBe(8);
  });

  it('When an open-ended question is added, then it is stored without options or answer key', async () => {
    const quiz = await createQuiz(h.baseUrl, 'Essay Emma');
    const res = await addQuestion({ quizId: quiz.id, text: 'Why?', type: 'open-ended', options: ['stray'], order: 2 }, quiz.dashboardToken);
    expect(res.status).toBe(201);
    const questions = await questionsOf(quiz.id);
    expect(questions[2]).toMatchObject({ id: res.body.id, type: 'open-ended', options: [], hint: null, order: 2 });
  });

  it('When a question is added, then quiz.questions-changed v1 leaves through the outbox, keyed by the quiz', async () => {
    const quiz = await createQuiz(h.baseUrl, 'Evented Eve');
    expect((await addQuestion(added(quiz.id), quiz.dashboardToken)).status).toBe(201);
    const event = await eventually(async () => {
      const found = quizEvents.find((e) => e.type === EVENT_TYPES.quizQuestionsChanged && e.data.quizId === quiz.id);
      if (!found) throw new Error('no quiz.questions-changed yet');
      return found;
    });
    expect(event).toEqual({ id: expect.any(String), type: 'quiz.questions-changed', version: 1, occurredAt: expect.any(String), key: String(quiz.id), data: { quizId: quiz.id } });
    expect(JSON.stringify(event)).not.toContain('Secret-Key');
  });

  it('When several questions are added at once, then each gets its own place and the count matches', async () => {
    const quiz = await createQuiz(h.baseUrl, 'Racing Rita');
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) => addQuestion(added(quiz.id, { text: `Raced ${i}?`, ...(i % 2 === 0 ? { order: 0 } : {}) }), quiz.dashboardToken)),
    );
    expect(results.map((r) => r.status)).toEqual(Array(8).fill(201));
    const questions = await questionsOf(quiz.id);
    expect(questions.map((q) => q.order)).toEqual(Array.from({ length: 13 }, (_, i) => i));
    expect(new Set(questions.map((q) => q.id)).size).toBe(13);
    expect(await questionCountColumn(quiz.id)).toBe(13);
    expect(await outboxRows(quiz.id)).toBe(8);
  });
});

describe('POST /api/questions: who may add', () => {
  let quiz: Quiz;
  let other: Quiz;
  beforeAll(async () => {
    quiz = await createQuiz(h.baseUrl, 'Guarded Gus');
    other = await createQuiz(h.baseUrl, 'Other Otto');
  });

  const expectNothingStored = async () => {
    expect(await storedQuestions(quiz.id)).toBe(5);
    expect(await questionCountColumn(quiz.id)).toBe(5);
    expect(await outboxRows(quiz.id)).toBe(0);
  };

  it('When the token is missing, then it answers 401 dashboard.token_required and stores nothing', async () => {
    const res = await addQuestion(added(quiz.id));
    expect(res.status).toBe(401);
    expect(res.body.error).toMatchObject({ code: QUIZ_ERRORS.dashboardTokenRequired.code, message: QUIZ_ERRORS.dashboardTokenRequired.message });
    await expectNothingStored();
  });

  it("When another quiz's token is presented, then it answers 403 dashboard.forbidden and stores nothing", async () => {
    const res = await addQuestion(added(quiz.id), other.dashboardToken);
    expect(res.status).toBe(403);
    expect(res.body.error).toMatchObject({ code: QUIZ_ERRORS.dashboardForbidden.code, message: QUIZ_ERRORS.dashboardForbidden.message });
    expect(res.text).not.toContain(other.dashboardToken);
    await expectNothingStored();
  });

  it('When the quiz is unknown, then it answers 404 quiz.not_found', async () => {
    const res = await addQuestion(added(987654), quiz.dashboardToken);
    expect(res.status).toBe(404);
    expect(res.body.error).toMatchObject({ code: QUIZ_ERRORS.quizNotFound.code, message: QUIZ_MESSAGES.quizNotFound });
  });

  it('When the quiz has expired, then it answers 410 quiz.expired with the spec text and stores nothing', async () => {
    const started = h.now.value;
    try {
      h.now.value = new Date(started.getTime() + 7 * DAY_MS);
      const res = await addQuestion(added(quiz.id), quiz.dashboardToken);
      expect(res.status).toBe(410);
      expect(res.body.error).toMatchObject({ code: QUIZ_ERRORS.quizExpired.code, message: quizExpiredMessage(7) });
    } finally {
      h.now.value = started;
    }
    await expectNothingStored();
  });
});

describe('POST /api/questions: validation', () => {
  let quiz: Quiz;
  beforeAll(async () => {
    quiz = await createQuiz(h.baseUrl, 'Strict Stan');
  });

  it.each([
    ['a blank text', { text: '   ' }, QUIZ_MESSAGES.questionTextRequired],
    ['a text over the limit', { text: 'x'.repeat(LIMITS.questionTextMaxLength + 1) }, expect.any(String)],
    ['a single option', { options: ['Added-Secret-Key'] }, QUIZ_MESSAGES.optionsRequired],
    ['an empty option', { options: ['Added-Secret-Key', ' '] }, QUIZ_MESSAGES.optionsRequired],
    ['nine options', { options: ['Added-Secret-Key', '2', '3', '4', '5', '6', '7', '8', '9'] }, expect.any(String)],
    ['the same option twice', { options: ['Added-Secret-Key', 'Added-Secret-Key'] }, expect.any(String)],
    ['no correct answer', { correctAnswers: [] }, QUIZ_MESSAGES.correctOptionRequired],
    ['a correct answer that is not an option', { correctAnswers: ['Nope'] }, QUIZ_MESSAGES.correctOptionRequired],
    ['two correct answers', { correctAnswers: ['Added-Secret-Key', 'Other'] }, QUIZ_MESSAGES.correctOptionRequired],
    ['an unknown type', { type: 'true-false' }, expect.any(String)],
    ['a hint over the limit', { hint: 'x'.repeat(LIMITS.hintMaxLength + 1) }, expect.any(String)],
    ['a negative order', { order: -1 }, expect.any(String)],
    ['an order that is not a whole number', { order: 1.5 }, expect.any(String)],
    ['no quiz id', { quizId: undefined }, expect.any(String)],
    ['a quiz id of 0', { quizId: 0 }, expect.any(String)],
    ['a quiz id that is not a number', { quizId: 'abc' }, expect.any(String)],
  ])('When the question has %s, then it answers 400 request.invalid in the common shape and stores nothing', async (_label, patch, message) => {
    const before = await storedQuestions();
    const res = await addQuestion(added(quiz.id, patch), quiz.dashboardToken);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: { code: HTTP_ERRORS.requestInvalid.code, message, details: expect.any(Array), requestId: expect.any(String) } });
    expect(res.headers.get('x-request-id')).toBe(res.body.error.requestId);
    expect(await storedQuestions()).toBe(before);
    expect(await questionCountColumn(quiz.id)).toBe(5);
  });

  it('When the body is a list or missing, then it answers 400 request.invalid and stores nothing', async () => {
    const before = await storedQuestions();
    for (const body of [[], undefined]) {
      const res = await addQuestion(body, quiz.dashboardToken);
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({ code: HTTP_ERRORS.requestInvalid.code, requestId: expect.any(String) });
    }
    expect(await storedQuestions()).toBe(before);
  });

  it('When the body is not valid JSON, then it answers 400 request.malformed_json and stores nothing', async () => {
    const before = await storedQuestions();
    const res = await addQuestion(`{"quizId": ${quiz.id}, "text": `, quiz.dashboardToken);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: { code: HTTP_ERRORS.requestMalformedJson.code, message: HTTP_ERRORS.requestMalformedJson.message, requestId: expect.any(String) } });
    expect(await storedQuestions()).toBe(before);
  });
});

describe('POST /api/questions: the cap', () => {
  it('When the quiz already holds the maximum, then the next question is refused with 409 and nothing is stored', async () => {
    const quiz = await createQuiz(h.baseUrl, 'Full Fran');
    // Fill up to one below the cap directly (the API would take 494 calls).
    const fillers = Array.from({ length: LIMITS.maxQuestionsPerQuiz - 6 }, (_, i) => ({
      quiz_id: quiz.id,
      position: 5 + i,
      text: `Filler ${i}?`,
      type: 'open-ended',
      options_json: '[]',
      correct_answers_json: '[]',
      hint: null,
      image_url: null,
    }));
    await h.sequelize.getQueryInterface().bulkInsert('questions', fillers);
    await h.sequelize.query(`UPDATE quizzes SET question_count = ${LIMITS.maxQuestionsPerQuiz - 1} WHERE id = ${quiz.id}`);

    const lastOne = await addQuestion(added(quiz.id), quiz.dashboardToken);
    expect(lastOne.status).toBe(201);
    const refused = await addQuestion(added(quiz.id, { order: 0 }), quiz.dashboardToken);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      error: {
        code: QUIZ_ERRORS.quizQuestionLimitReached.code,
        message: QUIZ_ERRORS.quizQuestionLimitReached.message,
        details: { maxQuestions: LIMITS.maxQuestionsPerQuiz },
        requestId: expect.any(String),
      },
    });
    expect(await storedQuestions(quiz.id)).toBe(LIMITS.maxQuestionsPerQuiz);
    expect(await questionCountColumn(quiz.id)).toBe(LIMITS.maxQuestionsPerQuiz);
    expect(await outboxRows(quiz.id)).toBe(1);
    expect((await questionsOf(quiz.id))[0]!.text).toBe('Capital of France?');
  });
});

describe('POST /api/questions: the token stays secret', () => {
  it('When questions are added, refused or forbidden, then no log line and no response carries the token', async () => {
    const quiz = await createQuiz(h.baseUrl, 'Secret Sam');
    const other = await createQuiz(h.baseUrl, 'Nosy Ned');
    const responses = [
      await addQuestion(added(quiz.id), quiz.dashboardToken),
      await addQuestion(added(quiz.id, { text: ' ' }), quiz.dashboardToken),
      await addQuestion(added(quiz.id), other.dashboardToken),
    ];
    expect(responses.map((r) => r.status)).toEqual([201, 400, 403]);
    await eventually(async () => expect(logLines.join('').includes('/api/questions')).toBe(true));
    for (const token of [quiz.dashboardToken, other.dashboardToken]) {
      expect(logLines.join('')).not.toContain(token);
      for (const res of responses) expect(res.text).not.toContain(token);
    }
  });
});
