import { Op, QueryTypes, Transaction, type Sequelize } from 'sequelize';
import type { DomainEvent } from '@quizlink/contracts';
import type { EventBus } from './event-bus.ts';
import { tracingHooks } from '@quizlink/kit-tracing';
import { outboxModel, type OutboxRow } from './outbox.model.ts';

/** Consecutive rows of one topic go out in one publish call; order across topics is kept too. */
function runsByTopic(rows: OutboxRow[]): Array<{ topic: string; rows: OutboxRow[] }> {
  const runs: Array<{ topic: string; rows: OutboxRow[] }> = [];
  for (const row of rows) {
    const last = runs[runs.length - 1];
    if (last && last.topic === row.topic) last.rows.push(row);
    else runs.push({ topic: row.topic, rows: [row] });
  }
  return runs;
}

export type OutboxPublisher = {
  /**
   * Publishes unpublished rows in id order, batch after batch, marking each run once the bus accepted
   * it, until a batch comes back short or `shouldStop()` says so. Resolves with the count; rejects when
   * the bus or the database does (rows not yet marked stay for the next try).
   */
  publishPending(shouldStop: () => boolean): Promise<number>;
};

/**
 * A row is marked published only once the bus has the event for good: a broker once it acknowledged
 * it, the in-process bus (memory only) once every subscribed group has handled it — so a process killed
 * in between publishes the row again at its next start instead of losing the event.
 */
const HANDLED = { untilHandled: true } as const;

/** MySQL named lock of a database's relays (`<prefix><database>`): one publishes at a time. */
const RELAY_LOCK_PREFIX = 'quizlink-outbox-relay:';

/** The one way outbox rows reach the bus: the relay's polls and the final flush at shutdown share it. */
export function createOutboxPublisher(opts: { sequelize: Sequelize; bus: EventBus; batchSize: number }): OutboxPublisher {
  const { sequelize, bus, batchSize } = opts;
  const Outbox = outboxModel(sequelize);

  const markPublished = (ids: number[]) =>
    // Inside a transaction so SQLite queues it with the other writers instead of waiting on a lock.
    sequelize.transaction((transaction) => Outbox.update({ publishedAt: new Date() }, { where: { id: { [Op.in]: ids } }, transaction }));

  /**
   * Tracing off: the run in one publish call. Tracing on: each event in the trace of the request that
   * stored it, so the consumers' spans join the submitter's trace (one trace from click to dashboard).
   */
  const publishRun = async (topic: string, run: OutboxRow[]): Promise<void> => {
    const tracing = tracingHooks();
    if (!tracing) {
      await bus.publish(topic, run.map((row) => JSON.parse(row.payload) as DomainEvent), HANDLED);
      return;
    }
    for (const row of run) {
      const event = JSON.parse(row.payload) as DomainEvent;
      const stored = row.traceContext ? (JSON.parse(row.traceContext) as Record<string, string>) : undefined;
      await (stored ? tracing.inContextOf(stored, () => bus.publish(topic, [event], HANDLED)) : bus.publish(topic, [event], HANDLED));
    }
  };

  /** SQLite: one process owns the file (its writes take turns); rows are read, published, then marked. */
  const publishBatchAlone = async (): Promise<{ published: number; full: boolean }> => {
    const rows = await Outbox.findAll({ where: { publishedAt: null }, order: [['id', 'ASC']], limit: batchSize });
    let published = 0;
    for (const run of runsByTopic(rows)) {
      await publishRun(run.topic, run.rows);
      await markPublished(run.rows.map((row) => row.id));
      published += run.rows.length;
    }
    return { published, full: rows.length === batchSize };
  };

  /**
   * MySQL/MariaDB, where several replicas of a service each run a relay on one database: one relay at a
   * time publishes, holding a named lock of the database (`GET_LOCK`, not waited for: the others skip
   * their turn; a crashed holder's lock goes with its connection). Each event is then published once
   * (barring a crash between publish and mark) and in id order, and no row lock is held while the
   * broker is slow, so submissions inserting new rows never wait for a relay.
   */
  const publishBatchClaimed = (): Promise<{ published: number; full: boolean }> =>
    sequelize.transaction({ isolationLevel: Transaction.ISOLATION_LEVELS.READ_COMMITTED }, async (transaction) => {
      const [claim] = await sequelize.query<{ got: number | null }>(`SELECT GET_LOCK(CONCAT(?, DATABASE()), 0) AS got`, {
        replacements: [RELAY_LOCK_PREFIX],
        type: QueryTypes.SELECT,
        transaction,
      });
      if (Number(claim?.got) !== 1) return { published: 0, full: false };
      try {
        const rows = await Outbox.findAll({ where: { publishedAt: null }, order: [['id', 'ASC']], limit: batchSize, transaction });
        for (const run of runsByTopic(rows)) await publishRun(run.topic, run.rows);
        if (rows.length > 0) await Outbox.update({ publishedAt: new Date() }, { where: { id: { [Op.in]: rows.map((row) => row.id) } }, transaction });
        return { published: rows.length, full: rows.length === batchSize };
      } finally {
        await sequelize.query(`SELECT RELEASE_LOCK(CONCAT(?, DATABASE()))`, { replacements: [RELAY_LOCK_PREFIX], transaction });
      }
    });

  const publishBatch = sequelize.getDialect() === 'mysql' ? publishBatchClaimed : publishBatchAlone;

  return {
    async publishPending(shouldStop) {
      let total = 0;
      for (;;) {
        const { published, full } = await publishBatch();
        total += published;
        if (!full || shouldStop()) return total;
      }
    },
  };
}
