import { createRequire } from 'node:module';
import { patchKafkaRequestQueue } from './kafkajs-request-queue-fix.ts';

type Queue = { pending: unknown[]; throttledUntil: number; throttleCheckTimeoutId: unknown; scheduleCheckPendingRequests(): void; checkPendingRequests(): void; destroy(): void };
const RequestQueue = createRequire(import.meta.url)('kafkajs/src/network/requestQueue/index.js') as new (options: object) => Queue;
const silent = { debug: () => undefined, info: () => undefined, warn: () => undefined, error: () => undefined };
const newQueue = () => new RequestQueue({ maxInFlightRequests: 1, requestTimeout: 1000, enforceRequestTimeout: false, clientId: 'test', broker: 'test:9092', logger: silent });

describe('kafkajs request queue (patched)', () => {
  beforeAll(() => patchKafkaRequestQueue());

  test('When nothing waits and nothing throttles (an idle connection), then no timer is armed and no negative delay is passed', () => {
    const queue = newQueue();
    queue.checkPendingRequests();
    expect(queue.throttleCheckTimeoutId).toBeNull();
  });

  test('When a request waits, then the queue is checked again; while throttled, at the throttle’s end', async () => {
    const queue = newQueue();
    queue.pending.push({});
    queue.throttledUntil = Date.now() + 60_000;
    queue.scheduleCheckPendingRequests();
    expect(queue.throttleCheckTimeoutId).not.toBeNull();
    queue.destroy();
  });
});
