import type { DomainEvent } from '@quizlink/contracts/events';
import type { Logger } from '@quizlink/kit-logger';
import { consumerLag, eventsDeadLettered } from '@quizlink/kit-metrics';
import type { AcceptedEvents, EventBus, PublishOptions, SubscribeOptions, Subscription } from './event-bus.ts';
import { observedHandler, observedPublish } from './observed-delivery.ts';
import { deliverBatch, MAX_EVENTS_PER_BATCH, type BatchCapableHandler } from './batch-delivery.ts';
import { DEAD_LETTER_SUFFIX, deadLetterTopic, rememberingFailures, type DeadLetterCause } from './dead-letter.ts';
import { acceptanceOf } from './event-acceptance.ts';
import { DEFAULT_RETRY_POLICY, type RetryPolicy } from './retry-policy.ts';
import { assertValidEvents } from './validate-event.ts';

/**
 * Events kept per topic for a group that subscribes late. Every group of embedded mode subscribes at
 * start; this covers events published before then (the relay may run first) and tests that subscribe
 * after publishing. It was 10,000: at ~1.2 KB an event (and its copy per message) the kept events of
 * three topics were most of the ~120 MB the process grew by over its first 10,000 submissions.
 */
export const DEFAULT_RETAINED_PER_TOPIC = 1_000;

export type InProcessBusOptions = {
  retry?: RetryPolicy;
  /** Events kept per topic so a group subscribing later still starts from the beginning; also the dead letters kept per topic. */
  retainPerTopic?: number;
};

/** An event a group could not take, kept in memory under `<topic>.dlq` (lost when the process ends). */
export type InProcessDeadLetter = DeadLetterCause & {
  event: DomainEvent;
  headers: Record<string, string>;
  topic: string;
  group: string;
  failedAt: string;
};

/** The in-process bus also lets tests wait until every delivery has settled. */
export interface InProcessBus extends EventBus {
  /** Resolves when no group has events queued or a handler running. */
  idle(): Promise<void>;
  /** The dead letters of `<topic>.dlq`, oldest first (copies). */
  deadLetters(dlqTopic: string): InProcessDeadLetter[];
  /**
   * Hands the dead letters of `<topic>.dlq` back to the groups that could not take them (only `group`'s
   * when given; at most `limit`, oldest first) and removes them from the queue; resolves with how many.
   */
  replayDeadLetters(dlqTopic: string, opts?: { group?: string; limit?: number }): Promise<number>;
}

/** Counts the deliveries a publish with `untilHandled` waits for; settles once (later groups do not count). */
type HandledTracker = { remaining: number; resolve: () => void; reject: (error: Error) => void };
/** An event as it travels: the copy and its headers (the publisher's trace context when tracing is on). */
type Message = { event: DomainEvent; headers: Record<string, string>; handled?: HandledTracker };

/** One group is done with the message: handled, ignored on purpose or dead-lettered. */
const settleOne = (message: Message) => {
  const tracker = message.handled;
  if (!tracker || tracker.remaining <= 0) return;
  tracker.remaining -= 1;
  if (tracker.remaining === 0) tracker.resolve();
};
/** `batch`: the subscribed handler's batch form, if it has one (see BatchCapableHandler). */
type Member = ((event: DomainEvent, headers: Message['headers']) => Promise<void>) & { batch?: BatchCapableHandler['batch']; accepts?: AcceptedEvents };
type Group = { id: string; topic: string; members: Member[]; queue: Message[]; running: Promise<void> | undefined; paused: boolean };
type TopicState = { retained: Message[]; groups: Map<string, Group>; deadLetters: InProcessDeadLetter[] };

/** FNV-1a: a stable member choice per key, so one key's events go to one member in order. */
function hashKey(key: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i += 1) hash = Math.imul(hash ^ key.charCodeAt(i), 0x01000193) >>> 0;
  return hash;
}

/**
 * The embedded-mode bus with Kafka's contract: publish returns before any handler runs; each consumer
 * group gets every event of a topic, one at a time and in publish order; members of one group share the
 * events by key; the events queued for a batch-capable handler go to it together; a new group starts
 * from the oldest retained event (or, `from: 'newest'`, with the next one published); a paused group is
 * skipped until it resumes; a failing handler is retried with backoff and never affects the
 * publisher. An event a group cannot take (a version it does not know, a handler that kept failing) is
 * kept in memory under `<topic>.dlq` and logged at error; `replayDeadLetters` hands it back. Events are
 * copied through JSON, as they would be on the wire.
 */
