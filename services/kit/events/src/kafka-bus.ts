import { Kafka, logLevel, Partitioners, type Admin, type Consumer, type Producer } from 'kafkajs';
import type { DomainEvent } from '@quizlink/contracts';
import type { Logger } from '@quizlink/kit-logger';
import type { EventBus, SubscribeOptions } from './event-bus.ts';
import { kafkaLogCreator } from './kafka-log-bridge.ts';
import { DEFAULT_RETRY_POLICY, deliverWithRetry, type RetryPolicy } from './retry-policy.ts';
import { assertValidEvents, parseEvent } from './validate-event.ts';

export type KafkaBusOptions = {
  brokers: string[];
  clientId: string;
  /** Prepended to topic names and group ids (isolation on a shared cluster, per test file). */
  topicPrefix?: string;
  logger: Logger;
  retry?: RetryPolicy;
  /** Per request; a stalled broker fails a publish after about (retries + 1) × this. Default 5000 ms. */
  requestTimeoutMs?: number;
  connectionTimeoutMs?: number;
};

/** Connects once on first use; a failed attempt is forgotten so the next call tries again. */
function lazy<T>(connect: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= connect().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}

/**
 * The event bus on Kafka (kafkajs). Messages are keyed by event.key (one aggregate → one partition →
 * in order) with the event as JSON; consumers start from the beginning for a new group, skip (and log)
 * anything that is not a valid domain event, and retry a failing handler with backoff before moving on.
 * Timeouts are short so an unreachable broker makes publish reject instead of hang; callers (the outbox
 * relay) retry later. The producer is not idempotent: delivery is at least once, consumers dedupe.
 */
export function createKafkaBus(opts: KafkaBusOptions): EventBus {
  const log = opts.logger.child({ component: 'event-bus', adapter: 'kafka' });
  const prefix = opts.topicPrefix ?? '';
  const policy = opts.retry ?? DEFAULT_RETRY_POLICY;
  const kafka = new Kafka({
    clientId: opts.clientId,
    brokers: opts.brokers,
    connectionTimeout: opts.connectionTimeoutMs ?? 3000,
    requestTimeout: opts.requestTimeoutMs ?? 5000,
    enforceRequestTimeout: true,
    retry: { retries: 2, initialRetryTime: 200, maxRetryTime: 2000 },
    logLevel: logLevel.INFO,
    logCreator: kafkaLogCreator(opts.logger),
  });
  const producer: Producer = kafka.producer({
    idempotent: false,
    allowAutoTopicCreation: true,
    createPartitioner: Partitioners.DefaultPartitioner,
  });
  const admin: Admin = kafka.admin();
  const consumers: Consumer[] = [];
  const stopping = new AbortController();
  const connectProducer = lazy(async () => producer.connect());
  const connectAdmin = lazy(async () => admin.connect());
  const ensuredTopics = new Map<string, Promise<void>>();

  /** Creates the topic where the cluster allows it; auto-creation covers clusters (and mocks) that do not. */
  const ensureTopic = (topic: string): Promise<void> => {
    let ensured = ensuredTopics.get(topic);
    if (!ensured) {
      ensured = connectAdmin()
        .then(() => admin.createTopics({ topics: [{ topic }], waitForLeaders: true }))
        .then(
          (created) => log.debug({ topic, created }, 'topic ensured'),
          (error: unknown) => log.debug({ topic, err: error }, 'createTopics not available; relying on auto-creation'),
        );
      ensuredTopics.set(topic, ensured);
    }
    return ensured;
  };

  const assertOpen = () => {
    if (stopping.signal.aborted) throw new Error('event bus is closed');
  };

  return {
    async publish(topic: string, events: DomainEvent[]): Promise<void> {
      assertOpen();
      const valid = assertValidEvents(events);
      if (valid.length === 0) return;
      const fullTopic = prefix + topic;
      await ensureTopic(fullTopic);
      await connectProducer();
      await producer.send({
        topic: fullTopic,
        acks: -1,
        messages: valid.map((event) => ({
          key: event.key,
          value: JSON.stringify(event),
          headers: { 'event-id': event.id, 'event-type': event.type },
        })),
      });
    },

    async subscribe({ topic, groupId, handler }: SubscribeOptions): Promise<void> {
      assertOpen();
      const fullTopic = prefix + topic;
      // One Kafka group per (group, topic): kafkajs's assigner hands every topic of a group to every
      // member, so one group id shared by consumers of different topics would leave partitions unread.
      const kafkaGroupId = `${prefix}${groupId}.${topic}`;
      const consumer = kafka.consumer({ groupId: kafkaGroupId, maxWaitTimeInMs: 1000, allowAutoTopicCreation: true });
      consumers.push(consumer);
      const consumerLog = log.child({ topic: fullTopic, groupId: kafkaGroupId });
      await ensureTopic(fullTopic);
      await consumer.connect();
      await consumer.subscribe({ topics: [fullTopic], fromBeginning: true });
      await consumer.run({
        eachMessage: async ({ partition, message, heartbeat }) => {
          const where = { partition, offset: message.offset };
          const parsed = parseEvent(message.value?.toString('utf8') ?? '');
          if ('problem' in parsed) {
            consumerLog.warn({ ...where, problem: parsed.problem }, 'invalid event skipped');
            return;
          }
          const outcome = await deliverWithRetry({ handler, event: parsed.event, policy, logger: consumerLog, signal: stopping.signal, beforeWait: heartbeat });
          // Closing mid-retry: leave the offset uncommitted so the event is delivered again after restart.
          if (outcome === 'stopped') throw new Error('event bus closing; event left for redelivery');
        },
      });
      consumerLog.info('subscribed');
    },

    async ping(): Promise<void> {
      assertOpen();
      await connectAdmin();
      await admin.describeCluster();
    },

    async close(): Promise<void> {
      if (stopping.signal.aborted) return;
      stopping.abort();
      const results = await Promise.allSettled([...consumers.map((c) => c.disconnect()), producer.disconnect(), admin.disconnect()]);
      for (const result of results) if (result.status === 'rejected') log.warn({ err: result.reason }, 'error while disconnecting');
    },
  };
}
