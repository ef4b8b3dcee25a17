import { UniqueConstraintError, type Sequelize, type Transaction } from 'sequelize';
import type { DomainEvent } from '@quizlink/contracts';
import type { Logger } from '@quizlink/kit-logger';
import { processedEventModel } from './processed-event.model.ts';

export type IdempotentHandlerOptions = {
  sequelize: Sequelize;
  /** Names this consumer in `processed_events`; two consumers of one event each handle it once. */
  consumer: string;
  logger: Logger;
  /** Does the work inside `transaction`; pass it to every query so the work and the record commit together. */
  handle: (event: DomainEvent, transaction: Transaction) => Promise<void>;
};

/**
 * Makes an at-least-once delivery effectively once: the event id is recorded in `processed_events` in
 * the same transaction as the handler's writes. A redelivered id is skipped (logged at debug); a
 * failed handler rolls back both, so the retry starts clean.
 */
export function idempotentHandler(opts: IdempotentHandlerOptions): (event: DomainEvent) => Promise<void> {
  const { sequelize, consumer, handle } = opts;
  const log = opts.logger.child({ component: 'idempotent-handler', consumer });
  const Processed = processedEventModel(sequelize);

  return async (event: DomainEvent): Promise<void> => {
    let claimed = false;
    try {
      await sequelize.transaction(async (transaction) => {
        // Claiming first takes the unique-key lock: a concurrent duplicate waits, then fails the insert.
        await Processed.create({ consumer, eventId: event.id, processedAt: new Date() }, { transaction });
        claimed = true;
        await handle(event, transaction);
      });
    } catch (error) {
      if (!claimed && error instanceof UniqueConstraintError) {
        log.debug({ eventId: event.id, eventType: event.type }, 'duplicate event skipped');
        return;
      }
      throw error;
    }
  };
}
