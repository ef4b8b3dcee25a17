import { DRAFT_ERRORS } from '@quizlink/contracts/draft';
import { fixture } from './fixtures/fixture-files.ts';
import { call } from '@quizlink/kit-http/testing';
import { SETTINGS, form, slowOcr, startGenerationService, waitForStatus } from './generation-service.harness.ts';
import { prepareTestEnvironment } from './setup/test-environment.ts';

prepareTestEnvironment();

const topic = { topicPrompt: 'Volcanoes', numberOfQuestions: 5, questionTypes: 'essay', settings: SETTINGS };
const start = (baseUrl: string, body: unknown = topic) => call(baseUrl, 'POST', '/api/auto-create/start-draft-session', body);

describe('abuse limits on generation', () => {
  it('When a client starts more generations per minute than allowed, then it gets 429 with Retry-After', async () => {
    const h = await startGenerationService('rate_limit', { ocr: null, env: { GENERATION_RATE_PER_MINUTE: '2' } });
    try {
      expect((await start(h.baseUrl)).status).toBe(201);
      expect((await start(h.baseUrl)).status).toBe(201);
      const refused = await start(h.baseUrl);
      expect(refused.status).toBe(429);
      expect(refused.body.error).toMatchObject({ code: DRAFT_ERRORS.autoCreateRateLimited.code, message: DRAFT_ERRORS.autoCreateRateLimited.message });
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      // Reading is never limited.
      expect((await call(h.baseUrl, 'GET', '/api/auto-create/usage-status')).status).toBe(200);
    } finally {
      await h.close();
    }
  });

  it('When a client uses up its daily quota, then further generations are refused until tomorrow', async () => {
    const h = await startGenerationService('quota', { ocr: null, env: { GENERATION_DAILY_QUOTA: '2' } });
    try {
      const usage = async () => (await call(h.baseUrl, 'GET', '/api/auto-create/usage-status')).body.data;
      expect(await usage()).toEqual({ currentUsage: 0, limit: 2, allowed: true });
      await start(h.baseUrl);
      expect(await usage()).toEqual({ currentUsage: 1, limit: 2, allowed: true });
      await start(h.baseUrl);
      const refused = await call(h.baseUrl, 'POST', '/api/auto-create/generate-questions', { content: 'Volcanoes' });
      expect(refused.status).toBe(429);
      expect(refused.body.error.code).toBe(DRAFT_ERRORS.autoCreateQuotaExceeded.code);
      // The counter shows the quota that is enforced, and never more than it ('2 of 2', not '3 of 2').
      expect(await usage()).toEqual({ currentUsage: 2, limit: 2, allowed: false });
    } finally {
      await h.close();
    }
  });

  it('When a client already has a generation running, then a second one is refused (429); the first still finishes', async () => {
    const h = await startGenerationService('per_client', { ocr: slowOcr(600), env: { GENERATION_MAX_CONCURRENT_PER_CLIENT: '1' } });
    try {
      const first = await start(h.baseUrl, form([fixture('png')], { settings: SETTINGS }));
      const second = await start(h.baseUrl);
      expect(second.status).toBe(429);
      expect(second.body.error.code).toBe(DRAFT_ERRORS.autoCreateTooManyRunning.code);
      expect((await waitForStatus(h.baseUrl, first.body.data.sessionId)).status).toBe('ready');
      expect((await start(h.baseUrl)).status).toBe(201);
    } finally {
      await h.close();
    }
  });

  it('When the instance runs as many generations as it may, then the next is refused as busy (503)', async () => {
    const h = await startGenerationService('busy', { ocr: slowOcr(600), env: { GENERATION_MAX_CONCURRENT: '1' } });
    try {
      await start(h.baseUrl, form([fixture('png')], { settings: SETTINGS }));
      const busy = await start(h.baseUrl);
      expect(busy.status).toBe(503);
      expect(busy.body.error).toMatchObject({ code: DRAFT_ERRORS.autoCreateBusy.code, message: DRAFT_ERRORS.autoCreateBusy.message });
    } finally {
      await h.close();
    }
  });
});
