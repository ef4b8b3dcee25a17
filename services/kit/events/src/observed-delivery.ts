import type { DomainEvent } from '@quizlink/contracts/events';
import { eventHandlerFailures } from '@quizlink/kit-metrics';
import { tracingHooks, type CarrierHeaders } from '@quizlink/kit-tracing';
import type { BatchCapableHandler } from './batch-delivery.ts';
import type { EventHandler } from './event-bus.ts';

/** Headers of a message published with tracing off: none, and nothing allocated for them. */
const NO_TRACE_HEADERS: Readonly<Record<string, string>> = Object.freeze({});

/** Messaging-system names on spans. */
export type BusKind = 'kafka' | 'in-process';

/**
 * The handler as the buses call it: each failed attempt counts in event_handler_failures_total, and
 * with tracing on each attempt runs in a consumer span whose parent is the trace the message carried
 * (so the publisher's request and this handler are one trace).
 */
export function observedHandler(
  handler: EventHandler,
  where: { topic: string; group: string; kind: BusKind },
): ((event: DomainEvent, headers: CarrierHeaders) => Promise<void>) & { batch?: BatchCapableHandler['batch'] } {
  const failures = eventHandlerFailures.labels({ topic: where.topic, group: where.group });
  const counted: EventHandler = async (event) => {
    try {
      await handler(event);
    } catch (error) {
      failures.inc();
      throw error;
    }
  };
  const observed = (event: DomainEvent, headers: CarrierHeaders) => {
    const tracing = tracingHooks();
    if (!tracing) return counted(event);
    const attributes = {
      'messaging.system': where.kind,
      'messaging.destination.name': where.topic,
      'messaging.operation.type': 'process',
      'messaging.consumer.group.name': where.group,
      'messaging.message.id': event.id,
    };
    return tracing.inConsumerSpan({ name: `${where.topic} process`, attributes }, headers, () => counted(event));
  };
  // A batch form (batch-delivery.ts) is kept, counted the same way, while tracing is off; with tracing on,
  // each event is handled alone so that it stays in its own trace.
  const batch = (handler as BatchCapableHandler).batch;
  if (!batch) return observed;
  return Object.assign(observed, {
    batch: async (events: DomainEvent[]) => {
      if (tracingHooks()) throw new Error('tracing is on: events are handled one by one');
      try {
        await batch(events);
      } catch (error) {
        failures.inc();
        throw error;
      }
    },
  });
}

/**
 * Runs a publish in a producer span (tracing on) and gives it the W3C headers to put on each message;
 * with tracing off, `publish` gets empty headers and nothing else happens.
 */
export function observedPublish<T>(where: { topic: string; kind: BusKind; count: number }, publish: (traceHeaders: Record<string, string>) => Promise<T>): Promise<T> {
  const tracing = tracingHooks();
  if (!tracing) return publish(NO_TRACE_HEADERS);
  const attributes = { 'messaging.system': where.kind, 'messaging.destination.name': where.topic, 'messaging.operation.type': 'publish', 'messaging.batch.message_count': where.count };
  return tracing.inProducerSpan({ name: `${where.topic} publish`, attributes }, () => publish(tracing.currentHeaders()));
}
