import type { Server } from 'node:http';
import express, { type RequestHandler } from 'express';
import { HEADERS } from '@quizlink/contracts/http';
import { HTTP_ERRORS } from '@quizlink/contracts/errors';
import { baseUrlOf, listen } from '@quizlink/kit-http';
import { closeServer } from '@quizlink/kit-lifecycle';
import { startGateway, type StartedGateway } from './gateway-fixture.ts';
import { expectApiSecurityHeaders, kitServiceApp } from './service-headers.ts';
import { closedPortUrl, startStandIns, type StandIns } from './stand-in-services.ts';

/** A service app as embedded mode runs it: it reads the body itself and says what it saw. */
function echoApp(): RequestHandler {
  const app = express();
  app.use(express.json());
  app.all('/api/quiz-attempts', (req, res) => {
    res.status(201).json({
      url: req.url,
      method: req.method,
      body: req.body as unknown,
      requestId: req.headers[HEADERS.requestId],
      forwardedFor: req.headers['x-forwarded-for'],
      realIp: req.headers['x-real-ip'] ?? null,
    });
  });
  app.get('/api/quizzes/:id/attempts', () => {
    // Never answers: the gateway's timeout must.
  });
  app.get('/api/quiz-attempts/boom', () => {
    throw new Error('handler failed before answering');
  });
  return app;
}

let standIns: StandIns;
let gateway: StartedGateway;
const content = kitServiceApp();
let contentServer: Server;

beforeAll(async () => {
  standIns = await startStandIns();
  contentServer = await listen(content, { port: 0, host: '127.0.0.1' });
  // The attempt service's socket is closed on purpose: in-process requests must never need it.
  gateway = await startGateway({ upstreams: { ...standIns.urls, attempt: await closedPortUrl() }, timeoutMs: 300, inProcess: { attempt: echoApp(), content } });
});
afterAll(async () => {
  await gateway.close();
  await closeServer(contentServer);
  await standIns.close();
});

describe('in-process dispatch (embedded mode)', () => {
  test('When a routed request belongs to an in-process service, then its app answers it directly, with the body as sent', async () => {
    const res = await fetch(`${gateway.url}/api/quiz-attempts?x=1`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.9', 'x-real-ip': '203.0.113.9' },
      body: JSON.stringify({ quizId: 7, answers: [{ questionId: 1, userAnswer: 'Right' }] }),
    });
    expect(res.status).toBe(201);
    const seen = (await res.json()) as Record<string, unknown>;
    expect(seen).toMatchObject({ url: '/api/quiz-attempts?x=1', method: 'POST', body: { quizId: 7, answers: [{ questionId: 1, userAnswer: 'Right' }] } });
    // The gateway's own judgement of the client, never the client's claim.
    expect(seen.forwardedFor).toBe('127.0.0.1');
    expect(seen.realIp).toBeNull();
    expect(seen.requestId).toBe(res.headers.get(HEADERS.requestId));
  });

  test('When other services are not in process, then they are still proxied', async () => {
    const res = await fetch(`${gateway.url}/api/users/7`);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { service: string }).service).toBe('quiz');
  });

  test('When an in-process service stays silent, then the caller gets 504 in the common shape', async () => {
    const res = await fetch(`${gateway.url}/api/quizzes/5/attempts`);
    expect(res.status).toBe(504);
    expect(await res.json()).toEqual({ error: { code: HTTP_ERRORS.gatewayUpstreamTimeout.code, message: HTTP_ERRORS.gatewayUpstreamTimeout.message, requestId: expect.any(String) } });
  });

  test('When an in-process handler throws, then the caller gets an error in the common shape and the gateway keeps serving', async () => {
    const res = await fetch(`${gateway.url}/api/quiz-attempts/boom`);
    expect(res.status).toBe(500);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBeDefined();
    expect((await fetch(`${gateway.url}/api/users/7`)).status).toBe(200);
  });

  test("When a kit-http service app answers in process, then the response carries an API answer's security headers, set once", async () => {
    const res = await fetch(`${gateway.url}/api/blog/public/posts`);
    expect(res.status).toBe(200);
    expectApiSecurityHeaders(res.headers);
  });

  test('When the same service app is reached over its own socket, then it sets its own security headers and checks the path itself', async () => {
    const direct = await fetch(`${baseUrlOf(contentServer)}/api/blog/public/posts`);
    expectApiSecurityHeaders(direct.headers);
    const malformed = await fetch(`${baseUrlOf(contentServer)}/api/blog/public/%ff`);
    expect(malformed.status).toBe(400);
    expect(((await malformed.json()) as { error: { code: string } }).error.code).toBe(HTTP_ERRORS.requestMalformedPath.code);
  });

  test('When a malformed path is sent for an in-process service, then the gateway refuses it with 400', async () => {
    const res = await fetch(`${gateway.url}/api/blog/public/%ff`);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe(HTTP_ERRORS.requestMalformedPath.code);
  });
});
