import { Kafka, logLevel, Partitioners, type Admin, type Consumer, type EachBatchHandler, type EachMessageHandler, type Producer } from 'kafkajs';
import { type DomainEvent, EVENT_HEADER_NAMES } from '@quizlink/contracts/events';
import type { Logger } from '@quizlink/kit-logger';
import type { EventBus, PublishOptions, SubscribeOptions, Subscription } from './event-bus.ts';
import { rememberingFailures } from './dead-letter.ts';
import { readMessage } from './event-acceptance.ts';
import { deliverKafkaBatch } from './kafka-batch.ts';
import { kafkaDeadLetterer } from './kafka-dead-letter.ts';
import { runRestartingConsumer } from './kafka-consumer-restart.ts';
import { kafkaSubscription } from './kafka-subscription.ts';
import { freshProducer } from './kafka-fresh-producer.ts';
import { kafkaLogCreator } from './kafka-log-bridge.ts';
import { patchKafkaRequestQueue } from './kafkajs-request-queue-fix.ts';
import { trackKafkaConsumerLag } from './kafka-consumer-lag.ts';
import { observedHandler, observedPublish } from './observed-delivery.ts';
import { DEFAULT_RETRY_POLICY, deliverWithRetry, type RetryPolicy } from './retry-policy.ts';
import { assertValidEvents } from './validate-event.ts';

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
 * in order) with the event as JSON; consumers start from the beginning for a new group, retry a failing
 * handler with backoff, and copy to `<topic>.dlq` whatever they cannot take (unparsable, unknown type or
 * version, handler still failing) before moving on — if that copy fails, the offset stays uncommitted.
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
  const newProducer = (client: Kafka): Producer =>
    client.producer({
      idempotent: false,
      allowAutoTopicCreation: true,
      createPartitioner: Partitioners.DefaultPartitioner,
    });
  const producer = newProducer(kafka);
  const deadLetterProducer = freshProducer(kafka, newProducer);
  const admin: Admin = kafka.admin();
  const consumers = new Set<Consumer>();
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
    async publish(topic: string, events: DomainEvent[], options: PublishOptions = {}): Promise<void> {
      assertOpen();
      const valid = options.stored ? events : assertValidEvents(events);
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
            headers: { ...traceHeaders, [EVENT_HEADER_NAMES.eventId]: event.id, [EVENT_HEADER_NAMES.eventType]: event.type },
          })),
        }),
      );
    },

    async subscribe({ topic, groupId, handler: plainHandler, accepts, from = 'oldest' }: SubscribeOptions): Promise<Subscription> {
      assertOpen();
      const handler = observedHandler(plainHandler, { topic, group: groupId, kind: 'kafka' });
      const fullTopic = prefix + topic;
      // One Kafka group per (group, topic): kafkajs's assigner hands every topic of a group to every
      // member, so one group id shared by consumers of different topics would leave partitions unread.
      const kafkaGroupId = `${prefix}${groupId}.${topic}`;
      // A fetch waits at most this long for new events: the bound on how late a dashboard hears of an attempt
      // when the broker does not answer a fetch as soon as data arrives (librdkafka's mock broker does not).
      const create = () => kafka.consumer({ groupId: kafkaGroupId, maxWaitTimeInMs: CONSUMER_MAX_WAIT_MS, allowAutoTopicCreation: true });
      const consumerLog = log.child({ topic: fullTopic, groupId: kafkaGroupId });
      // A consumer kafkajs stops for good is replaced by a new one (kafka-consumer-restart.ts).
      const onConsumer = (consumer: Consumer, replaced?: Consumer) => {
        if (replaced) consumers.delete(replaced);
        consumers.add(consumer);
      };
      const pausable = kafkaSubscription({ fullTopic, admin: () => connectAdmin().then(() => admin), logger: consumerLog });
      const restartOpts = { create, topic: fullTopic, fromBeginning: from === 'oldest', logger: consumerLog, signal: stopping.signal, onConsumer, onRunning: pausable.running };
      const deadLetter = kafkaDeadLetterer({ send: deadLetterProducer.send, ensureTopic, topic, fullTopic, groupId, logger: consumerLog });
      await ensureTopic(fullTopic);
      if (handler.batch) {
        // A batch-capable handler takes what one fetch brought, in one call (batch-delivery.ts).
        const eachBatch: EachBatchHandler = (payload) => deliverKafkaBatch(payload, handler, { policy, logger: consumerLog, signal: stopping.signal, accepts, deadLetter });
        await runRestartingConsumer({ ...restartOpts, config: { eachBatchAutoResolve: false, eachBatch } });
        untrackLag.push(trackKafkaConsumerLag({ admin: () => connectAdmin().then(() => admin), topic, fullTopic, group: groupId, kafkaGroupId }));
        consumerLog.info({ batches: true }, 'subscribed');
        return pausable.subscription;
      }
      const eachMessage: EachMessageHandler = async ({ partition, message, heartbeat }) => {
        // Returning commits the offset: so every message either reached its handler, was ignored on purpose,
        // or is in the dead-letter topic. A failed dead-letter copy throws, and kafkajs delivers it again.
        const verdict = readMessage(message.value?.toString('utf8') ?? '', accepts);
        if ('ignored' in verdict) return;
        if ('deadLetter' in verdict) return deadLetter(message, partition, verdict.deadLetter);
        const headers = message.headers ?? {};
        const attempts = rememberingFailures((event: DomainEvent) => handler(event, headers));
        const outcome = await deliverWithRetry({ handler: attempts.handler, event: verdict.event, policy, logger: consumerLog, signal: stopping.signal, beforeWait: heartbeat });
        // Closing mid-retry: leave the offset uncommitted so the event is delivered again after restart.
        if (outcome === 'stopped') throw new Error('event bus closing; event left for redelivery');
        if (outcome === 'gave-up') await deadLetter(message, partition, attempts.causeOf(verdict.event));
      };
      await runRestartingConsumer({ ...restartOpts, config: { eachMessage } });
      untrackLag.push(trackKafkaConsumerLag({ admin: () => connectAdmin().then(() => admin), topic, fullTopic, group: groupId, kafkaGroupId }));
      consumerLog.info('subscribed');
      return pausable.subscription;
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
      const results = await Promise.allSettled([...[...consumers].map((c) => c.disconnect()), producer.disconnect(), deadLetterProducer.disconnect(), admin.disconnect()]);
      for (const result of results) if (result.status === 'rejected') log.warn({ err: result.reason }, 'error while disconnecting');
    },
  };
}
