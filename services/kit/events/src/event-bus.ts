import type { DomainEvent } from '@quizlink/contracts/events';

export type EventHandler = (event: DomainEvent) => Promise<void>;

/** Event types a consumer takes, each with the versions it knows. Default: every type and version of contracts. */
export type AcceptedEvents = Readonly<Record<string, readonly number[]>>;

export type SubscribeOptions = {
  topic: string;
  /** Consumers with the same group share the work; each group gets every event (Kafka semantics). */
  groupId: string;
  handler: EventHandler;
  /**
   * The event types this consumer takes, each with the versions it knows; default: every type and version
   * of contracts (`KNOWN_EVENT_VERSIONS`). A known type left out is ignored (other consumers of the topic
   * want it); an unknown type or version is dead-lettered (`<topic>.dlq`), never skipped.
   */
  accepts?: AcceptedEvents;
  /**
   * Where a new group starts: `'oldest'` (default), the oldest retained event; `'newest'`, the events
   * published from now on — for a consumer that only passes on what happens now (live pushes).
   */
  from?: 'oldest' | 'newest';
};

/** A running subscription of one group to one topic. */
export interface Subscription {
  /**
   * Stops delivering to the group: the events published until `resume` are skipped, never delivered —
   * for a consumer of what happens now, with nobody to tell (a live push with no stream open). A handler
   * already running finishes.
   */
  pause(): void;
  /** Delivers again, from the newest event: resolves once every event published from then on will be delivered. */
  resume(): Promise<void>;
}

export type PublishOptions = {
  /**
   * Resolve only once every group subscribed now has handled (or dead-lettered) the events. The
   * in-process bus keeps events only in memory, so the outbox asks for this before marking its rows
   * published: a crash before the handlers' commits then leaves the rows to be published again, not
   * lost. A broker bus resolves once the broker has the events (acks=-1), which is durable already.
   */
  untilHandled?: boolean;
  /**
   * Called once the bus has taken the events, before their handling when `untilHandled`: from then on
   * their place among the bus's publishes is fixed, so the next publish may start. The in-process bus
   * calls it; a bus that does not has taken the events when its publish resolves (a broker's: once they
   * are durable). The outbox relay hands its next rows over at this point (outbox-rounds.ts).
   */
  onAccepted?: () => void;
  /**
   * The events were checked against the contracts when they were stored (`addToOutbox` and its batch
   * forms) and parsed from that JSON since, a tree of their own: the bus does not check them again. A
   * row that an older build stored and today's schema refuses then reaches the consumers, whose retries
   * and dead letters take it, instead of failing every publish of the relay at that row for good.
   */
  stored?: boolean;
};

/**
 * The event-bus port. Delivery is at least once: handlers must be idempotent (see idempotentHandler).
 * Events with the same `key` stay in order for a consumer group.
 */
export interface EventBus {
  /** Hands the events to the bus (key = event.key). Rejects on invalid events (unless `stored`) or an unreachable broker. */
  publish(topic: string, events: DomainEvent[], options?: PublishOptions): Promise<void>;
  /** Starts delivering `topic` to `handler`, from the oldest retained event for a new group (or `from`). */
  subscribe(opts: SubscribeOptions): Promise<Subscription>;
  /** Rejects when the bus cannot be used (readiness checks). */
  ping(): Promise<void>;
  /** Stops consumers (waiting for a handler in progress) and disconnects. */
  close(): Promise<void>;
}
