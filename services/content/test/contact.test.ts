import { ADMIN_MESSAGES, CONTACT_MESSAGES, CONTENT_ERRORS, contactMessageListSchema } from '@quizlink/contracts/content';
import { HTTP_ERRORS } from '@quizlink/contracts/errors';
import { createRedisConnection } from '@quizlink/kit-cache';
import { call, eventually } from '@quizlink/kit-http/testing';
import { createLogger } from '@quizlink/kit-logger';
import { TOKEN_SECRET, adminToken, auth, blogToken, fromClient, startContentService, type Harness } from './content.harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startContentService('contact', { env: { CONTACT_RATE_LIMIT_PER_HOUR: '3' } });
});
afterAll(() => h.close());

const silent = createLogger({ service: 'contact-test', level: 'silent' });
const valid = { name: 'Grace Hopper', email: 'grace@example.com', message: 'Hello there, I love QuizLink!' };
const XSS = '<img src=x onerror="alert(1)"><script>alert(document.cookie)</script><a href="javascript:alert(1)">x</a>';

describe('POST /api/contact', () => {
  it('When a complete message is sent, then it is stored and the answer says Message sent!', async () => {
    const res = await call(h.baseUrl, 'POST', '/api/contact', valid, fromClient('10.1.0.1'));
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ success: true, id: expect.any(Number), message: CONTACT_MESSAGES.sent });
  });

  it.each([
    ['name missing', { email: valid.email, message: valid.message }],
    ['email blank', { ...valid, email: '   ' }],
    ['message only spaces', { ...valid, message: ' \n ' }],
    ['everything empty', {}],
    ['a field of the wrong type', { ...valid, name: 42 }],
  ])('When %s, then it is 400 with "Please fill out all fields"', async (_case, body) => {
    const res = await call(h.baseUrl, 'POST', '/api/contact', body, fromClient('10.1.0.2'));
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: HTTP_ERRORS.requestInvalid.code, message: CONTACT_MESSAGES.incompleteBody });
  });

  it.each(['plainaddress', 'no-at.example.com', 'two@@example.com', 'spaces in@example.com', 'user@nodot', 'user@example.', 'a@b.c?cc=evil@x.com', '<a@b.co>'])(
    'When the email is "%s", then it is 400 with "Please enter a valid email address"',
    async (email) => {
      const res = await call(h.baseUrl, 'POST', '/api/contact', { ...valid, email }, fromClient('10.1.0.3'));
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe(CONTACT_MESSAGES.invalidEmailBody);
    },
  );

  it('When a field is too long or the body is not JSON, then it is a 400 and nothing is stored', async () => {
    const [before] = await h.sequelize.query('SELECT COUNT(*) AS n FROM contact_messages');
    const long = await call(h.baseUrl, 'POST', '/api/contact', { ...valid, message: 'x'.repeat(5001) }, fromClient('10.1.0.4'));
    expect(long.status).toBe(400);
    const malformed = await call(h.baseUrl, 'POST', '/api/contact', '{"name":', fromClient('10.1.0.4'));
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.code).toBe(HTTP_ERRORS.requestMalformedJson.code);
    const [after] = await h.sequelize.query('SELECT COUNT(*) AS n FROM contact_messages');
    expect(after).toEqual(before);
  });

  it('When one client sends more messages than its hourly budget, then it gets 429 with Retry-After while others still can send', async () => {
    const client = fromClient('10.9.9.9');
    // Rejected messages do not spend the budget.
    await call(h.baseUrl, 'POST', '/api/contact', { ...valid, email: 'bad' }, client);
    for (let i = 0; i < 3; i += 1) expect((await call(h.baseUrl, 'POST', '/api/contact', valid, client)).status).toBe(201);
    const limited = await call(h.baseUrl, 'POST', '/api/contact', valid, client);
    expect(limited.status).toBe(429);
    expect(limited.body.error.code).toBe(HTTP_ERRORS.requestRateLimited.code);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await call(h.baseUrl, 'POST', '/api/contact', valid, fromClient('10.9.9.10'))).status).toBe(201);
  });

  const withRedis = process.env.REDIS_URL ? it : it.skip;
  withRedis('When deployments share one Redis, then instances with one CACHE_KEY_PREFIX share a budget and another prefix has its own', async () => {
    const namespace = `shared-contact-${Date.now()}-${Math.random().toString(36).slice(2)}`;
    const env = (prefix: string) => ({ CONTACT_RATE_LIMIT_PER_HOUR: '1', CACHE_KEY_PREFIX: prefix });
    const first = await startContentService('contact-a', { env: env('deployment-a:'), rateLimitNamespace: namespace });
    const second = await startContentService('contact-b', { env: env('deployment-a:'), rateLimitNamespace: namespace });
    const other = await startContentService('contact-c', { env: env('deployment-b:'), rateLimitNamespace: namespace });
    const redis = createRedisConnection({ redisUrl: process.env.REDIS_URL as string, logger: silent, component: 'contact-test' });
    try {
      // Until its connection to Redis is up, a limiter counts in its in-memory insurance limiter, this
      // instance's own: spend a probe client's budget on one instance until the other sees it spent.
      let probes = 0;
      await eventually(async () => {
        probes += 1;
        const probe = fromClient(`10.8.${Math.floor(probes / 250)}.${(probes % 250) + 1}`);
        expect((await call(first.baseUrl, 'POST', '/api/contact', valid, probe)).status).toBe(201);
        expect((await call(second.baseUrl, 'POST', '/api/contact', valid, probe)).status).toBe(429);
      }, 10_000);
      const client = fromClient('10.7.7.7');
      expect((await call(first.baseUrl, 'POST', '/api/contact', valid, client)).status).toBe(201);
      expect((await call(second.baseUrl, 'POST', '/api/contact', valid, client)).status).toBe(429);
      expect((await call(other.baseUrl, 'POST', '/api/contact', valid, client)).status).toBe(201);
      // The other prefix's 201 came from its own counter in Redis, not from an instance-local one.
      const otherCounters = await redis.run((store) => store.keys(`deployment-b:${namespace}:*10.7.7.7*`));
      expect(otherCounters).toHaveLength(1);
    } finally {
      await Promise.all([first.close(), second.close(), other.close(), redis.close()]);
    }
  });
});

