import { randomUUID } from 'node:crypto';
import { AUTO_DRAFT_MESSAGES, DRAFT_ERRORS, generatedQuestionsSchema, suggestedQuestionSchema } from '@quizlink/contracts/draft';
import { QUIZ_MESSAGES } from '@quizlink/contracts/quiz';
import { isNearDuplicate } from '../src/domain/quality-gate.ts';
import { LESSON_PAGES } from './fixtures/fixture-texts.ts';
import { SENTENCE_POOLS } from './fixtures/sentence-pools.ts';
import { call } from '@quizlink/kit-http/testing';
import { SETTINGS, startGenerationService, waitForStatus, type Harness } from './generation-service.harness.ts';
import { prepareTestEnvironment } from './setup/test-environment.ts';

prepareTestEnvironment();

let h: Harness;
let sessionId: string;
beforeAll(async () => {
  h = await startGenerationService('suggestions', { ocr: null });
  const res = await call(h.baseUrl, 'POST', '/api/auto-create/start-draft-session', { topicPrompt: SENTENCE_POOLS.en!.join(' '), numberOfQuestions: 6, questionTypes: 'both', settings: SETTINGS });
  sessionId = res.body.data.sessionId;
  await waitForStatus(h.baseUrl, sessionId);
});
afterAll(() => h.close());

const suggest = (type: string, id = sessionId) => call(h.baseUrl, 'GET', `/api/auto-create/suggest-question/${id}?questionType=${type}`);

