import { CONTENT_ERRORS } from '@quizlink/contracts/content';
import { SHORTLINK_CACHE, SHORTLINK_ERRORS, SHORTLINK_MESSAGES, shortlinkExistsMessage, shortlinkListSchema } from '@quizlink/contracts/shortlink';
import { call } from '@quizlink/kit-http/testing';
import { PASSWORD, fromClient, startShortlinkService, type Harness } from './shortlink.harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startShortlinkService('admin', { LOGIN_MAX_FAILURES: '3' });
});
afterAll(() => h.close());

const LIST = '/api/short/admin/shortlinks/list';
const CREATE = '/api/short/admin/shortlinks';
const DELETE = '/api/short/admin/shortlinks/delete';
const create = (short: string, target: string, password = PASSWORD) => call(h.baseUrl, 'POST', CREATE, { password, short, target });

describe('shortlink admin API', () => {
  it('When a shortlink is created, then the list shows it with its target and creation time', async () => {
    const created = await create('play', 'https://example.com/quiz/ada-x1');
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ short: 'play', target: 'https://example.com/quiz/ada-x1', createdAt: expect.any(String) });
    const list = await call(h.baseUrl, 'POST', LIST, { password: PASSWORD });
    expect(list.status).toBe(200);
    expect(list.headers.get('cache-control')).toBe('no-store');
    expect(shortlinkListSchema.parse(list.body)).toContainEqual(created.body);
  });

  it('When the short path has other characters, then only letters, digits, hyphen and underscore are kept', async () => {
    const created = await create(' my/quiz?! 2_go-now ', 'http://example.com/a');
    expect(created.status).toBe(201);
    expect(created.body.short).toBe('myquiz2_go-now');
  });

  it('When a short path exists already, then it is 409 with a clear message and the first target stays', async () => {
    await create('taken', 'https://first.example/');
    const again = await create('taken', 'https://second.example/');
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({ code: SHORTLINK_ERRORS.shortlinkExists.code, message: shortlinkExistsMessage('taken') });
    const resolved = await call(h.baseUrl, 'GET', '/internal/shortlinks/taken');
    expect(resolved.body.target).toBe('https://first.example/');
  });

  it('When shorts differ only in case, then they are different shortlinks', async () => {
    expect((await create('CaseTest', 'https://upper.example/')).status).toBe(201);
    expect((await create('casetest', 'https://lower.example/')).status).toBe(201);
    expect((await call(h.baseUrl, 'GET', '/internal/shortlinks/CaseTest')).body.target).toBe('https://upper.example/');
  });

  it.each(['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', '/relative/path', 'example.com/no-scheme', 'ftp://files.example/x', 'http://', 'vbscript:msgbox'])(
    'When the target is %s, then it is refused with a clear 400',
    async (target) => {
      const res = await create(`bad-${Math.random().toString(36).slice(2, 8)}`, target);
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe(SHORTLINK_MESSAGES.targetInvalid);
    },
  );

  it.each([
    ['short only punctuation', { short: '!!//', target: 'https://x.example' }],
    ['no target', { short: 'x1', target: ' ' }],
    ['no short', { target: 'https://x.example' }],
  ])('When %s, then it is 400 "Please fill in both fields"', async (_case, body) => {
    const res = await call(h.baseUrl, 'POST', CREATE, { password: PASSWORD, ...body });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(SHORTLINK_MESSAGES.bothFields);
  });

  it('When a shortlink is deleted, then it is gone, and deleting it again is 404', async () => {
    await create('gone-soon', 'https://example.com/');
    const removed = await call(h.baseUrl, 'POST', DELETE, { password: PASSWORD, short: 'gone-soon' });
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ success: true, short: 'gone-soon' });
    expect((await call(h.baseUrl, 'GET', '/internal/shortlinks/gone-soon')).status).toBe(404);
    const again = await call(h.baseUrl, 'POST', DELETE, { password: PASSWORD, short: 'gone-soon' });
    expect(again.status).toBe(404);
    expect(again.body.error.code).toBe(SHORTLINK_ERRORS.shortlinkNotFound.code);
  });

  it.each([
    ['list', LIST, {}],
    ['create', CREATE, { short: 'nope', target: 'https://x.example' }],
    ['delete', DELETE, { short: 'play' }],
  ])('When %s is called with a wrong or missing password, then it is refused and nothing changes', async (_name, path, body) => {
    const wrong = await call(h.baseUrl, 'POST', path, { ...body, password: 'wrong' }, fromClient(`10.7.0.${path.length}`));
    expect(wrong.status).toBe(401);
    expect(wrong.body.error).toMatchObject({ code: CONTENT_ERRORS.authInvalidCredentials.code, message: SHORTLINK_MESSAGES.invalidPassword });
    const missing = await call(h.baseUrl, 'POST', path, body);
    expect(missing.status).toBe(400);
    expect((await call(h.baseUrl, 'GET', '/internal/shortlinks/nope')).status).toBe(404);
    expect((await call(h.baseUrl, 'GET', '/internal/shortlinks/play')).status).toBe(200);
  });

  it('When wrong passwords repeat, then that client is locked out (429, Retry-After), even with the right password', async () => {
    const client = fromClient('10.7.1.1');
    for (let i = 0; i < 3; i += 1) expect((await call(h.baseUrl, 'POST', LIST, { password: 'x' }, client)).status).toBe(401);
    const locked = await call(h.baseUrl, 'POST', LIST, { password: 'x' }, client);
    expect(locked.status).toBe(429);
    expect(locked.body.error.code).toBe(CONTENT_ERRORS.authTooManyAttempts.code);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await call(h.baseUrl, 'POST', LIST, { password: PASSWORD }, client)).status).toBe(429);
    expect((await call(h.baseUrl, 'POST', LIST, { password: PASSWORD }, fromClient('10.7.1.2'))).status).toBe(200);
  });
});

