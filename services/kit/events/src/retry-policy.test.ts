import { logLevel } from 'kafkajs';
import { Writable } from 'node:stream';
import { createLogger } from '@quizlink/kit-logger';
import { backoffDelayMs, deliverWithRetry } from './retry-policy.ts';
import { kafkaLogCreator } from './kafka-log-bridge.ts';
import { attemptSubmitted } from './event.fixture.ts';

const silent = createLogger({ service: 'events-test', level: 'silent' });

describe('backoffDelayMs', () => {
  test('When attempts fail in a row, then the wait doubles up to the cap', () => {
    const policy = { maxAttempts: 10, initialDelayMs: 100, maxDelayMs: 1000 };
    expect([1, 2, 3, 4, 5, 6].map((n) => backoffDelayMs(policy, n))).toEqual([100, 200, 400, 800, 1000, 1000]);
  });
});

describe('deliverWithRetry', () => {
  test('When the signal aborts during a backoff wait, then delivery stops at once with "stopped"', async () => {
    const controller = new AbortController();
    const outcome = deliverWithRetry({
      handler: async () => {
        setTimeout(() => controller.abort(), 10);
        throw new Error('down');
      },
      event: attemptSubmitted(1),
      policy: { maxAttempts: 5, initialDelayMs: 60_000, maxDelayMs: 60_000 },
      logger: silent,
      signal: controller.signal,
    });
    await expect(outcome).resolves.toBe('stopped');
  });

  test('When a retry is needed, then beforeWait runs before each pause', async () => {
    let calls = 0;
    let heartbeats = 0;
    const outcome = await deliverWithRetry({
      handler: async () => {
        calls += 1;
        if (calls < 3) throw new Error('flaky');
      },
      event: attemptSubmitted(1),
      policy: { maxAttempts: 5, initialDelayMs: 1, maxDelayMs: 1 },
      logger: silent,
      signal: new AbortController().signal,
      beforeWait: async () => void (heartbeats += 1),
    });
    expect(outcome).toBe('handled');
    expect(heartbeats).toBe(2);
  });
});

describe('kafkaLogCreator', () => {
  test('When kafkajs logs, then the line goes through pino with a mapped level and without kafkajs duplicates', () => {
    const lines: Array<Record<string, unknown>> = [];
    const destination = new Writable({
      write(chunk: Buffer, _e, done) {
        lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
        done();
      },
    });
    const log = kafkaLogCreator(createLogger({ service: 'quiz', level: 'debug', destination }))(logLevel.INFO);
    log({ namespace: 'Producer', level: logLevel.ERROR, label: 'ERROR', log: { message: 'timed out', timestamp: 'x', logger: 'kafkajs', retryCount: 1 } });
    log({ namespace: 'Consumer', level: logLevel.INFO, label: 'INFO', log: { message: 'Starting', timestamp: 'x', groupId: 'g' } });
    expect(lines).toEqual([
      expect.objectContaining({ level: 'error', component: 'kafkajs', namespace: 'Producer', retryCount: 1, msg: 'timed out', service: 'quiz' }),
      expect.objectContaining({ level: 'info', namespace: 'Consumer', groupId: 'g', msg: 'Starting' }),
    ]);
    expect(lines[0]).not.toHaveProperty('logger');
    expect(lines[0]?.time).not.toBe('x');
  });
});
