import type { IHeaders, KafkaMessage, Message } from 'kafkajs';
import type { Logger } from '@quizlink/kit-logger';
import { eventsDeadLettered } from '@quizlink/kit-metrics';
import { DEAD_LETTER_HEADERS, deadLetterTopic, describeFailure, type DeadLetterCause } from './dead-letter.ts';
import { EVENT_HEADER_NAMES } from '@quizlink/contracts/events';

/** Copies one consumed message to `<topic>.dlq`; rejects if the broker did not take it (then nothing may be committed). */
export type KafkaDeadLetterer = (message: KafkaMessage, partition: number, cause: DeadLetterCause) => Promise<void>;

/**
 * The dead-letter step of one Kafka consumer: the original key, bytes and headers, plus the `dlq-*`
 * headers (reason, detail, the consumer group as the code names it, when, and where the message was).
 * Counted in events_dead_lettered_total{topic,group} and logged at error with the event id.
 */
export function kafkaDeadLetterer(deps: {
  send: (topic: string, messages: Message[]) => Promise<unknown>;
  ensureTopic: (fullTopic: string) => Promise<void>;
  /** As the code names it, and as it is on the broker (with the prefix). */
  topic: string;
  fullTopic: string;
  groupId: string;
  logger: Logger;
}): KafkaDeadLetterer {
  const dlqTopic = deadLetterTopic(deps.fullTopic);
  const counter = eventsDeadLettered.labels({ topic: deps.topic, group: deps.groupId });
  return async (message, partition, cause) => {
    const headers: IHeaders = {
      ...message.headers,
      [DEAD_LETTER_HEADERS.reason]: cause.reason,
      [DEAD_LETTER_HEADERS.detail]: cause.detail,
      [DEAD_LETTER_HEADERS.consumerGroup]: deps.groupId,
      [DEAD_LETTER_HEADERS.failedAt]: new Date().toISOString(),
      [DEAD_LETTER_HEADERS.originalTopic]: deps.fullTopic,
      [DEAD_LETTER_HEADERS.originalPartition]: String(partition),
      [DEAD_LETTER_HEADERS.originalOffset]: message.offset,
    };
    await deps.ensureTopic(dlqTopic);
    try {
      await deps.send(dlqTopic, [{ key: message.key, value: message.value, headers }]);
    } catch (error) {
      deps.logger.error({ err: error, partition, offset: message.offset, dlqTopic }, 'dead-letter copy failed; the message stays uncommitted');
      // Not a kafkajs error itself (kafkajs reads only the top error): kafkajs retries the message instead of stopping the consumer.
      throw new Error(`dead-letter copy to ${dlqTopic} failed: ${describeFailure(error)}; message left for redelivery`, { cause: error });
    }
    counter.inc();
    const eventId = message.headers?.[EVENT_HEADER_NAMES.eventId]?.toString();
    deps.logger.error({ eventId, partition, offset: message.offset, dlqTopic, ...cause }, 'event dead-lettered');
  };
}
