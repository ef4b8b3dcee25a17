import { Kafka, logLevel, Partitioners, type IHeaders, type KafkaMessage } from 'kafkajs';
import { EVENT_HEADER_NAMES } from '@quizlink/contracts/events';
import { DEAD_LETTER_HEADERS, DEAD_LETTER_SUFFIX } from './dead-letter.ts';
import { patchKafkaRequestQueue } from './kafkajs-request-queue-fix.ts';

export type DeadLetterReplayOptions = {
  brokers: string[];
  /** The deployment's KAFKA_TOPIC_PREFIX; `dlqTopic` is named without it. */
  topicPrefix?: string;
  /** `<topic>.dlq`. */
  dlqTopic: string;
  /** Only the dead letters of this consumer group (header `dlq-consumer-group`); the others are left for a replay without it. */
  group?: string;
  /** Re-drive at most this many. */
  limit?: number;
  /** Called for each dead letter looked at, in order. */
  onMessage?: (line: ReplayedDeadLetter) => void;
  /** Gives up if the dead-letter topic cannot be read to its end within this time. Default 60 s. */
  timeoutMs?: number;
};

export type ReplayedDeadLetter = { partition: number; offset: string; eventId?: string; reason?: string; group?: string; originalTopic?: string; replayed: boolean };

const REPLAY_CLIENT_ID = 'quizlink-events-cli';
const DEFAULT_REPLAY_TIMEOUT_MS = 60_000;

const headerText = (headers: IHeaders | undefined, name: string): string | undefined => headers?.[name]?.toString();

/** The original message's headers: the dead-letter ones dropped. */
const originalHeaders = (headers: IHeaders | undefined): IHeaders => {
  const dlqHeaderNames = new Set<string>(Object.values(DEAD_LETTER_HEADERS));
  return Object.fromEntries(Object.entries(headers ?? {}).filter(([name]) => !dlqHeaderNames.has(name)));
};

const kafkaClient = (brokers: string[]) => {
  patchKafkaRequestQueue();
  return new Kafka({ clientId: REPLAY_CLIENT_ID, brokers, logLevel: logLevel.NOTHING, retry: { retries: 2 } });
};

/**
 * Re-drives the dead letters of `<topic>.dlq` into their original topic (key, bytes and headers as they
 * were), where every consumer group reads them again; idempotent consumers handle each event once. The
 * replay's own consumer group (`<prefix>events-replay.<dlqTopic>.<group or all>`) commits each dead letter
 * after its copy was published, so a second run re-drives only what came since. Reads up to the end
 * offsets of when it started; resolves with how many were re-driven.
 */
export async function replayKafkaDeadLetters(opts: DeadLetterReplayOptions): Promise<number> {
  if (!opts.dlqTopic.endsWith(DEAD_LETTER_SUFFIX)) throw new TypeError(`not a dead-letter topic: ${opts.dlqTopic} (expected <topic>${DEAD_LETTER_SUFFIX})`);
  const prefix = opts.topicPrefix ?? '';
  const fullTopic = prefix + opts.dlqTopic;
  const groupId = `${prefix}events-replay.${opts.dlqTopic}.${opts.group ?? 'all'}`;
  const kafka = kafkaClient(opts.brokers);
  const admin = kafka.admin();
  const producer = kafka.producer({ createPartitioner: Partitioners.DefaultPartitioner, allowAutoTopicCreation: true });
  const consumer = kafka.consumer({ groupId, allowAutoTopicCreation: false, maxWaitTimeInMs: 100 });
  try {
    await Promise.all([admin.connect(), producer.connect()]);
    const [ends, [committed]] = await Promise.all([admin.fetchTopicOffsets(fullTopic), admin.fetchOffsets({ groupId, topics: [fullTopic] })]);
    const done = new Map((committed?.partitions ?? []).map((p) => [p.partition, Number(p.offset)]));
    /** Per partition, the offset to read up to (exclusive): what the topic held when the replay started. */
    const remaining = new Map(ends.filter((p) => Number(p.high) > Math.max(Number(p.low), done.get(p.partition) ?? -1)).map((p) => [p.partition, Number(p.high)]));
    if (remaining.size === 0 || opts.limit === 0) return 0;
    let replayed = 0;
    await consumer.connect();
    await consumer.subscribe({ topics: [fullTopic], fromBeginning: true });
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`replay of ${fullTopic} did not reach the end within ${opts.timeoutMs ?? DEFAULT_REPLAY_TIMEOUT_MS} ms`)), opts.timeoutMs ?? DEFAULT_REPLAY_TIMEOUT_MS);
      const finish = () => {
        clearTimeout(timer);
        resolve();
      };
      const redrive = async (partition: number, message: KafkaMessage) => {
        const end = remaining.get(partition);
        if (end === undefined || (opts.limit !== undefined && replayed >= opts.limit)) return;
        const line = {
          partition,
          offset: message.offset,
          eventId: headerText(message.headers, EVENT_HEADER_NAMES.eventId),
          reason: headerText(message.headers, DEAD_LETTER_HEADERS.reason),
          group: headerText(message.headers, DEAD_LETTER_HEADERS.consumerGroup),
          originalTopic: headerText(message.headers, DEAD_LETTER_HEADERS.originalTopic),
        };
        const chosen = line.originalTopic !== undefined && (opts.group === undefined || opts.group === line.group);
        if (chosen) {
          await producer.send({ topic: line.originalTopic as string, acks: -1, messages: [{ key: message.key, value: message.value, headers: originalHeaders(message.headers) }] });
          replayed += 1;
        }
        await consumer.commitOffsets([{ topic: fullTopic, partition, offset: String(Number(message.offset) + 1) }]);
        opts.onMessage?.({ ...line, replayed: chosen });
        if (Number(message.offset) + 1 >= end) remaining.delete(partition);
        if (remaining.size === 0 || (opts.limit !== undefined && replayed >= opts.limit)) finish();
      };
      consumer
        .run({ autoCommit: false, eachMessage: ({ partition, message }) => redrive(partition, message).catch((error: unknown) => reject(error)) })
        .catch(reject);
    });
    return replayed;
  } finally {
    await Promise.allSettled([consumer.disconnect(), producer.disconnect(), admin.disconnect()]);
  }
}

export type DeadLetterTopicCount = { topic: string; messages: number };

/** The dead-letter topics of this deployment (named without the prefix) and how many messages each holds. */
export async function listKafkaDeadLetterTopics(opts: { brokers: string[]; topicPrefix?: string }): Promise<DeadLetterTopicCount[]> {
  const prefix = opts.topicPrefix ?? '';
  const admin = kafkaClient(opts.brokers).admin();
  try {
    await admin.connect();
    const topics = (await admin.listTopics()).filter((topic) => topic.startsWith(prefix) && topic.endsWith(DEAD_LETTER_SUFFIX)).toSorted();
    return await Promise.all(
      topics.map(async (topic) => {
        const offsets = await admin.fetchTopicOffsets(topic);
        return { topic: topic.slice(prefix.length), messages: offsets.reduce((sum, p) => sum + Number(p.high) - Number(p.low), 0) };
      }),
    );
  } finally {
    await admin.disconnect();
  }
}