describe('resolve cache invalidation', () => {
  it('When a shortlink is deleted, then the resolve entry the gateway cached for it is dropped at once', async () => {
    await create('cached', 'https://cached.example/');
    const key = SHORTLINK_CACHE.resolveKey('cached');
    await h.gatewayView.set(key, { target: 'https://cached.example/' }, SHORTLINK_CACHE.hitTtlSeconds);
    expect(await h.cache.get(key)).toEqual({ target: 'https://cached.example/' });
    await call(h.baseUrl, 'POST', DELETE, { password: PASSWORD, short: 'cached' });
    expect(await h.gatewayView.get(key)).toBeUndefined();
  });

  it('When a shortlink is created, then a cached "unknown" answer for it is dropped too', async () => {
    const key = SHORTLINK_CACHE.resolveKey('fresh');
    await h.gatewayView.set(key, { target: null }, SHORTLINK_CACHE.missTtlSeconds);
    await create('fresh', 'https://fresh.example/');
    expect(await h.gatewayView.get(key)).toBeUndefined();
  });

  it('When the internal resolve route is asked for an unknown or impossible short, then it is 404', async () => {
    expect((await call(h.baseUrl, 'GET', '/internal/shortlinks/never-made')).status).toBe(404);
    expect((await call(h.baseUrl, 'GET', '/internal/shortlinks/has.dot')).status).toBe(404);
  });
});

describe('shortlink admin without a configured hash', () => {
  it('When nothing is configured outside embedded mode, then every admin call is 503 auth.not_configured', async () => {
    const bare = await startShortlinkService('bare', { SHORTLINK_ADMIN_PASSWORD_HASH: undefined });
    try {
      const res = await call(bare.baseUrl, 'POST', LIST, { password: 'admin' });
      expect(res.status).toBe(503);
      expect(res.body.error.code).toBe(CONTENT_ERRORS.authNotConfigured.code);
      expect(bare.announced).toEqual([]);
    } finally {
      await bare.close();
    }
  });

  it('When nothing is configured in embedded mode, then a random password is printed once and works', async () => {
    const embedded = await startShortlinkService('embedded', { SHORTLINK_ADMIN_PASSWORD_HASH: undefined, EMBEDDED_MODE: 'true' });
    try {
      expect(embedded.announced).toHaveLength(1);
      const password = /password "([^"]+)"/.exec(embedded.announced[0]!)?.[1] ?? '';
      expect(password).toMatch(/^[A-Za-z0-9_-]{24}$/);
      expect((await call(embedded.baseUrl, 'POST', LIST, { password })).status).toBe(200);
    } finally {
      await embedded.close();
    }
  });
});
