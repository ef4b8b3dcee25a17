import { setTimeout as sleep } from 'node:timers/promises';
import type { Consumer, ConsumerRunConfig } from 'kafkajs';
import type { Logger } from '@quizlink/kit-logger';

/** Pause before replacing a stopped consumer, doubling per failed start up to the maximum. */
export const CONSUMER_RESTART_DELAY_MS = { initial: 1000, max: 30_000 } as const;

export type RestartingConsumerOptions = {
  /** A new, unconnected consumer of the group (same settings each time). */
  create: () => Consumer;
  topic: string;
  /** Where a new group starts: from the oldest retained event (default) or the newest. */
  fromBeginning?: boolean;
  config: ConsumerRunConfig;
  logger: Logger;
  signal: AbortSignal;
  /** The consumer now running, so that closing the bus disconnects it; called again after each replacement. */
  onConsumer: (consumer: Consumer, replaced?: Consumer) => void;
  /** Called once a consumer runs (again after each replacement), e.g. to pause it again. */
  onRunning?: (consumer: Consumer) => void;
};

/**
 * Connects, subscribes (from the beginning for a new group) and runs a consumer, and replaces it whenever
 * kafkajs gives up on it. kafkajs restarts a consumer only after a retriable error; an error it deems final
 * (`Broker not connected` while committing during a broker outage, for instance) stops it for good, and
 * its partitions would go unread until the process restarts. The same consumer object does not recover
 * (its broker pool keeps the dead connection's state), so a new one takes over, from the last committed
 * offsets: whatever was not committed — a message whose dead-letter copy failed — is delivered again.
 */
export async function runRestartingConsumer(opts: RestartingConsumerOptions): Promise<void> {
  const start = async (replaced?: Consumer): Promise<void> => {
    const consumer = opts.create();
    opts.onConsumer(consumer, replaced);
    consumer.on(consumer.events.CRASH, ({ payload }) => {
      if (payload.restart || opts.signal.aborted) return;
      opts.logger.error({ err: payload.error }, 'consumer stopped by kafkajs; replacing it');
      void replace(consumer);
    });
    await consumer.connect();
    await consumer.subscribe({ topics: [opts.topic], fromBeginning: opts.fromBeginning ?? true });
    await consumer.run(opts.config);
    opts.onRunning?.(consumer);
  };
  const replace = async (stopped: Consumer): Promise<void> => {
    for (let delayMs: number = CONSUMER_RESTART_DELAY_MS.initial; !opts.signal.aborted; delayMs = Math.min(delayMs * 2, CONSUMER_RESTART_DELAY_MS.max)) {
      try {
        await sleep(delayMs, undefined, { signal: opts.signal });
        await start(stopped);
        opts.logger.info('consumer replaced');
        return;
      } catch (error) {
        if (opts.signal.aborted) return;
        opts.logger.warn({ err: error, retryInMs: delayMs }, 'consumer could not be replaced yet; retrying');
      }
    }
  };
  await start();
}
