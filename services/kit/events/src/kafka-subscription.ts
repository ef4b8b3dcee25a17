import type { Admin, Consumer } from 'kafkajs';
import type { Logger } from '@quizlink/kit-logger';
import type { Subscription } from './event-bus.ts';

export type KafkaSubscriptionOptions = {
  /** The topic's full name (prefix included). */
  fullTopic: string;
  /** The bus's admin client, connected. */
  admin: () => Promise<Admin>;
  logger: Logger;
};

/**
 * Pause and resume for one subscription's consumer, whichever consumer runs it now (kafka-consumer-restart
 * replaces one kafkajs stops; `running` is told of each). Paused, the consumer fetches nothing from the
 * topic. Resuming first moves every partition to its end (the high watermark read from the broker), so
 * what was published meanwhile is skipped, as the port promises, and no backlog is read for nothing.
 */
export function kafkaSubscription(opts: KafkaSubscriptionOptions): { subscription: Subscription; running: (consumer: Consumer) => void } {
  const topics = [{ topic: opts.fullTopic }];
  let consumer: Consumer | undefined;
  let paused = false;
  // A pause that comes while a resume reads the offsets wins: the resume then leaves the consumer paused.
  let generation = 0;

  return {
    running(current) {
      consumer = current;
      if (paused) current.pause(topics);
    },
    subscription: {
      pause() {
        if (paused) return;
        paused = true;
        generation += 1;
        consumer?.pause(topics);
        opts.logger.info('paused');
      },
      async resume() {
        if (!paused) return;
        const mine = (generation += 1);
        const offsets = await (await opts.admin()).fetchTopicOffsets(opts.fullTopic);
        if (mine !== generation) return;
        paused = false;
        const current = consumer;
        if (!current) return;
        for (const { partition, offset } of offsets) current.seek({ topic: opts.fullTopic, partition, offset });
        current.resume(topics);
        opts.logger.info('resumed at the newest event');
      },
    },
  };
}