describe('GET /api/contact/messages', () => {
  it('When the admin asks with a valid token, then every message comes back newest first, markup untouched as JSON data', async () => {
    await call(h.baseUrl, 'POST', '/api/contact', { name: 'Mallory <b>', email: 'mallory@example.com', message: XSS }, fromClient('10.1.1.1'));
    const token = await adminToken(h.baseUrl);
    const res = await call(h.baseUrl, 'GET', '/api/contact/messages', undefined, auth(token));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const messages = contactMessageListSchema.parse(res.body);
    expect(messages[0]).toMatchObject({ name: 'Mallory <b>', email: 'mallory@example.com', message: XSS });
    expect(Date.parse(messages[0]!.timestamp)).not.toBeNaN();
    const times = messages.map((m) => Date.parse(m.timestamp));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it.each([
    ['no Authorization header', {}],
    ['a malformed header', { authorization: 'Token abc' }],
    ['a garbage token', { authorization: 'Bearer not.a.jwt' }],
  ])('When it is called with %s, then it is 401 "Session expired. Please login again."', async (_case, headers) => {
    const res = await call(h.baseUrl, 'GET', '/api/contact/messages', undefined, headers);
    expect(res.status).toBe(401);
    expect(res.body.error).toMatchObject({ code: CONTENT_ERRORS.authUnauthorized.code, message: ADMIN_MESSAGES.sessionExpired });
  });

  it('When a blog-management token is used, then the inbox refuses it', async () => {
    const res = await call(h.baseUrl, 'GET', '/api/contact/messages', undefined, auth(await blogToken(h.baseUrl)));
    expect(res.status).toBe(401);
  });

  it('When the token has expired, then it is 401', async () => {
    const token = await adminToken(h.baseUrl);
    const issuedAt = h.now.value;
    h.now.value = new Date(issuedAt.getTime() + 481 * 60_000);
    try {
      expect((await call(h.baseUrl, 'GET', '/api/contact/messages', undefined, auth(token))).status).toBe(401);
    } finally {
      h.now.value = issuedAt;
    }
    expect((await call(h.baseUrl, 'GET', '/api/contact/messages', undefined, auth(token))).status).toBe(200);
  });

  it('When a token is signed with another key, then it is 401', async () => {
    const { SignJWT } = await import('jose');
    const forged = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('quizlink-content')
      .setAudience('quizlink-admin')
      .setSubject('ada')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(`${TOKEN_SECRET}-other`));
    expect((await call(h.baseUrl, 'GET', '/api/contact/messages', undefined, auth(forged))).status).toBe(401);
  });
});
