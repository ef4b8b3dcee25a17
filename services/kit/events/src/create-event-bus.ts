import type { Logger } from '@quizlink/kit-logger';
import type { EventBus } from './event-bus.ts';
import { createInProcessBus } from './in-process-bus.ts';
import { createKafkaBus } from './kafka-bus.ts';

export type CreateEventBusOptions = {
  kafkaBrokers?: string[];
  clientId: string;
  topicPrefix?: string;
  logger: Logger;
  /** Embedded mode shares one in-process bus between the services of one process. */
  inProcess?: EventBus;
};

/** Kafka when brokers are configured (distributed mode), otherwise the shared or a new in-process bus. */
export function createEventBus(opts: CreateEventBusOptions): EventBus {
  if (opts.kafkaBrokers && opts.kafkaBrokers.length > 0) {
    return createKafkaBus({ brokers: opts.kafkaBrokers, clientId: opts.clientId, topicPrefix: opts.topicPrefix ?? '', logger: opts.logger });
  }
  return opts.inProcess ?? createInProcessBus(opts.logger);
}
