import { ADMIN_MESSAGES, authTokenResponseSchema, BLOG_MESSAGES, CONTENT_ERRORS } from '@quizlink/contracts/content';
import { call } from '@quizlink/kit-http/testing';
import { ADMIN, BLOG_PASSWORD, auth, fromClient, startContentService, type Harness } from './content.harness.ts';

describe('POST /api/admin/login', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startContentService('admin_login', { env: { LOGIN_MAX_FAILURES: '3', LOGIN_LOCKOUT_MINUTES: '10' } });
  });
  afterAll(() => h.close());

  it('When the username and password are right, then it answers success, a token, a message and the expiry', async () => {
    const res = await call(h.baseUrl, 'POST', '/api/admin/login', ADMIN, fromClient('10.2.0.1'));
    expect(res.status).toBe(200);
    const body = authTokenResponseSchema.parse(res.body);
    expect(body.message).toBe(ADMIN_MESSAGES.loginSucceeded);
    expect(body.token.split('.')).toHaveLength(3);
    expect(Date.parse(body.expiresAt) - Date.now()).toBeGreaterThan(7 * 3600_000);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it.each([
    ['a wrong password', { username: ADMIN.username, password: 'nope' }],
    ['a wrong username', { username: 'eve', password: ADMIN.password }],
    ['the username in another case', { username: 'ADA', password: ADMIN.password }],
  ])('When it gets %s, then it is 401 "Invalid credentials. Please try again."', async (_case, body) => {
    const res = await call(h.baseUrl, 'POST', '/api/admin/login', body, fromClient('10.2.0.2'));
    expect(res.status).toBe(401);
    expect(res.body.error).toMatchObject({ code: CONTENT_ERRORS.authInvalidCredentials.code, message: ADMIN_MESSAGES.invalidCredentials });
  });

  it.each([
    ['no password', { username: ADMIN.username }],
    ['an empty username', { username: '  ', password: 'x' }],
    ['nothing', {}],
  ])('When it gets %s, then it is 400 "Please enter both username and password."', async (_case, body) => {
    const res = await call(h.baseUrl, 'POST', '/api/admin/login', body, fromClient('10.2.0.3'));
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(ADMIN_MESSAGES.bothRequired);
  });

  it('When failures repeat past the limit, then the client is locked out with 429 and Retry-After, even with the right password', async () => {
    const client = fromClient('10.2.0.9');
    const wrong = { username: ADMIN.username, password: 'guess' };
    for (let i = 0; i < 3; i += 1) expect((await call(h.baseUrl, 'POST', '/api/admin/login', wrong, client)).status).toBe(401);
    const locked = await call(h.baseUrl, 'POST', '/api/admin/login', wrong, client);
    expect(locked.status).toBe(429);
    expect(locked.body.error).toMatchObject({ code: CONTENT_ERRORS.authTooManyAttempts.code, message: ADMIN_MESSAGES.tooManyAttempts });
    const retryAfter = Number(locked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(9 * 60);
    expect(retryAfter).toBeLessThanOrEqual(10 * 60);
    expect((await call(h.baseUrl, 'POST', '/api/admin/login', ADMIN, client)).status).toBe(429);
    // Another client is not affected.
    expect((await call(h.baseUrl, 'POST', '/api/admin/login', ADMIN, fromClient('10.2.0.10'))).status).toBe(200);
  });

  it('When a login succeeds, then the earlier failures of that client no longer count', async () => {
    const client = fromClient('10.2.0.11');
    const wrong = { username: ADMIN.username, password: 'guess' };
    for (let i = 0; i < 2; i += 1) await call(h.baseUrl, 'POST', '/api/admin/login', wrong, client);
    expect((await call(h.baseUrl, 'POST', '/api/admin/login', ADMIN, client)).status).toBe(200);
    for (let i = 0; i < 3; i += 1) expect((await call(h.baseUrl, 'POST', '/api/admin/login', wrong, client)).status).toBe(401);
  });

  it('When passwords are sent, then none of them reaches the structured logs', async () => {
    await call(h.baseUrl, 'POST', '/api/admin/login', { username: ADMIN.username, password: 'leaky-secret-value' }, fromClient('10.2.0.12'));
    const logs = h.logLines.join('');
    expect(logs).not.toContain('leaky-secret-value');
    expect(logs).not.toContain(ADMIN.password);
  });
});

describe('failed logins are slowed down', () => {
  it('When failures pile up, then each failure is answered later than the one before', async () => {
    const h = await startContentService('slowdown', { slowdownMs: (failures) => (failures - 1) * 150 });
    try {
      const elapsed: number[] = [];
      for (let i = 0; i < 3; i += 1) {
        const started = Date.now();
        await call(h.baseUrl, 'POST', '/api/admin/login', { username: ADMIN.username, password: 'x' }, fromClient('10.3.0.1'));
        elapsed.push(Date.now() - started);
      }
      // Lower bounds only: the delays guarantee them, while a busy machine can stretch any answer.
      expect(elapsed[1]!).toBeGreaterThanOrEqual(140);
      expect(elapsed[2]!).toBeGreaterThanOrEqual(290);
    } finally {
      await h.close();
    }
  });
});

describe('POST /api/auth/blog-management', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startContentService('blog_login', { env: { LOGIN_MAX_FAILURES: '2' } });
  });
  afterAll(() => h.close());

  it('When the password is right, then a token comes back', async () => {
    const res = await call(h.baseUrl, 'POST', '/api/auth/blog-management', { password: BLOG_PASSWORD }, fromClient('10.4.0.1'));
    expect(res.status).toBe(200);
    expect(authTokenResponseSchema.parse(res.body).token).toBeTruthy();
  });

  it('When the password is wrong or missing, then it is 401 or 400 "Invalid password"', async () => {
    const wrong = await call(h.baseUrl, 'POST', '/api/auth/blog-management', { password: ADMIN.password }, fromClient('10.4.0.2'));
    expect(wrong.status).toBe(401);
    expect(wrong.body.error.message).toBe(BLOG_MESSAGES.invalidPassword);
    const missing = await call(h.baseUrl, 'POST', '/api/auth/blog-management', {}, fromClient('10.4.0.2'));
    expect(missing.status).toBe(400);
    expect(missing.body.error.message).toBe(BLOG_MESSAGES.invalidPassword);
  });

  it('When wrong passwords repeat, then the client is locked out', async () => {
    const client = fromClient('10.4.0.3');
    for (let i = 0; i < 2; i += 1) await call(h.baseUrl, 'POST', '/api/auth/blog-management', { password: 'x' }, client);
    expect((await call(h.baseUrl, 'POST', '/api/auth/blog-management', { password: 'x' }, client)).status).toBe(429);
    expect((await call(h.baseUrl, 'POST', '/api/auth/blog-management', { password: BLOG_PASSWORD }, client)).status).toBe(429);
  });
});

