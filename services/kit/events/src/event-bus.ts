import type { DomainEvent } from '@quizlink/contracts';

export type EventHandler = (event: DomainEvent) => Promise<void>;

export type SubscribeOptions = {
  topic: string;
  /** Consumers with the same group share the work; each group gets every event (Kafka semantics). */
  groupId: string;
  handler: EventHandler;
};

/**
 * The event-bus port. Delivery is at least once: handlers must be idempotent (see idempotentHandler).
 * Events with the same `key` stay in order for a consumer group.
 */
export interface EventBus {
  /** Hands the events to the bus (key = event.key). Rejects on invalid events or an unreachable broker. */
  publish(topic: string, events: DomainEvent[]): Promise<void>;
  /** Starts delivering `topic` to `handler`, from the oldest retained event for a new group. */
  subscribe(opts: SubscribeOptions): Promise<void>;
  /** Rejects when the bus cannot be used (readiness checks). */
  ping(): Promise<void>;
  /** Stops consumers (waiting for a handler in progress) and disconnects. */
  close(): Promise<void>;
}
