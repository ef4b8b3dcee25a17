import type { DomainEvent } from '@quizlink/contracts/events';
import type { EventHandler } from './event-bus.ts';

/** `<topic>.dlq`: where a consumer puts the events it could not take, instead of committing them away. */
export const DEAD_LETTER_SUFFIX = '.dlq';

export const deadLetterTopic = (topic: string): string => `${topic}${DEAD_LETTER_SUFFIX}`;

/** Why an event was dead-lettered (header `dlq-reason`). */
export const DEAD_LETTER_REASONS = {
  /** Not JSON, no envelope, or the payload does not match its type and version's schema (a renamed field). */
  unparsable: 'unparsable',
  /** A type this build's contracts do not know (a newer publisher). */
  unknownType: 'unknown-type',
  /** A version of a type that this build or this consumer does not know. */
  unknownVersion: 'unknown-version',
  /** The handler still failed after its retries. */
  handlerFailed: 'handler-failed',
} as const;
export type DeadLetterReason = (typeof DEAD_LETTER_REASONS)[keyof typeof DEAD_LETTER_REASONS];

/** Headers added to the original message's headers on its copy in the dead-letter topic. */
export const DEAD_LETTER_HEADERS = {
  reason: 'dlq-reason',
  detail: 'dlq-detail',
  consumerGroup: 'dlq-consumer-group',
  failedAt: 'dlq-failed-at',
  originalTopic: 'dlq-original-topic',
  originalPartition: 'dlq-original-partition',
  originalOffset: 'dlq-original-offset',
} as const;

/** What went wrong with one event, as a consumer reports it. */
export type DeadLetterCause = { reason: DeadLetterReason; detail: string };

/** Long details (stack-less error messages, schema issues) are cut to this many characters in headers. */
export const MAX_DEAD_LETTER_DETAIL_LENGTH = 500;

export function describeFailure(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.slice(0, MAX_DEAD_LETTER_DETAIL_LENGTH);
}

/**
 * Wraps a single-event handler so the error of each event's last failed attempt is kept: the cause
 * written on a dead letter when the retries run out.
 */
export function rememberingFailures(handler: EventHandler): { handler: EventHandler; causeOf(event: DomainEvent): DeadLetterCause } {
  const lastErrors = new Map<string, unknown>();
  const remembering: EventHandler = async (event) => {
    try {
      await handler(event);
      lastErrors.delete(event.id);
    } catch (error) {
      lastErrors.set(event.id, error);
      throw error;
    }
  };
  const causeOf = (event: DomainEvent): DeadLetterCause => {
    const error = lastErrors.get(event.id);
    lastErrors.delete(event.id);
    return { reason: DEAD_LETTER_REASONS.handlerFailed, detail: describeFailure(error) };
  };
  return { handler: remembering, causeOf };
}