describe('the suggestion builder', () => {
  it('When suggestions of a type are asked for, then each comes once until the pool is exhausted (data null)', async () => {
    const seen: string[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await suggest('mcq');
      expect(res.status).toBe(200);
      const q = suggestedQuestionSchema.parse(res.body.data);
      expect(q.questionType).toBe('mcq');
      expect(q.questionData.correctAnswers).toHaveLength(1);
      expect(q.questionData.options).toContain(q.questionData.correctAnswers[0]);
      expect(q.source).toEqual({ file: 'Pasted text', location: 'paragraph 1' });
      expect(res.body.remaining).toBe(2 - i);
      seen.push(q.id);
    }
    expect(new Set(seen).size).toBe(3);
    expect((await suggest('mcq')).body).toEqual({ success: true, data: null, remaining: 0 });
  });

  it('When the pool is exhausted, then generate-more adds new questions (never repeats) that suggestions then serve', async () => {
    const before = await call(h.baseUrl, 'GET', `/api/auto-create/draft-status/${sessionId}`);
    const more = await call(h.baseUrl, 'POST', `/api/auto-create/generate-more-questions/${sessionId}`, { questionType: 'mcq', count: 3, difficulty: 'hard' });
    expect(more.status).toBe(200);
    expect(more.body.success).toBe(true);
    expect(more.body.questions).toHaveLength(3);
    for (const q of more.body.questions) {
      expect(q.question).toBe(q.questionText);
      expect(q).toMatchObject({ questionType: 'mcq', difficulty: 'hard', questionData: expect.any(Object) });
    }
    const all = await call(h.baseUrl, 'GET', `/api/auto-create/draft/${sessionId}/questions`);
    const texts: string[] = all.body.questions.map((q: { text: string }) => q.text);
    expect(texts).toHaveLength(before.body.data.questionCount + 3);
    texts.forEach((t, i) => texts.slice(i + 1).forEach((u) => expect(isNearDuplicate(t, u)).toBe(false)));
    expect((await suggest('mcq')).body.data.id).toBe(more.body.questions[0].id);
  });

  it('When generate-more is called without a count, then it makes ceil(total ÷ types) questions', async () => {
    const res = await call(h.baseUrl, 'POST', '/api/auto-create/generate-more-questions', { sessionId, questionType: 'essay' });
    expect(res.status).toBe(200);
    expect(res.body.questions).toHaveLength(3);
    expect(res.body.questions.every((q: { questionType: string; questionData: { rubric: string } }) => q.questionType === 'essay' && q.questionData.rubric)).toBe(true);
  });

  it('When the creator takes a suggestion, edited or not, then only taken questions go to the draft, in the order taken', async () => {
    const first = (await suggest('essay')).body.data;
    const second = (await suggest('mcq')).body.data;
    const edited = { questionText: 'Which river carries the most water?', options: ['Amazon', 'Nile', 'Danube'], correctAnswers: ['Amazon'], rubric: null };
    const used1 = await call(h.baseUrl, 'POST', '/api/auto-create/use-question', { questionId: second.id, sessionId, questionType: 'mcq', question: edited });
    expect(used1.body).toEqual({ success: true, data: { usedCount: 1 } });
    const used2 = await call(h.baseUrl, 'POST', '/api/auto-create/use-question', { questionId: first.id, sessionId, questionType: 'essay' });
    expect(used2.body.data.usedCount).toBe(2);
    const draft = generatedQuestionsSchema.parse((await call(h.baseUrl, 'GET', `/api/auto-create/draft/${sessionId}/questions`)).body.questions);
    expect(draft.map((q) => q.text)).toEqual([edited.questionText, first.questionText]);
    expect(draft[0]).toMatchObject({ type: 'multiple-choice', options: edited.options, correctAnswers: ['Amazon'] });
    expect(draft[1]).toMatchObject({ type: 'open-ended', rubric: first.questionData.rubric });
  });

  it.each([
    { label: 'empty text', edit: { questionText: ' ', options: [], correctAnswers: [] }, message: AUTO_DRAFT_MESSAGES.questionRequiredTitle },
    { label: 'one option', edit: { questionText: 'Q?', options: ['A'], correctAnswers: ['A'] }, message: QUIZ_MESSAGES.optionsRequired },
    { label: 'a correct answer not among the options', edit: { questionText: 'Q?', options: ['A', 'B'], correctAnswers: ['C'] }, message: QUIZ_MESSAGES.correctOptionRequired },
  ])('When an edit has $label, then it is refused with the editor’s message', async ({ edit, message }) => {
    const [rows] = await h.sequelize.query(`SELECT id FROM draft_questions WHERE session_id = '${sessionId}' AND question_type = 'mcq'`);
    const questionId = (rows as Array<{ id: string }>)[0]!.id;
    const res = await call(h.baseUrl, 'POST', '/api/auto-create/use-question', { questionId, sessionId, questionType: 'mcq', question: { rubric: null, ...edit } });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(message);
  });

  it('When a question or session does not exist, or the type is unknown, then the calls are refused', async () => {
    const unknownQuestion = await call(h.baseUrl, 'POST', '/api/auto-create/use-question', { questionId: 'nope', sessionId, questionType: 'mcq' });
    expect(unknownQuestion.status).toBe(404);
    expect(unknownQuestion.body.error.code).toBe(DRAFT_ERRORS.autoCreateQuestionNotFound.code);
    expect((await suggest('mcq', randomUUID())).status).toBe(404);
    expect((await suggest('trivia')).status).toBe(400);
    expect((await call(h.baseUrl, 'POST', `/api/auto-create/generate-more-questions/${sessionId}`, { questionType: 'poem' })).status).toBe(400);
  });

  it('When a short text has given all it can, then generate-more answers with no questions (the builder says No More Suggestions)', async () => {
    const res = await call(h.baseUrl, 'POST', '/api/auto-create/start-draft-session', { topicPrompt: LESSON_PAGES.join(' '), numberOfQuestions: 5, questionTypes: 'mcq', settings: SETTINGS });
    const id = res.body.data.sessionId;
    await waitForStatus(h.baseUrl, id);
    let last = 1;
    for (let round = 0; round < 6 && last > 0; round++) {
      last = (await call(h.baseUrl, 'POST', `/api/auto-create/generate-more-questions/${id}`, { questionType: 'mcq', count: 5 })).body.questions.length;
    }
    expect(last).toBe(0);
  });
});
