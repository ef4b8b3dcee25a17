import { setTimeout as sleep } from 'node:timers/promises';
import type { DomainEvent } from '@quizlink/contracts/events';
import type { Logger } from '@quizlink/kit-logger';
import type { EventHandler } from './event-bus.ts';

/** How a failing handler is retried before its event is given up (logged at error, then dead-lettered by the bus). */
export type RetryPolicy = { maxAttempts: number; initialDelayMs: number; maxDelayMs: number };

/** ~1 minute of retries in total: rides out a database restart, does not block a topic forever. */
export const DEFAULT_RETRY_POLICY: RetryPolicy = { maxAttempts: 10, initialDelayMs: 100, maxDelayMs: 15_000 };

export function backoffDelayMs(policy: RetryPolicy, failedAttempts: number): number {
  return Math.min(policy.initialDelayMs * 2 ** (failedAttempts - 1), policy.maxDelayMs);
}

export type DeliveryOutcome = 'handled' | 'gave-up' | 'stopped';

/**
 * Calls `handler` until it succeeds, waiting with exponential backoff between attempts. Never throws:
 * the outcome says whether the event was handled, given up after `maxAttempts`, or abandoned because
 * `signal` aborted (the bus is closing). `beforeWait` runs before each pause (Kafka heartbeats).
 */
export async function deliverWithRetry(args: {
  handler: EventHandler;
  event: DomainEvent;
  policy: RetryPolicy;
  logger: Logger;
  signal: AbortSignal;
  beforeWait?: () => Promise<void>;
}): Promise<DeliveryOutcome> {
  const { handler, event, policy, logger, signal } = args;
  const context = { eventId: event.id, eventType: event.type, key: event.key };
  for (let attempt = 1; ; attempt += 1) {
    if (signal.aborted) return 'stopped';
    try {
      await handler(event);
      if (attempt > 1) logger.info({ ...context, attempt }, 'event handled after retry');
      return 'handled';
    } catch (error) {
      if (attempt >= policy.maxAttempts) {
        logger.error({ ...context, err: error, attempts: attempt }, 'event handler kept failing; giving up');
        return 'gave-up';
      }
      const delayMs = backoffDelayMs(policy, attempt);
      logger.warn({ ...context, err: error, attempt, retryInMs: delayMs }, 'event handler failed; retrying');
      await args.beforeWait?.().catch(() => undefined);
      try {
        await sleep(delayMs, undefined, { signal });
      } catch {
        return 'stopped';
      }
    }
  }
}
