import { type DomainEvent, EVENT_HEADER_NAMES, EVENT_TYPES, type Topic, TOPICS } from '../events/events.ts';
import type { ServiceName } from '../platform/routes.ts';

/** Which topic carries each event type, who publishes it and who consumes it. */
export const EVENT_ROUTING: Readonly<Record<DomainEvent['type'], { topic: Topic; publisher: ServiceName; consumers: readonly ServiceName[] }>> = {
  [EVENT_TYPES.attemptSubmitted]: { topic: TOPICS.attemptEvents, publisher: 'attempt', consumers: ['quiz'] },
  [EVENT_TYPES.quizDeleted]: { topic: TOPICS.quizEvents, publisher: 'quiz', consumers: ['attempt', 'content'] },
  [EVENT_TYPES.quizQuestionsChanged]: { topic: TOPICS.quizEvents, publisher: 'quiz', consumers: ['attempt'] },
};

/** The Kafka headers every message carries besides its key (the event's `key`, the quiz id). */
export const EVENT_MESSAGE_HEADERS = {
  [EVENT_HEADER_NAMES.eventId]: { description: "The event's `id` (consumers skip ids they already handled).", required: true },
  [EVENT_HEADER_NAMES.eventType]: { description: "The event's `type`.", required: true },
  [EVENT_HEADER_NAMES.traceparent]: { description: "The publisher's W3C trace context, when tracing is on.", required: false },
} as const;

export const EVENT_KEY_DESCRIPTION = "The event's `key`: the aggregate's id (the quiz id), so one quiz's events stay in order.";
