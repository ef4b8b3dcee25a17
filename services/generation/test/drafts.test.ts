import { generationConfigSchema } from '../src/config.ts';
import { randomUUID } from 'node:crypto';
import { AUTO_DRAFT_MESSAGES, DRAFT_ERRORS, draftStatusSchema, generatedQuestionsSchema } from '@quizlink/contracts/draft';
import { HTTP_ERRORS } from '@quizlink/contracts/errors';
import { fixture } from './fixtures/fixture-files.ts';
import { LESSON_PAGES, UNRELATED_FACTS } from './fixtures/fixture-texts.ts';
import { call } from '@quizlink/kit-http/testing';
import { SETTINGS, form, slowOcr, startGenerationService, waitForDraft, waitForStatus, type Harness } from './generation-service.harness.ts';
import { prepareTestEnvironment } from './setup/test-environment.ts';

prepareTestEnvironment();

const ocr = slowOcr(400);
let h: Harness;
beforeAll(async () => {
  h = await startGenerationService('drafts', { ocr, env: { GENERATION_WATCH_TIMEOUT_MS: '1500', GENERATION_STALE_AFTER_MS: '10000' } });
});
afterAll(() => h.close());

const start = (body: unknown) => call(h.baseUrl, 'POST', '/api/auto-create/start-draft-session', body);

describe('starting and watching a draft', () => {
  it('When a PDF and a DOCX are uploaded, then the draft reads both, reports progress and ends ready with located questions', async () => {
    const res = await start(form([fixture('pdf'), fixture('docx')], { numberOfQuestions: '6', difficulty: 'Medium', language: 'en', questionTypes: 'both', settings: SETTINGS, sources: [] }));
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ success: true, data: { sessionId: expect.stringMatching(/^[0-9a-f-]{36}$/) } });
    const status = await waitForStatus(h.baseUrl, res.body.data.sessionId);
    expect(draftStatusSchema.parse(status)).toMatchObject({
      status: 'ready',
      questionCount: 6,
      numberOfQuestions: 6,
      difficulty: 'medium',
      generator: { provider: 'offline', usedFallback: false },
      progress: { stage: 'done', filesDone: 2, filesTotal: 2, questionsGenerated: 6, questionsTarget: 6 },
      sources: [
        { name: 'lesson.pdf', kind: 'pdf', pages: 2, characters: expect.any(Number) },
        { name: 'lesson.docx', kind: 'docx', pages: null, characters: expect.any(Number) },
      ],
    });
    expect(status.warnings).toContain(AUTO_DRAFT_MESSAGES.offlineNotice);
    const questions = await call(h.baseUrl, 'GET', `/api/auto-create/draft/${status.sessionId}/questions`);
    const parsed = generatedQuestionsSchema.parse(questions.body.questions);
    expect(parsed).toHaveLength(6);
    expect(parsed.every((q) => q.needsReview && q.source && ['lesson.pdf', 'lesson.docx'].includes(q.source.file ?? ''))).toBe(true);
    expect(parsed.filter((q) => q.type === 'open-ended').every((q) => q.rubric)).toBe(true);
  });

  it('When JSON with pasted text is sent, then it is read as text; with only a topic, open-ended questions come with a warning', async () => {
    const pasted = await start({ topicPrompt: LESSON_PAGES.join('\n\n'), numberOfQuestions: 99, questionTypes: 'mcq', settings: SETTINGS });
    const ready = await waitForStatus(h.baseUrl, pasted.body.data.sessionId);
    expect(ready).toMatchObject({ status: 'ready', numberOfQuestions: 50, questionTypes: 'mcq' });
    const topic = await start({ topicPrompt: 'Volcanoes', numberOfQuestions: 5, questionTypes: 'both', language: 'Spanish', settings: SETTINGS });
    const topicStatus = await waitForStatus(h.baseUrl, topic.body.data.sessionId);
    expect(topicStatus).toMatchObject({ status: 'ready', language: 'es', questionCount: 5 });
    expect(topicStatus.warnings).toContain(AUTO_DRAFT_MESSAGES.topicNeedsModel);
  });

  it('When pasted text gives no question that passes the checks (multiple choice only), then the draft fails saying so, not that nothing was readable', async () => {
    const res = await start({ topicPrompt: UNRELATED_FACTS.join('\n\n'), numberOfQuestions: 5, questionTypes: 'mcq', difficulty: 'Easy', settings: SETTINGS });
    expect(res.status).toBe(201);
    const status = await waitForStatus(h.baseUrl, res.body.data.sessionId);
    expect(status).toMatchObject({ status: 'failed', error: AUTO_DRAFT_MESSAGES.noQuestionsDrafted, questionCount: 0 });
  });

  it('When a photo is uploaded, then the status names the file being read while OCR runs', async () => {
    const res = await start(form([fixture('png')], { settings: SETTINGS }));
    // The first status may come before the first file is opened (currentFile null): wait for the file.
    const seen = await waitForDraft(h.baseUrl, res.body.data.sessionId, (s) => s.status !== 'processing' || s.progress.currentFile !== null);
    expect(seen.status).toBe('processing');
    expect(seen.progress).toMatchObject({ stage: 'reading', currentFile: 'river.png', filesTotal: 1 });
    expect((await waitForStatus(h.baseUrl, res.body.data.sessionId)).status).toBe('ready');
  });
});

