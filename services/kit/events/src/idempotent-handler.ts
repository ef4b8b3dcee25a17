import { Op, UniqueConstraintError, type Sequelize, type Transaction } from 'sequelize';
import type { DomainEvent } from '@quizlink/contracts/events';
import { MYSQL_COMMIT, MYSQL_START_TRANSACTION, runSqliteWriteTurn, withMysqlScriptSession, type SqlStatement } from '@quizlink/kit-db';
import type { Logger } from '@quizlink/kit-logger';
import { withBatch, type BatchCapableHandler } from './batch-delivery.ts';
import { processedEventModel } from './processed-event.model.ts';
import { claimFreshEventsMysql } from './mysql-processed-claim.ts';
import { recordProcessedStatement, type ScriptDialect } from './processed-record.ts';
import { claimFreshEventsSqlite } from './sqlite-processed-claim.ts';

export type IdempotentHandlerOptions = {
  sequelize: Sequelize;
  /** Names this consumer in `processed_events`; two consumers of one event each handle it once. */
  consumer: string;
  logger: Logger;
  /** Does the work inside `transaction`; pass it to every query so the work and the record commit together. */
  handle: (event: DomainEvent, transaction: Transaction) => Promise<void>;
  /**
   * Optional: does for several events, in order, in one transaction, what `handle` does for one. Given,
   * the handler takes the events that queued up together in one transaction (batch-delivery.ts).
   */
  handleBatch?: (events: DomainEvent[], transaction: Transaction) => Promise<void>;
  /**
   * Optional: `handleBatch`'s writes as statements that change nothing when run again (insert-or-ignore
   * of rows keyed by the event's data). Given, a batch runs as **one script** — the ids recorded and
   * these statements, for every event of the batch — instead of a transaction of awaited statements
   * (issue 14). On SQLite in the file's write turn: one worker job and one wait (the projector's
   * transaction held the quiz database's turn ~14 ms under load). On MySQL/MariaDB as one transaction
   * sent in one round trip (kit-db `withMysqlScriptSession`) where the transaction took about six, each
   * a socket write and read on both sides. An event handled before is written again, to no effect.
   * Should the script fail, the batch goes the transaction way below.
   */
  repeatableBatchStatements?: (events: DomainEvent[]) => SqlStatement[];
};

/**
 * Makes an at-least-once delivery effectively once: the event id is recorded in `processed_events` in
 * the same transaction as the handler's writes. A redelivered id is skipped (logged at debug); a
 * failed handler rolls back both, so the retry starts clean.
 */
export function idempotentHandler(opts: IdempotentHandlerOptions): BatchCapableHandler {
  const { sequelize, consumer, handle, handleBatch, repeatableBatchStatements } = opts;
  const log = opts.logger.child({ component: 'idempotent-handler', consumer });
  const Processed = processedEventModel(sequelize);
  // SQLite: the batch's read and insert of recorded ids as one plain statement (sqlite-processed-claim.ts).
  const sqlite = sequelize.getDialect() === 'sqlite';
  // MySQL/MariaDB: the same read and insert as plain statements on the transaction's connection (mysql-processed-claim.ts).
  const mysql = sequelize.getDialect() === 'mysql';
  // Either: the batch's ids recorded, skipping those already there, as a statement of its script.
  const scriptDialect: ScriptDialect | undefined = sqlite ? 'sqlite' : mysql ? 'mysql' : undefined;

  /** The ids recorded and `writes` as one script: SQLite in the file's write turn, MySQL/MariaDB as one transaction in one round trip. */
  const runBatchScript = async (record: SqlStatement, writes: SqlStatement[]): Promise<void> => {
    if (sqlite) {
      await runSqliteWriteTurn(sequelize, [record, ...writes]);
      return;
    }
    await withMysqlScriptSession(sequelize, (run) => run([MYSQL_START_TRANSACTION, record, ...writes, MYSQL_COMMIT]));
  };

  /**
   * Several events, one script when their writes may run again (`repeatableBatchStatements`), else one
   * transaction: the ids already recorded are left out, the others are recorded and handled together.
   * A concurrent duplicate fails the insert and rolls the batch back; the bus then delivers each event
   * alone, through the single-event path below.
   */
  const batch = async (events: DomainEvent[]): Promise<void> => {
    if (!handleBatch) return;
    const record = repeatableBatchStatements && scriptDialect ? recordProcessedStatement(scriptDialect, consumer, events) : undefined;
    if (record && repeatableBatchStatements) {
      try {
        await runBatchScript(record, repeatableBatchStatements(events));
        return;
      } catch (error) {
        log.debug({ err: error, events: events.length }, 'batch script failed; handling the batch in a transaction');
      }
    }
    await sequelize.transaction(async (transaction) => {
      if (sqlite) {
        const claimed = await claimFreshEventsSqlite(consumer, events, transaction);
        if (claimed.length > 0) await handleBatch(claimed, transaction);
        return;
      }
      if (mysql) {
        const claimed = await claimFreshEventsMysql(consumer, events, transaction);
        if (claimed.length > 0) await handleBatch(claimed, transaction);
        return;
      }
      const ids = events.map((event) => event.id);
      const seen = await Processed.findAll({ where: { consumer, eventId: { [Op.in]: ids } }, attributes: ['eventId'], transaction });
      const done = new Set(seen.map((row) => row.eventId));
      const fresh = events.filter((event, index) => !done.has(event.id) && ids.indexOf(event.id) === index);
      if (fresh.length === 0) return;
      const processedAt = new Date();
      await Processed.bulkCreate(fresh.map((event) => ({ consumer, eventId: event.id, processedAt })), { transaction });
      await handleBatch(fresh, transaction);
    });
  };

  const single = async (event: DomainEvent): Promise<void> => {
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
  return handleBatch ? withBatch(single, batch) : single;
}
