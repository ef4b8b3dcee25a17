import {
  AUTO_DRAFT_MESSAGES,
  DRAFT_ERRORS,
  generateQuestionsResponseSchema,
  oneShotQuestionSchema,
  processContentResponseSchema,
  processedContentMetadataSchema,
  suggestedQuestionSchema,
} from '@quizlink/contracts/draft';
import { fixture } from './fixtures/fixture-files.ts';
import { LESSON_PAGES } from './fixtures/fixture-texts.ts';
import { call } from '@quizlink/kit-http/testing';
import { form, slowOcr, startGenerationService, type Harness } from './generation-service.harness.ts';
import { prepareTestEnvironment } from './setup/test-environment.ts';

prepareTestEnvironment();

const ocr = slowOcr(300);
let h: Harness;
beforeAll(async () => {
  h = await startGenerationService('spec_compat', { ocr });
});
afterAll(() => h.close());

const latestStatus = async (): Promise<string> => {
  const [rows] = await h.sequelize.query('SELECT status FROM draft_sessions ORDER BY created_at DESC LIMIT 1');
  return (rows as Array<{ status: string }>)[0]!.status;
};

describe('the spec-compatibility one-shot calls (process-content, generate-questions)', () => {
  it('When process-content gets a document, then it answers with the questions and a description of the content', async () => {
    const res = await call(
      h.baseUrl,
      'POST',
      '/api/auto-create/process-content',
      form([fixture('docx')], { numberOfQuestions: '5', difficulty: 'easy', language: 'en', questionTypes: 'mcq', timingType: 'total', timeLimit: '900', autoSubmit: 'false', userName: 'Ada' }),
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      message: AUTO_DRAFT_MESSAGES.successTitle,
      data: {
        metadata: {
          contentType: 'files',
          aiModel: 'offline',
          filename: 'lesson.docx',
          fileType: 'docx',
          url: null,
          title: 'lesson',
          suggestedTitle: "Ada's Quiz",
          usedFallback: false,
          sessionId: expect.any(String),
        },
      },
    });
    expect(res.body.data.questions).toHaveLength(5);
    for (const q of res.body.data.questions) expect(suggestedQuestionSchema.parse(q).questionType).toBe('mcq');
  });

  it('When process-content answers, then the answer is exactly the contracts\' schema (no field beyond it)', async () => {
    const res = await call(h.baseUrl, 'POST', '/api/auto-create/process-content', form([fixture('docx')], { numberOfQuestions: '5', questionTypes: 'both', userName: 'Ada' }));
    expect(res.status).toBe(200);
    expect(processContentResponseSchema.strict().parse(res.body)).toEqual(res.body);
    expect(Object.keys(res.body.data.metadata).sort()).toEqual(Object.keys(processedContentMetadataSchema.shape).sort());
  });

  it('When generate-questions gets text and YouTube links, then it answers question/options/correctAnswer and says links are not read', async () => {
    const res = await call(h.baseUrl, 'POST', '/api/auto-create/generate-questions', {
      questionCount: 5,
      questionType: 'multiple-choice',
      difficulty: 'medium',
      content: LESSON_PAGES.join('\n\n'),
      sourceFiles: ['biology.pdf'],
      youtubeLinks: ['https://www.youtube.com/watch?v=x'],
    });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.questions).toHaveLength(5);
    for (const q of res.body.questions) {
      expect(q.options).toContain(q.correctAnswer);
      expect(q.source.file).toBe('biology.pdf');
    }
    expect(res.body.warnings[0]).toBe(AUTO_DRAFT_MESSAGES.youtubeNotRead);
  });

  it('When generate-questions answers with both kinds of question, then each is exactly the contracts\' schema', async () => {
    const res = await call(h.baseUrl, 'POST', '/api/auto-create/generate-questions', { questionCount: 6, questionType: 'both', content: LESSON_PAGES.join('\n\n') });
    expect(res.status).toBe(200);
    expect(generateQuestionsResponseSchema.parse(res.body)).toEqual(res.body);
    expect(new Set(res.body.questions.map((q: { questionType: string }) => q.questionType))).toEqual(new Set(['mcq', 'essay']));
    for (const q of res.body.questions) expect(Object.keys(q).sort()).toEqual(Object.keys(oneShotQuestionSchema.shape).sort());
  });

  it('When generate-questions gets no content, then it answers 400 Content Required', async () => {
    const res = await call(h.baseUrl, 'POST', '/api/auto-create/generate-questions', { questionCount: 5 });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe(DRAFT_ERRORS.autoCreateContentRequired.code);
  });

  it('When the caller of process-content goes away, then the server stops the work (the draft ends cancelled)', async () => {
    const controller = new AbortController();
    const body = form([fixture('png'), fixture('jpg'), fixture('png', 'b.png'), fixture('jpg', 'b.jpg')], { userName: 'Ada' });
    const callsAtStart = ocr.calls;
    const pending = call(h.baseUrl, 'POST', '/api/auto-create/process-content', body, {}, controller.signal).catch((error: unknown) => error);
    // The caller leaves while the first image is being read (not after a fixed time: a busy machine may read them all first).
    for (let i = 0; i < 500 && ocr.calls === callsAtStart; i++) await new Promise((resolve) => setTimeout(resolve, 10));
    const callsBefore = ocr.calls;
    controller.abort();
    expect(await pending).toMatchObject({ name: 'AbortError' });
    for (let i = 0; i < 40 && (await latestStatus()) !== 'cancelled'; i++) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await latestStatus()).toBe('cancelled');
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(ocr.calls - callsBefore).toBeLessThanOrEqual(1);
  });
});