describe('logins without a configured hash', () => {
  it('When no hash is configured outside embedded mode, then both logins answer 503 auth.not_configured for any password', async () => {
    const h = await startContentService('unconfigured', { env: { ADMIN_USERNAME: undefined, ADMIN_PASSWORD_HASH: undefined, BLOG_PASSWORD_HASH: undefined } });
    try {
      const admin = await call(h.baseUrl, 'POST', '/api/admin/login', { username: 'admin', password: 'admin' });
      expect(admin.status).toBe(503);
      expect(admin.body.error.code).toBe(CONTENT_ERRORS.authNotConfigured.code);
      const blog = await call(h.baseUrl, 'POST', '/api/auth/blog-management', { password: '' });
      expect(blog.status).toBe(400);
      expect((await call(h.baseUrl, 'POST', '/api/auth/blog-management', { password: 'password' })).status).toBe(503);
      expect(h.announced).toEqual([]);
    } finally {
      await h.close();
    }
  });

  it('When no hash is configured in embedded mode, then random passwords are printed once to the console (not the logs) and they work', async () => {
    const h = await startContentService('embedded', {
      env: { EMBEDDED_MODE: 'true', ADMIN_USERNAME: undefined, ADMIN_PASSWORD_HASH: undefined, BLOG_PASSWORD_HASH: undefined, AUTH_TOKEN_SECRET: undefined },
    });
    try {
      expect(h.announced).toHaveLength(1);
      const notice = h.announced[0]!;
      const adminPassword = /username "admin"\s+password "([^"]+)"/.exec(notice)?.[1];
      const blogPassword = /blog-management\s+password "([^"]+)"/.exec(notice)?.[1];
      expect(adminPassword).toMatch(/^[A-Za-z0-9_-]{24}$/);
      expect(blogPassword).toMatch(/^[A-Za-z0-9_-]{24}$/);
      expect(h.logLines.join('')).not.toContain(adminPassword);
      expect(h.logLines.join('')).not.toContain(blogPassword);
      const login = await call(h.baseUrl, 'POST', '/api/admin/login', { username: 'admin', password: adminPassword });
      expect(login.status).toBe(200);
      expect((await call(h.baseUrl, 'GET', '/api/contact/messages', undefined, auth(login.body.token))).status).toBe(200);
      expect((await call(h.baseUrl, 'POST', '/api/auth/blog-management', { password: blogPassword })).status).toBe(200);
    } finally {
      await h.close();
    }
  });
});
