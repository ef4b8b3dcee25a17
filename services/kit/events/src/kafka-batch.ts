import type { EachBatchPayload } from 'kafkajs';
import type { DomainEvent } from '@quizlink/contracts/events';
import type { Logger } from '@quizlink/kit-logger';
import { deliverBatch, type BatchCapableHandler } from './batch-delivery.ts';
import { rememberingFailures } from './dead-letter.ts';
import type { AcceptedEvents } from './event-bus.ts';
import { readMessage } from './event-acceptance.ts';
import type { KafkaDeadLetterer } from './kafka-dead-letter.ts';
import type { RetryPolicy } from './retry-policy.ts';

type Headers = NonNullable<EachBatchPayload['batch']['messages'][number]['headers']>;
/** A subscribed handler as the Kafka bus holds it: it takes each message's headers (trace context). */
type HeadersHandler = ((event: DomainEvent, headers: Headers) => Promise<void>) & { batch?: BatchCapableHandler['batch'] };

/**
 * One fetched batch of a partition for a batch-capable handler: the events it takes go to it together
 * (a failing batch falls back to one by one with retries, as on the in-process bus); an event it ignores
 * on purpose is passed over; an unreadable message, or one whose handler gave up, is copied to the
 * dead-letter topic, as eachMessage does. Offsets are resolved in order up to the last message settled,
 * so a close in the middle of a retry, or a dead-letter copy that fails (it throws), leaves the rest for
 * redelivery.
 */
export async function deliverKafkaBatch(
  payload: Pick<EachBatchPayload, 'batch' | 'resolveOffset' | 'heartbeat' | 'isRunning' | 'isStale'>,
  handler: HeadersHandler,
  opts: { policy: RetryPolicy; logger: Logger; signal: AbortSignal; accepts?: AcceptedEvents; deadLetter: KafkaDeadLetterer },
): Promise<void> {
  const { batch, resolveOffset, heartbeat } = payload;
  if (!payload.isRunning() || payload.isStale()) return;
  const entries = batch.messages.map((message) => ({ message, verdict: readMessage(message.value?.toString('utf8') ?? '', opts.accepts) }));
  const events: DomainEvent[] = [];
  const headersOf = new Map<DomainEvent, Headers>();
  for (const { message, verdict } of entries) {
    if (!('event' in verdict)) continue;
    events.push(verdict.event);
    headersOf.set(verdict.event, message.headers ?? {});
  }
  const single = rememberingFailures((event: DomainEvent) => handler(event, headersOf.get(event) ?? {}));
  const { policy, logger, signal } = opts;
  const outcomes = await deliverBatch({ handler: Object.assign(single.handler, { batch: handler.batch }), events, policy, logger, signal, beforeWait: heartbeat });
  let next = 0;
  for (const { message, verdict } of entries) {
    if ('deadLetter' in verdict) await opts.deadLetter(message, batch.partition, verdict.deadLetter);
    if ('event' in verdict) {
      const outcome = outcomes[next++];
      // Closing mid-retry: offsets from this event on stay unresolved, so they are delivered again after restart.
      if (outcome === 'stopped') throw new Error('event bus closing; events left for redelivery');
      if (outcome === 'gave-up') await opts.deadLetter(message, batch.partition, single.causeOf(verdict.event));
    }
    resolveOffset(message.offset);
  }
  await heartbeat();
}
