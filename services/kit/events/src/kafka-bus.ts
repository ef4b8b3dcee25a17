import { Kafka, logLevel, Partitioners, type Admin, type Consumer, type Producer } from 'kafkajs';
import type { DomainEvent } from '@quizlink/contracts';
import type { Logger } from '@quizlink/kit-logger';
import type { EventBus, SubscribeOptions } from './event-bus.ts';
import { deliverKafkaBatch } from './kafka-batch.ts';
import { kafkaLogCreator } from './kafka-log-bridge.ts';
import { patchKafkaRequestQueue } from './kafkajs-request-queue-fix.ts';
import { trackKafkaConsumerLag } from './kafka-consumer-lag.ts';
import { observedHandler, observedPublish } from './observed-delivery.ts';
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
/** See the consumer's creation: 100 ms keeps attempt → dashboard well under 250 ms at the cost of ~10 idle fetches/s per consumer. */
const CONSUMER_MAX_WAIT_MS = 100;

export function createKafkaBus(opts: KafkaBusOptions): EventBus {
  patchKafkaRequestQueue();
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
  const untrackLag: Array<() => void> = [];
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
      // With tracing on, each message carries the publisher's trace (W3C traceparent) to its consumers.
      await observedPublish({ topic, kind: 'kafka', count: valid.length }, (traceHeaders) =>
        producer.send({
          topic: fullTopic,
          acks: -1,
          messages: valid.map((event) => ({
            key: event.key,
            value: JSON.stringify(event),
            headers: { ...traceHeaders, 'event-id': event.id, 'event-type': event.type },
          })),
        }),
      );
    },

    async subscribe({ topic, groupId, handler: plainHandler }: SubscribeOptions): Promise<void> {
      assertOpen();
      const handler = observedHandler(plainHandler, { topic, group: groupId, kind: 'kafka' });
      const fullTopic = prefix + topic;
      // One Kafka group per (group, topic): kafkajs's assigner hands every topic of a group to every
      // member, so one group id shared by consumers of different topics would leave partitions unread.
      const kafkaGroupId = `${prefix}${groupId}.${topic}`;
      // A fetch waits at most this long for new events: the bound on how late a dashboard hears of an attempt
      // when the broker does not answer a fetch as soon as data arrives (librdkafka's mock broker does not).
      const consumer = kafka.consumer({ groupId: kafkaGroupId, maxWaitTimeInMs: CONSUMER_MAX_WAIT_MS, allowAutoTopicCreation: true });
      consumers.push(consumer);
      const consumerLog = log.child({ topic: fullTopic, groupId: kafkaGroupId });
      await ensureTopic(fullTopic);
      await consumer.connect();
      await consumer.subscribe({ topics: [fullTopic], fromBeginning: true });
      if (handler.batch) {
        // A batch-capable handler takes what one fetch brought, in one call (batch-delivery.ts).
        await consumer.run({ eachBatchAutoResolve: false, eachBatch: (payload) => deliverKafkaBatch(payload, handler, { policy, logger: consumerLog, signal: stopping.signal }) });
        untrackLag.push(trackKafkaConsumerLag({ admin: () => connectAdmin().then(() => admin), topic, fullTopic, group: groupId, kafkaGroupId }));
        consumerLog.info({ batches: true }, 'subscribed');
        return;
      }
      await consumer.run({
        eachMessage: async ({ partition, message, heartbeat }) => {
          const where = { partition, offset: message.offset };
          const parsed = parseEvent(message.value?.toString('utf8') ?? '');
          if ('problem' in parsed) {
            consumerLog.warn({ ...where, problem: parsed.problem }, 'invalid event skipped');
            return;
          }
          const headers = message.headers ?? {};
          const outcome = await deliverWithRetry({ handler: (event) => handler(event, headers), event: parsed.event, policy, logger: consumerLog, signal: stopping.signal, beforeWait: heartbeat });
          // Closing mid-retry: leave the offset uncommitted so the event is delivered again after restart.
          if (outcome === 'stopped') throw new Error('event bus closing; event left for redelivery');
        },
      });
      untrackLag.push(trackKafkaConsumerLag({ admin: () => connectAdmin().then(() => admin), topic, fullTopic, group: groupId, kafkaGroupId }));
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
      for (const untrack of untrackLag) untrack();
      const results = await Promise.allSettled([...consumers.map((c) => c.disconnect()), producer.disconnect(), admin.disconnect()]);
      for (const result of results) if (result.status === 'rejected') log.warn({ err: result.reason }, 'error while disconnecting');
    },
  };
}
