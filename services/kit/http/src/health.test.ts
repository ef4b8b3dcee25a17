import type http from 'node:http';
import { createLogger } from '@quizlink/kit-logger';
import { baseUrlOf, createHttpApp, finalizeApp, listen } from './index.ts';

const logger = createLogger({ service: 'health-test', level: 'silent' });

describe('readiness checks', () => {
  let server: http.Server;
  let answered = 0;
  beforeAll(async () => {
    const neverAnswers = () => new Promise<void>(() => undefined);
    const answers = async () => void (answered += 1);
    const app = createHttpApp({ service: 'health-test', logger, readiness: [answers, neverAnswers] });
    finalizeApp(app, logger);
    server = await listen(app, { port: 0, host: '127.0.0.1' });
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  test('When a check never answers, then GET /readyz answers 503 service.not_ready once the check budget has passed, and /healthz stays 200', async () => {
    const started = performance.now();
    const res = await fetch(`${baseUrlOf(server)}/readyz`);
    const waitedMs = performance.now() - started;

    expect(res.status).toBe(503);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('service.not_ready');
    // The budget is 3 s: the answer waited for it (and came at all: the test's own limit is 10 s).
    expect(waitedMs).toBeGreaterThanOrEqual(2900);
    expect(answered).toBe(1);
    expect((await fetch(`${baseUrlOf(server)}/healthz`)).status).toBe(200);
  }, 10_000);
});
