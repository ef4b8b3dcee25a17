import type { EachBatchPayload } from 'kafkajs';
import type { DomainEvent } from '@quizlink/contracts';
import type { Logger } from '@quizlink/kit-logger';
import { deliverBatch, type BatchCapableHandler } from './batch-delivery.ts';
import type { RetryPolicy } from './retry-policy.ts';
import { parseEvent } from './validate-event.ts';

type Headers = NonNullable<EachBatchPayload['batch']['messages'][number]['headers']>;
/** A subscribed handler as the Kafka bus holds it: it takes each message's headers (trace context). */
type HeadersHandler = ((event: DomainEvent, headers: Headers) => Promise<void>) & { batch?: BatchCapableHandler['batch'] };

/**
 * One fetched batch of a partition for a batch-capable handler: the valid events go to it together
 * (a failing batch falls back to one by one with retries, as on the in-process bus); an invalid message
 * is logged and passed over, as eachMessage does. Offsets are resolved in order up to the last event
 * settled, so a close in the middle of a retry leaves the rest for redelivery.
 */
export async function deliverKafkaBatch(
  payload: Pick<EachBatchPayload, 'batch' | 'resolveOffset' | 'heartbeat' | 'isRunning' | 'isStale'>,
  handler: HeadersHandler,
  opts: { policy: RetryPolicy; logger: Logger; signal: AbortSignal },
): Promise<void> {
  const { batch, resolveOffset, heartbeat } = payload;
  if (!payload.isRunning() || payload.isStale()) return;
  const entries = batch.messages.map((message) => ({ message, parsed: parseEvent(message.value?.toString('utf8') ?? '') }));
  const events: DomainEvent[] = [];
  const headersOf = new Map<DomainEvent, Headers>();
  for (const { message, parsed } of entries) {
    if ('problem' in parsed) {
      opts.logger.warn({ partition: batch.partition, offset: message.offset, problem: parsed.problem }, 'invalid event skipped');
      continue;
    }
    events.push(parsed.event);
    headersOf.set(parsed.event, message.headers ?? {});
  }
  const single = (event: DomainEvent) => handler(event, headersOf.get(event) ?? {});
  const outcomes = await deliverBatch({ handler: Object.assign(single, { batch: handler.batch }), events, ...opts, beforeWait: heartbeat });
  let next = 0;
  for (const { message, parsed } of entries) {
    // Closing mid-retry: offsets from this event on stay unresolved, so they are delivered again after restart.
    if (!('problem' in parsed) && outcomes[next++] === 'stopped') throw new Error('event bus closing; events left for redelivery');
    resolveOffset(message.offset);
  }
  await heartbeat();
}
