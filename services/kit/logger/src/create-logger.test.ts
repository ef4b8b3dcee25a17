import { Writable } from 'node:stream';
import { createLogger, REDACTED } from './index.ts';

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

describe('createLogger', () => {
  test('When a line is logged, then it is JSON with the service, a word level, an ISO time and the message', () => {
    const { lines, destination } = capture();
    createLogger({ service: 'quiz', destination }).info({ quizId: 7 }, 'quiz created');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ service: 'quiz', level: 'info', msg: 'quiz created', quizId: 7 });
    expect(new Date(String(lines[0]?.time)).toISOString()).toBe(lines[0]?.time);
  });

  test('When the level is warn, then info lines are dropped', () => {
    const { lines, destination } = capture();
    const logger = createLogger({ service: 'quiz', level: 'warn', destination });
    logger.info('hidden');
    logger.warn('shown');
    expect(lines.map((l) => l.msg)).toEqual(['shown']);
  });

  test('When secrets are logged as headers or fields, then their values are redacted', () => {
    const { lines, destination } = capture();
    const logger = createLogger({ service: 'content', destination });
    logger.info({
      req: { headers: { authorization: 'Bearer abc', cookie: 'sid=1', accept: 'json' } },
      password: 'hunter2',
      body: { token: 't0k', dashboardToken: 'dash', name: 'Ann' },
      ctx: { input: { password: 'deep' } },
    });
    const text = JSON.stringify(lines[0]);
    for (const secret of ['Bearer abc', 'sid=1', 'hunter2', 't0k', 'dash"', 'deep']) expect(text).not.toContain(secret);
    expect(lines[0]).toMatchObject({
      req: { headers: { authorization: REDACTED, cookie: REDACTED, accept: 'json' } },
      password: REDACTED,
      body: { token: REDACTED, dashboardToken: REDACTED, name: 'Ann' },
      ctx: { input: { password: REDACTED } },
    });
  });

  test("When an attempt's secret is logged as a header or a field, then its value is redacted", () => {
    const { lines, destination } = capture();
    const logger = createLogger({ service: 'attempt', destination });
    logger.info({ req: { headers: { 'x-attempt-secret': 'attempt-secret-1' } }, body: { id: 'a-1', attemptSecret: 'attempt-secret-2' } });
    expect(JSON.stringify(lines[0])).not.toMatch(/attempt-secret-[12]/);
    expect(lines[0]).toMatchObject({ req: { headers: { 'x-attempt-secret': REDACTED } }, body: { id: 'a-1', attemptSecret: REDACTED } });
  });

  test('When a child logger is made, then its bindings appear on every line', () => {
    const { lines, destination } = capture();
    createLogger({ service: 'attempt', destination }).child({ requestId: 'r-1' }).error(new Error('boom'), 'failed');
    expect(lines[0]).toMatchObject({ service: 'attempt', requestId: 'r-1', level: 'error', msg: 'failed' });
    expect(lines[0]?.err).toMatchObject({ message: 'boom' });
  });
});
