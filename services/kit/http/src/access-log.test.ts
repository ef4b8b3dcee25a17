import { Writable } from 'node:stream';
import { createLogger } from '@quizlink/kit-logger';
import { createHttpApp, finalizeApp } from './index.ts';
import { serveForTest } from './testing.ts';

function capture() {
  const lines: Array<Record<string, unknown>> = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, destination };
}

async function requestAndRead(level: string) {
  const { lines, destination } = capture();
  const logger = createLogger({ service: 'demo', level, destination });
  const app = createHttpApp({ service: 'demo', logger });
  app.get('/api/quizzes/dashboard/:token', (_req, res) => {
    res.json({ ok: true });
  });
  app.get('/api/broken', () => {
    throw new Error('boom');
  });
  finalizeApp(app, logger);
  const served = await serveForTest({ app });
  try {
    await fetch(`${served.baseUrl}/api/quizzes/dashboard/secret-token-123?x=1`);
    await fetch(`${served.baseUrl}/healthz`);
    await fetch(`${served.baseUrl}/api/broken`);
  } finally {
    await served.close();
  }
  return lines.filter((line) => line.component === 'http');
}

describe('the access log', () => {
  test('When a request ends at info level, then one concise line says method, path, status and duration, with the request id, and no secret', async () => {
    const lines = (await requestAndRead('info')).filter((line) => String(line.msg).includes('/dashboard/'));
    expect(lines).toHaveLength(1);
    expect(lines[0]?.msg).toMatch(/^GET \/api\/quizzes\/dashboard\/\S+ 200 \d+ms$/);
    expect(lines[0]).toHaveProperty('requestId');
    expect(lines[0]).not.toHaveProperty('req');
    expect(lines[0]).not.toHaveProperty('res');
    expect(JSON.stringify(lines[0])).not.toContain('secret-token-123');
  });

  test('When a request fails with a 5xx, then its one line is at error level, and a probe is never logged', async () => {
    const lines = await requestAndRead('info');
    const failed = lines.filter((line) => String(line.msg).startsWith('GET /api/broken'));
    expect(failed).toHaveLength(1);
    expect(failed[0]).toMatchObject({ level: 'error', msg: expect.stringMatching(/^GET \/api\/broken 500 \d+ms$/) });
    expect(lines.some((line) => String(line.msg).includes('/healthz'))).toBe(false);
  });

  test('When the level is debug, then the same line also carries the full request and response, headers redacted', async () => {
    const lines = await requestAndRead('debug');
    const line = lines.find((l) => typeof l.msg === 'string' && l.msg.startsWith('GET /api/quizzes/dashboard/'));
    expect(line).toHaveProperty('req.headers');
    expect(line).toHaveProperty('res.statusCode', 200);
    expect(JSON.stringify(line)).not.toContain('secret-token-123');
  });
});
