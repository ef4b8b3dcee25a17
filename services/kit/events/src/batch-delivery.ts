import type { DomainEvent } from '@quizlink/contracts/events';
import type { Logger } from '@quizlink/kit-logger';
import type { EventHandler } from './event-bus.ts';
import { deliverWithRetry, type DeliveryOutcome, type RetryPolicy } from './retry-policy.ts';

/** Events handed to one call of a batch handler at most. */
export const MAX_EVENTS_PER_BATCH = 200;

/**
 * A handler that can also take the events that queued up together in one call (one transaction for
 * all of them instead of one each). `batch` must have the same effect as calling the handler for each
 * event in order; if it fails, nothing of it may stay (a rolled-back transaction).
 */
export type BatchCapableHandler = EventHandler & { batch?: (events: DomainEvent[]) => Promise<void> };

/** Gives `handler` a batch form: `handleBatch` does for several events what `handler` does for one. */
export function withBatch(handler: EventHandler, handleBatch: (events: DomainEvent[]) => Promise<void>): BatchCapableHandler {
  return Object.assign(handler, { batch: handleBatch });
}

/**
 * `handler` with `afterHandled` told of the events each call (either form) handled, once it resolved —
 * for a projector whose commit another part of the service waits for. A failed call tells nothing.
 */
export function withAfterHandled(handler: BatchCapableHandler, afterHandled: (events: readonly DomainEvent[]) => void): BatchCapableHandler {
  const one: EventHandler = async (event) => {
    await handler(event);
    afterHandled([event]);
  };
  const { batch } = handler;
  if (!batch) return one;
  return withBatch(one, async (events) => {
    await batch(events);
    afterHandled(events);
  });
}

/**
 * Delivers events that arrived together: in one call of the handler's batch form when it has one — a
 * lone event too, since the batch form is the cheap one (idempotentHandler's: one script, where its
 * one-event form is a transaction of several statements, each a turn of the event loop or a round trip);
 * if that call fails, each event is delivered alone, in order, with the usual retries — so a batch never
 * loses an event or changes what a failing event leads to. Resolves with each event's outcome, in order.
 */
export async function deliverBatch(args: {
  handler: BatchCapableHandler;
  events: DomainEvent[];
  policy: RetryPolicy;
  logger: Logger;
  signal: AbortSignal;
  beforeWait?: () => Promise<void>;
}): Promise<DeliveryOutcome[]> {
  const { handler, events } = args;
  if (handler.batch && events.length > 0 && !args.signal.aborted) {
    try {
      await handler.batch(events);
      return events.map(() => 'handled');
    } catch (error) {
      args.logger.debug({ err: error, events: events.length }, 'batch failed; delivering its events one by one');
    }
  }
  const outcomes: DeliveryOutcome[] = [];
  for (const event of events) outcomes.push(await deliverWithRetry({ ...args, handler, event }));
  return outcomes;
}
