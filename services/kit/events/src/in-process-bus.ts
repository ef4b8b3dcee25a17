import type { DomainEvent } from '@quizlink/contracts';
import type { Logger } from '@quizlink/kit-logger';
import { consumerLag } from '@quizlink/kit-metrics';
import type { EventBus, SubscribeOptions } from './event-bus.ts';
import { observedHandler, observedPublish } from './observed-delivery.ts';
import { deliverBatch, MAX_EVENTS_PER_BATCH, type BatchCapableHandler } from './batch-delivery.ts';
import { DEFAULT_RETRY_POLICY, type RetryPolicy } from './retry-policy.ts';
import { assertValidEvents, parseEvent } from './validate-event.ts';

export type InProcessBusOptions = {
  retry?: RetryPolicy;
  /** Events kept per topic so a group subscribing later still starts from the beginning. */
  retainPerTopic?: number;
};

/** The in-process bus also lets tests wait until every delivery has settled. */
export interface InProcessBus extends EventBus {
  /** Resolves when no group has events queued or a handler running. */
  idle(): Promise<void>;
}

/** An event as it travels: the copy and its headers (the publisher's trace context when tracing is on). */
type Message = { event: DomainEvent; headers: Record<string, string> };
/** `batch`: the subscribed handler's batch form, if it has one (see BatchCapableHandler). */
type Member = ((event: DomainEvent, headers: Message['headers']) => Promise<void>) & { batch?: BatchCapableHandler['batch'] };
type Group = { id: string; members: Member[]; queue: Message[]; running: Promise<void> | undefined };
type TopicState = { retained: Message[]; groups: Map<string, Group> };

/** FNV-1a: a stable member choice per key, so one key's events go to one member in order. */
function hashKey(key: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i += 1) hash = Math.imul(hash ^ key.charCodeAt(i), 0x01000193) >>> 0;
  return hash;
}

/**
 * The embedded-mode bus with Kafka's contract: publish returns before any handler runs; each consumer
 * group gets every event of a topic, one at a time and in publish order; members of one group share the
 * events by key; the events queued for a batch-capable handler go to it together; a new group starts from the oldest retained event; a failing handler is retried with
 * backoff and never affects the publisher. Events are copied through JSON, as they would be on the wire.
 */
export function createInProcessBus(logger: Logger, opts: InProcessBusOptions = {}): InProcessBus {
  const log = logger.child({ component: 'event-bus', adapter: 'in-process' });
  const policy = opts.retry ?? DEFAULT_RETRY_POLICY;
  const retainPerTopic = opts.retainPerTopic ?? 10_000;
  const topics = new Map<string, TopicState>();
  const stopping = new AbortController();

  const topicState = (topic: string): TopicState => {
    let state = topics.get(topic);
    if (!state) {
      state = { retained: [], groups: new Map() };
      topics.set(topic, state);
    }
    return state;
  };

  const drain = async (group: Group): Promise<void> => {
    // Yield first: delivery is never synchronous with publish or subscribe.
    await new Promise((resolve) => setImmediate(resolve));
    while (group.queue.length > 0 && !stopping.signal.aborted) {
      const memberOf = (message: Message) => group.members[hashKey(message.event.key) % group.members.length] as Member;
      const member = memberOf(group.queue[0] as Message);
      // The messages queued for the same batch-capable member go to it together, in order (batch-delivery.ts).
      let count = 1;
      if (member.batch) {
        while (count < group.queue.length && count < MAX_EVENTS_PER_BATCH && memberOf(group.queue[count] as Message) === member) count += 1;
      }
      const messages = group.queue.splice(0, count);
      const headersOf = new Map(messages.map((message) => [message.event, message.headers]));
      const handler: BatchCapableHandler = Object.assign((delivered: DomainEvent) => member(delivered, headersOf.get(delivered) ?? {}), {
        batch: member.batch,
      });
      await deliverBatch({ handler, events: messages.map((message) => message.event), policy, logger: log.child({ groupId: group.id }), signal: stopping.signal });
    }
  };

  const schedule = (group: Group) => {
    if (group.running || stopping.signal.aborted) return;
    group.running = drain(group).finally(() => {
      group.running = undefined;
      if (group.queue.length > 0) schedule(group);
    });
  };

  const allGroups = () => [...topics.values()].flatMap((state) => [...state.groups.values()]);

  // Consumer lag here is what each group still has queued, read when Prometheus scrapes.
  const untrackLag = consumerLag.track(async () =>
    [...topics.entries()].flatMap(([topic, state]) => [...state.groups.values()].map((group) => ({ labels: { topic, group: group.id }, value: group.queue.length }))),
  );

  return {
    async publish(topic: string, events: DomainEvent[]): Promise<void> {
      if (stopping.signal.aborted) throw new Error('event bus is closed');
      const valid = assertValidEvents(events);
      const traceHeaders = await observedPublish({ topic, kind: 'in-process', count: valid.length }, async (headers) => headers);
      const copies = valid.map((event): Message => {
        const parsed = parseEvent(JSON.stringify(event));
        return { event: 'event' in parsed ? parsed.event : event, headers: traceHeaders };
      });
      const state = topicState(topic);
      state.retained.push(...copies);
      if (state.retained.length > retainPerTopic) state.retained.splice(0, state.retained.length - retainPerTopic);
      for (const group of state.groups.values()) {
        group.queue.push(...copies);
        schedule(group);
      }
    },

    async subscribe({ topic, groupId, handler: plainHandler }: SubscribeOptions): Promise<void> {
      if (stopping.signal.aborted) throw new Error('event bus is closed');
      const handler = observedHandler(plainHandler, { topic, group: groupId, kind: 'in-process' });
      const state = topicState(topic);
      const existing = state.groups.get(groupId);
      if (existing) {
        existing.members.push(handler);
        return;
      }
      const group: Group = { id: groupId, members: [handler], queue: [...state.retained], running: undefined };
      state.groups.set(groupId, group);
      schedule(group);
      log.info({ topic, groupId, replayed: group.queue.length }, 'subscribed');
    },

    async ping(): Promise<void> {
      if (stopping.signal.aborted) throw new Error('event bus is closed');
    },

    async idle(): Promise<void> {
      for (;;) {
        const running = allGroups().flatMap((group) => (group.running ? [group.running] : []));
        if (running.length === 0) return;
        await Promise.allSettled(running);
      }
    },

    async close(): Promise<void> {
      stopping.abort();
      untrackLag();
      await Promise.allSettled(allGroups().flatMap((group) => (group.running ? [group.running] : [])));
      topics.clear();
    },
  };
}