describe('refusing bad input', () => {
  it.each([
    { label: 'no content at all', body: { settings: SETTINGS }, status: 400, code: DRAFT_ERRORS.autoCreateContentRequired.code },
    { label: 'no name', body: { topicPrompt: 'Volcanoes' }, status: 400, code: HTTP_ERRORS.requestInvalid.code },
    { label: 'an unknown difficulty', body: { topicPrompt: 'Volcanoes', difficulty: 'extreme', settings: SETTINGS }, status: 400, code: HTTP_ERRORS.requestInvalid.code },
  ])('When a draft is started with $label, then it answers $status $code', async ({ body, status, code }) => {
    const res = await start(body);
    expect(res.status).toBe(status);
    expect(res.body.error.code).toBe(code);
  });

  it('When a PNG is uploaded as .pdf, then the draft is refused and names the file', async () => {
    const res = await start(form([fixture('fakePdf')], { settings: SETTINGS }));
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: DRAFT_ERRORS.autoCreateInvalidFiles.code, message: '"fake.pdf" is a PNG image, not a PDF document.' });
  });

  it('When a file is over 10 MB, then it is refused as Files Too Large', async () => {
    const big = { name: 'big.txt', size: 10 * 1024 * 1024 + 1, buffer: Buffer.alloc(10 * 1024 * 1024 + 1, 0x61) };
    const res = await start(form([big], { settings: SETTINGS }));
    expect(res.status).toBe(413);
    expect(res.body.error).toMatchObject({ code: DRAFT_ERRORS.autoCreateFilesTooLarge.code, message: AUTO_DRAFT_MESSAGES.filesTooLargeBody });
  });

  it('When eleven files are uploaded, then the draft is refused', async () => {
    const res = await start(form(Array.from({ length: 11 }, () => fixture('txtUtf8')), { settings: SETTINGS }));
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe(DRAFT_ERRORS.autoCreateTooManyFiles.code);
  });

  it('When a zip bomb is uploaded, then the draft fails with a message naming it', async () => {
    const res = await start(form([fixture('zipBomb')], { settings: SETTINGS }));
    const status = await waitForStatus(h.baseUrl, res.body.data.sessionId);
    expect(status).toMatchObject({ status: 'failed', error: `"bomb.docx": ${AUTO_DRAFT_MESSAGES.zipBomb}` });
  });

  it('When an unknown or malformed session id is asked for, then 404 and 400 answer', async () => {
    expect((await call(h.baseUrl, 'GET', `/api/auto-create/draft-status/${randomUUID()}`)).status).toBe(404);
    const malformed = await call(h.baseUrl, 'GET', '/api/auto-create/draft-status/not-a-uuid');
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.message).toBe(AUTO_DRAFT_MESSAGES.sessionNotFound);
  });
});

