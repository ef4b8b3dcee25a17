import { createHash, randomBytes } from 'node:crypto';
import { HEADERS } from '@quizlink/contracts/http';
import { errorResponseSchema, HTTP_ERRORS } from '@quizlink/contracts/errors';
import { QUIZ_ERRORS } from '@quizlink/contracts/quiz';
import { SERVICE_NAMES, type ServiceName } from '@quizlink/contracts/platform';
import { rawGet, startGateway, type StartedGateway } from './gateway-fixture.ts';
import { closedPortUrl, startSilentServer, startStandIns, type SeenRequest, type StandIns } from './stand-in-services.ts';

let standIns: StandIns;
let gateway: StartedGateway;

beforeAll(async () => {
  standIns = await startStandIns();
  gateway = await startGateway({ upstreams: standIns.urls });
});

afterAll(async () => {
  await gateway.close();
  await standIns.close();
});

beforeEach(() => {
  standIns.seen.length = 0;
});

const seenBy = async (res: Response): Promise<SeenRequest> => (await res.json()) as SeenRequest;

describe('routing by the contracts table', () => {
  test.each<[string, ServiceName]>([
    ['/api/quizzes/12/attempts', 'attempt'],
    ['/api/quiz-attempts', 'attempt'],
    ['/api/quiz-attempts/0b6f9d2e-1d8e-4a4b-9c43-4f1a8e7e2c11', 'attempt'],
    ['/api/users', 'quiz'],
    ['/api/users/7', 'quiz'],
    ['/api/quizzes', 'quiz'],
    ['/api/quizzes/code/ABC123', 'quiz'],
    ['/api/quizzes/dashboard/some-token', 'quiz'],
    ['/api/auto-create/sessions/4', 'generation'],
    ['/api/contact', 'content'],
    ['/api/admin/messages', 'content'],
    ['/api/blog/posts', 'content'],
    ['/api/upload-image', 'content'],
    ['/api/uploads/abc.png', 'content'],
    ['/api/short/links', 'shortlink'],
  ])('When a client calls %s, then the %s service answers with the path unchanged', async (path, service) => {
    const res = await fetch(`${gateway.url}${path}?page=2&q=a%20b`);

    expect(res.status).toBe(200);
    const seen = await seenBy(res);
    expect(seen.service).toBe(service);
    expect(seen.url).toBe(`${path}?page=2&q=a%20b`);
  });

  test('When an upstream answers an error, then its status and body reach the client untouched', async () => {
    const res = await fetch(`${gateway.url}/api/quizzes/999`);

    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: QUIZ_ERRORS.quizNotFound.code, message: QUIZ_ERRORS.quizNotFound.message, requestId: 'upstream' } });
  });

  test.each(['/api', '/api/', '/api/nope', '/api/usersx', '/api/internal/quizzes/1/answer-key'])(
    'When a client calls the unknown API path %s, then it gets 404 route.not_found in the common shape',
    async (path) => {
      const res = await fetch(`${gateway.url}${path}`, { headers: { [HEADERS.requestId]: 'unknown-path-1' } });

      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/application\/json/);
      const body = errorResponseSchema.parse(await res.json());
      expect(body.error).toEqual({ code: HTTP_ERRORS.routeNotFound.code, message: HTTP_ERRORS.routeNotFound.message, requestId: 'unknown-path-1' });
      expect(standIns.seen).toHaveLength(0);
    },
  );

  test('When a path climbs out of /api with dot segments, then no service receives it', async () => {
    const res = await rawGet(gateway.url, '/api/users/../../internal/quizzes/1/answer-key');

    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(standIns.seen).toHaveLength(0);
  });

  test('When a path has dot segments that stay inside /api, then the service receives the resolved path', async () => {
    const res = await rawGet(gateway.url, '/api/blog/../users/7?x=1');

    expect(res.status).toBe(200);
    expect(JSON.parse(res.body)).toMatchObject({ service: 'quiz', url: '/api/users/7?x=1' });
  });
});

describe('request ids and forwarded headers', () => {
  test('When the client sends a request id, then the service receives it and the response echoes it', async () => {
    const res = await fetch(`${gateway.url}/api/users/1`, { headers: { [HEADERS.requestId]: 'client-id-42' } });

    expect(res.headers.get(HEADERS.requestId)).toBe('client-id-42');
    expect((await seenBy(res)).headers[HEADERS.requestId]).toBe('client-id-42');
  });

  test('When the client sends no request id, then one is made, forwarded, echoed and logged', async () => {
    const res = await fetch(`${gateway.url}/api/contact`);

    const id = res.headers.get(HEADERS.requestId);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect((await seenBy(res)).headers[HEADERS.requestId]).toBe(id);
    const logged = gateway.lines.find((line) => line.msg === 'proxied request' && line.requestId === id);
    expect(logged).toMatchObject({ upstream: 'content', status: 200, method: 'GET', url: '/api/contact' });
  });

  test('When the client sends an unsafe request id, then a fresh one replaces it everywhere', async () => {
    const res = await fetch(`${gateway.url}/api/users`, { headers: { [HEADERS.requestId]: 'bad id <script>' } });

    const id = res.headers.get(HEADERS.requestId);
    expect(id).not.toBe('bad id <script>');
    expect((await seenBy(res)).headers[HEADERS.requestId]).toBe(id);
  });

  test('When a client sends its own x-forwarded-for, then the service receives only the address the gateway saw, and -proto and -host', async () => {
    const host = new URL(gateway.url).host;
    const res = await fetch(`${gateway.url}/api/users`, { headers: { 'x-forwarded-for': '203.0.113.9', 'x-forwarded-host': 'evil.example' } });

    const { headers } = await seenBy(res);
    expect(headers['x-forwarded-for']).toMatch(/^(::ffff:)?127\.0\.0\.1$/);
    expect(headers['x-forwarded-proto']).toBe('http');
    expect(headers['x-forwarded-host']).toBe(host);
    // changeOrigin: the service sees its own host
    expect(headers.host).toBe(new URL(standIns.urls.quiz).host);
  });
});