export function createInProcessBus(logger: Logger, opts: InProcessBusOptions = {}): InProcessBus {
  const log = logger.child({ component: 'event-bus', adapter: 'in-process' });
  const policy = opts.retry ?? DEFAULT_RETRY_POLICY;
  const retainPerTopic = opts.retainPerTopic ?? DEFAULT_RETAINED_PER_TOPIC;
  const topics = new Map<string, TopicState>();
  const stopping = new AbortController();

  const topicState = (topic: string): TopicState => {
    let state = topics.get(topic);
    if (!state) {
      state = { retained: [], groups: new Map(), deadLetters: [] };
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
      const taken = group.queue.splice(0, count);
      const messages = taken.filter((message) => {
        const verdict = acceptanceOf(message.event, member.accepts);
        if (verdict && 'deadLetter' in verdict) deadLetter(group, message, verdict.deadLetter);
        return !verdict;
      });
      const headersOf = new Map(messages.map((message) => [message.event, message.headers]));
      const single = rememberingFailures((delivered: DomainEvent) => member(delivered, headersOf.get(delivered) ?? {}));
      const handler: BatchCapableHandler = Object.assign(single.handler, { batch: member.batch });
      const events = messages.map((message) => message.event);
      const outcomes = await deliverBatch({ handler, events, policy, logger: log.child({ groupId: group.id }), signal: stopping.signal });
      outcomes.forEach((outcome, i) => {
        const message = messages[i] as Message;
        if (outcome === 'gave-up') deadLetter(group, message, single.causeOf(message.event));
      });
      // A message the bus stopped in the middle of stays unsettled: its publisher's wait is rejected at close.
      taken.forEach((message) => {
        const i = messages.indexOf(message);
        if (i < 0 || outcomes[i] !== 'stopped') settleOne(message);
      });
    }
  };

  const deadLetter = (group: Group, message: Message, cause: DeadLetterCause) => {
    const state = topicState(group.topic);
    state.deadLetters.push({ ...cause, event: message.event, headers: message.headers, topic: group.topic, group: group.id, failedAt: new Date().toISOString() });
    if (state.deadLetters.length > retainPerTopic) state.deadLetters.splice(0, state.deadLetters.length - retainPerTopic);
    eventsDeadLettered.labels({ topic: group.topic, group: group.id }).inc();
    log.error({ eventId: message.event.id, eventType: message.event.type, dlqTopic: deadLetterTopic(group.topic), groupId: group.id, ...cause, event: message.event }, 'event dead-lettered (kept in memory)');
  };

  /** The topic whose dead letters `<topic>.dlq` holds; rejects any other name. */
  const originalTopicOf = (dlqTopic: string): string => {
    if (!dlqTopic.endsWith(DEAD_LETTER_SUFFIX)) throw new TypeError(`not a dead-letter topic: ${dlqTopic} (expected <topic>${DEAD_LETTER_SUFFIX})`);
    return dlqTopic.slice(0, -DEAD_LETTER_SUFFIX.length);
  };

  const schedule = (group: Group) => {
    if (group.running || stopping.signal.aborted) return;
    group.running = drain(group).finally(() => {
      group.running = undefined;
      if (group.queue.length > 0) schedule(group);
    });
  };

  /** Publishes waiting for their handlers (`untilHandled`); rejected at close, so nothing unhandled is taken as handled. */
  const pendingTrackers = new Set<HandledTracker>();

  const trackHandling = (expected: number): { tracker: HandledTracker; handled: Promise<void> } => {
    const tracker: HandledTracker = { remaining: expected, resolve: () => undefined, reject: () => undefined };
    const handled = new Promise<void>((resolve, reject) => Object.assign(tracker, { resolve, reject }));
    pendingTrackers.add(tracker);
    const forget = () => void pendingTrackers.delete(tracker);
    handled.then(forget, forget);
    return { tracker, handled };
  };

  /** Pausing drops what the group has queued (each publisher waiting for it is told it is done) and skips it in publishes. */
  const subscriptionOf = (group: Group): Subscription => ({
    pause() {
      if (group.paused) return;
      group.paused = true;
      group.queue.splice(0).forEach(settleOne);
      log.info({ topic: group.topic, groupId: group.id }, 'paused');
    },
    async resume() {
      if (!group.paused) return;
      group.paused = false;
      log.info({ topic: group.topic, groupId: group.id }, 'resumed');
    },
  });

  const allGroups = () => [...topics.values()].flatMap((state) => [...state.groups.values()]);

  // Consumer lag here is what each group still has queued, read when Prometheus scrapes.
  const untrackLag = consumerLag.track(async () =>
    [...topics.entries()].flatMap(([topic, state]) => [...state.groups.values()].map((group) => ({ labels: { topic, group: group.id }, value: group.queue.length }))),
  );

  return {
    async publish(topic: string, events: DomainEvent[], options: PublishOptions = {}): Promise<void> {
      if (stopping.signal.aborted) throw new Error('event bus is closed');
      const valid = options.stored ? events : assertValidEvents(events);
      const traceHeaders = await observedPublish({ topic, kind: 'in-process', count: valid.length }, async (headers) => headers);
      const state = topicState(topic);
      const receiving = [...state.groups.values()].filter((group) => !group.paused);
      const expected = valid.length * receiving.length;
      const { tracker, handled } = options.untilHandled && expected > 0 ? trackHandling(expected) : {};
      // Each group gets the event as it would come off the wire, never the publisher's objects: what the contracts' parse
      // returns is a new tree of objects and arrays holding only JSON's own types (zod builds its output; nothing in the
      // event schemas passes an input object through), so it is handed on as it is, without a JSON copy of its own (issue 14).
      const copies = valid.map((event): Message => ({ event, headers: traceHeaders, ...(tracker ? { handled: tracker } : {}) }));
      state.retained.push(...copies);
      if (state.retained.length > retainPerTopic) state.retained.splice(0, state.retained.length - retainPerTopic);
      for (const group of receiving) {
        group.queue.push(...copies);
        schedule(group);
      }
      options.onAccepted?.();
      await handled;
    },

    async subscribe({ topic, groupId, handler: plainHandler, accepts, from = 'oldest' }: SubscribeOptions): Promise<Subscription> {
      if (stopping.signal.aborted) throw new Error('event bus is closed');
      const handler: Member = Object.assign(observedHandler(plainHandler, { topic, group: groupId, kind: 'in-process' }), { accepts });
      const state = topicState(topic);
      let group = state.groups.get(groupId);
      if (group) group.members.push(handler);
      else {
        group = { id: groupId, topic, members: [handler], queue: from === 'oldest' ? [...state.retained] : [], running: undefined, paused: false };
        state.groups.set(groupId, group);
        schedule(group);
        log.info({ topic, groupId, replayed: group.queue.length }, 'subscribed');
      }
      return subscriptionOf(group);
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

    deadLetters(dlqTopic: string): InProcessDeadLetter[] {
      return (topics.get(originalTopicOf(dlqTopic))?.deadLetters ?? []).map((letter) => ({ ...letter }));
    },

    async replayDeadLetters(dlqTopic: string, replay: { group?: string; limit?: number } = {}): Promise<number> {
      if (stopping.signal.aborted) throw new Error('event bus is closed');
      const state = topics.get(originalTopicOf(dlqTopic));
      if (!state) return 0;
      const chosen = state.deadLetters.filter((letter) => replay.group === undefined || letter.group === replay.group).slice(0, replay.limit);
      state.deadLetters = state.deadLetters.filter((letter) => !chosen.includes(letter));
      for (const letter of chosen) {
        const group = state.groups.get(letter.group);
        if (!group) continue;
        group.queue.push({ event: letter.event, headers: letter.headers });
        schedule(group);
      }
      log.info({ dlqTopic, group: replay.group, replayed: chosen.length }, 'dead letters replayed');
      return chosen.length;
    },

    async close(): Promise<void> {
      stopping.abort();
      untrackLag();
      await Promise.allSettled(allGroups().flatMap((group) => (group.running ? [group.running] : [])));
      for (const tracker of pendingTrackers) tracker.reject(new Error('event bus closed before every handler took the events'));
      pendingTrackers.clear();
      topics.clear();
    },
  };
}