describe('stopping work nobody wants', () => {
  it('When the user cancels a running draft, then it stops and stays cancelled', async () => {
    const res = await start(form([fixture('png'), fixture('jpg')], { settings: SETTINGS }));
    const id = res.body.data.sessionId;
    await waitForStatus(h.baseUrl, id, ['processing']);
    const cancelled = await call(h.baseUrl, 'POST', `/api/auto-create/draft/${id}/cancel`);
    expect(cancelled.body).toEqual({ success: true, data: { status: 'cancelled' } });
    const status = await waitForStatus(h.baseUrl, id);
    expect(status).toMatchObject({ status: 'cancelled', error: AUTO_DRAFT_MESSAGES.cancelled, questionCount: 0 });
    expect((await call(h.baseUrl, 'GET', `/api/auto-create/draft/${id}/questions`)).status).toBe(409);
  });

  it('When nobody polls a running draft (the user left), then the server cancels it', async () => {
    const calls = ocr.calls;
    const res = await start(form([fixture('png'), fixture('jpg'), fixture('png', 'again.png'), fixture('jpg', 'again.jpg'), fixture('png', 'more.png')], { settings: SETTINGS }));
    await new Promise((resolve) => setTimeout(resolve, 2500));
    const status = await waitForStatus(h.baseUrl, res.body.data.sessionId);
    expect(status.status).toBe('cancelled');
    expect(ocr.calls - calls).toBeLessThan(5);
  });

  it('When a running draft lost its instance long ago, then draft-status reports it failed instead of spinning', async () => {
    const id = randomUUID();
    const old = new Date(Date.now() - 60_000);
    await h.sequelize.getQueryInterface().bulkInsert('draft_sessions', [
      { id, user_name: 'Ada', status: 'generating', settings_json: JSON.stringify({ numberOfQuestions: 5, difficulty: 'easy', language: 'en', questionTypes: 'mcq', settings: SETTINGS, topic: null }), sources_json: '{"pending":true}', progress_json: JSON.stringify({ stage: 'generating', currentFile: null, filesDone: 0, filesTotal: 0, pagesDone: 0, pagesTotal: 0, questionsGenerated: 0, questionsTarget: 5 }), created_at: old, updated_at: old },
    ]);
    const status = await waitForStatus(h.baseUrl, id);
    expect(status).toMatchObject({ status: 'failed', error: AUTO_DRAFT_MESSAGES.interrupted });
  });
});

describe('drafts live in the database', () => {
  it('When the service restarts, then another instance serves the same draft', async () => {
    const res = await start({ topicPrompt: LESSON_PAGES.join(' '), numberOfQuestions: 5, questionTypes: 'mcq', settings: SETTINGS });
    await waitForStatus(h.baseUrl, res.body.data.sessionId);
    const replica = await h.startReplica();
    const suggestion = await call(replica.baseUrl, 'GET', `/api/auto-create/suggest-question/${res.body.data.sessionId}?questionType=mcq`);
    expect(suggestion.status).toBe(200);
    expect(suggestion.body.data.questionType).toBe('mcq');
  });

  it('When drafts are started, then usage-status counts them against the daily quota the service enforces', async () => {
    const res = await call(h.baseUrl, 'GET', '/api/auto-create/usage-status');
    expect(res.body).toEqual({ success: true, data: { currentUsage: expect.any(Number), limit: generationConfigSchema.parse({}).GENERATION_DAILY_QUOTA, allowed: true } });
    expect(res.body.data.currentUsage).toBeGreaterThan(3);
    expect(res.body.data.currentUsage).toBeLessThanOrEqual(res.body.data.limit);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});