describe('request bodies', () => {
  test('When a client posts JSON, then the service receives the exact bytes, unparsed', async () => {
    const body = '{ "creatorName" :  "Ana",\n  "questions": [1, 2] }';
    const res = await fetch(`${gateway.url}/api/quizzes`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });

    const seen = await seenBy(res);
    expect(seen).toMatchObject({ service: 'quiz', method: 'POST', bodyText: body });
    expect(seen.headers['content-type']).toBe('application/json');
  });

  test('When a client posts malformed JSON, then the gateway forwards it and lets the service judge it', async () => {
    const res = await fetch(`${gateway.url}/api/quiz-attempts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"answers": [',
    });

    expect(res.status).toBe(200);
    expect((await seenBy(res)).bodyText).toBe('{"answers": [');
  });

  test('When a client uploads a large multipart body, then it streams through byte for byte', async () => {
    const file = randomBytes(3 * 1024 * 1024);
    const form = new FormData();
    form.append('image', new Blob([file], { type: 'image/png' }), 'photo.png');
    const expected = new Response(form);
    const contentType = expected.headers.get('content-type') ?? '';
    const payload = Buffer.from(await expected.arrayBuffer());

    const res = await fetch(`${gateway.url}/api/upload-image`, {
      method: 'POST',
      headers: { 'content-type': contentType },
      body: payload,
    });

    const seen = await seenBy(res);
    expect(seen.service).toBe('content');
    expect(seen.bodyBytes).toBe(payload.length);
    expect(seen.bodySha256).toBe(createHash('sha256').update(payload).digest('hex'));
    expect(seen.headers['content-type']).toBe(contentType);
  });
});

describe('upstream failures', () => {
  test('When a service is down, then the client gets 502 gateway.upstream_unavailable and the gateway keeps serving', async () => {
    const dead = await closedPortUrl();
    const upstreams = { ...standIns.urls, attempt: dead };
    const failing = await startGateway({ upstreams });
    try {
      const res = await fetch(`${failing.url}/api/quiz-attempts`, {
        method: 'POST',
        headers: { [HEADERS.requestId]: 'dead-1', 'content-type': 'application/json' },
        body: '{"quizId":1}',
      });

      expect(res.status).toBe(502);
      expect(errorResponseSchema.parse(await res.json()).error).toEqual({
        code: HTTP_ERRORS.gatewayUpstreamUnavailable.code,
        message: HTTP_ERRORS.gatewayUpstreamUnavailable.message,
        requestId: 'dead-1',
      });
      expect(failing.lines.find((line) => line.msg === 'upstream unavailable')).toMatchObject({
        requestId: 'dead-1',
        upstream: 'attempt',
        errorCode: 'ECONNREFUSED',
      });
      const healthy = await fetch(`${failing.url}/api/users`);
      expect(healthy.status).toBe(200);
    } finally {
      await failing.close();
    }
  });

  test('When a service never answers, then the client gets 504 gateway.upstream_timeout after timeoutMs', async () => {
    const silent = await startSilentServer();
    const slow = await startGateway({ upstreams: { ...standIns.urls, generation: silent.url }, timeoutMs: 300 });
    try {
      const started = Date.now();
      const res = await fetch(`${slow.url}/api/auto-create`, {
        method: 'POST',
        headers: { [HEADERS.requestId]: 'slow-1', 'content-type': 'application/json' },
        body: '{"topic":"cats"}',
      });
      const elapsed = Date.now() - started;

      expect(res.status).toBe(504);
      expect(errorResponseSchema.parse(await res.json()).error).toEqual({
        code: HTTP_ERRORS.gatewayUpstreamTimeout.code,
        message: HTTP_ERRORS.gatewayUpstreamTimeout.message,
        requestId: 'slow-1',
      });
      expect(elapsed).toBeGreaterThanOrEqual(250);
      expect(elapsed).toBeLessThan(3000);
      expect(slow.lines.find((line) => line.msg === 'upstream timed out')).toMatchObject({ requestId: 'slow-1', upstream: 'generation' });
      const healthy = await fetch(`${slow.url}/api/contact`);
      expect(healthy.status).toBe(200);
    } finally {
      await slow.close();
      await silent.close();
    }
  });

  test('When every service is down, then each API path answers 502 and nothing hangs', async () => {
    const dead = await closedPortUrl();
    const upstreams = Object.fromEntries(SERVICE_NAMES.map((name) => [name, dead])) as Record<ServiceName, string>;
    const isolated = await startGateway({ upstreams, timeoutMs: 1000 });
    try {
      const statuses = await Promise.all(
        ['/api/users', '/api/quiz-attempts', '/api/auto-create', '/api/contact', '/api/short'].map(
          async (path) => (await fetch(`${isolated.url}${path}`)).status,
        ),
      );
      expect(statuses).toEqual([502, 502, 502, 502, 502]);
    } finally {
      await isolated.close();
    }
  });
});
