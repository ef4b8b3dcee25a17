import type { Sequelize } from 'sequelize';
import type { DomainEvent } from '@quizlink/contracts/events';
import type { EventBus } from './event-bus.ts';
import { tracingHooks } from '@quizlink/kit-tracing';
import { createPreparedReads, mysqlDateText, runSqliteWriteTurn, sqliteDateText, withMysqlScriptSession } from '@quizlink/kit-db';
import { OUTBOX_TABLE, type OutboxRow } from './outbox.model.ts';

/** What publishing reads of an outbox row. */
type PublishableRow = Pick<OutboxRow, 'id' | 'topic' | 'payload' | 'traceContext'>;

/** Consecutive rows of one topic go out in one publish call; order across topics is kept too. */
function runsByTopic<Row extends PublishableRow>(rows: Row[]): Array<{ topic: string; rows: Row[] }> {
  const runs: Array<{ topic: string; rows: Row[] }> = [];
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

  // SQLite: the read prepared once, the mark one plain statement (kit-db), past Sequelize's per-query work.
  const reads = createPreparedReads(sequelize);
  const markPublished = (ids: number[]) =>
    // In the file's write turn, so SQLite queues it with the other writers instead of waiting on a lock.
    runSqliteWriteTurn(sequelize, [{ sql: `UPDATE ${OUTBOX_TABLE} SET published_at = ? WHERE id IN (${ids.map(() => '?').join(', ')})`, params: [sqliteDateText(new Date()), ...ids] }]);

  /**
   * Tracing off: the run in one publish call. Tracing on: each event in the trace of the request that
   * stored it, so the consumers' spans join the submitter's trace (one trace from click to dashboard).
   */
  const publishRun = async (topic: string, run: PublishableRow[]): Promise<void> => {
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
    const rows = await reads.all<PublishableRow>(`SELECT id, topic, payload, trace_context AS traceContext FROM ${OUTBOX_TABLE} WHERE published_at IS NULL ORDER BY id LIMIT ?`, [batchSize]);
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
   * broker is slow, so submissions inserting new rows never wait for a relay. Two scripts on one
   * connection (kit-db `withMysqlScriptSession`), one round trip each: the claim with the read, then the
   * mark with the release. Each statement commits alone: the mark needs no transaction, since the lock
   * keeps every other relay away until the mark has committed.
   */
  const publishBatchClaimed = (): Promise<{ published: number; full: boolean }> =>
    withMysqlScriptSession(sequelize, async (run) => {
      // The lock is the session's, not a transaction's: every way out releases it (releasing a lock not held is a no-op).
      const release = { sql: 'SELECT RELEASE_LOCK(CONCAT(?, DATABASE()))', params: [RELAY_LOCK_PREFIX] };
      const releasing = async (error: unknown): Promise<never> => {
        await run([release]);
        throw error;
      };
      // The claim and the read in one script: a relay refused the lock ignores the rows it read.
      const [claim, pending] = (await run([
        { sql: 'SELECT GET_LOCK(CONCAT(?, DATABASE()), 0) AS got', params: [RELAY_LOCK_PREFIX] },
        { sql: `SELECT id, topic, payload, trace_context AS traceContext FROM ${OUTBOX_TABLE} WHERE published_at IS NULL ORDER BY id LIMIT ?`, params: [batchSize] },
      ]).catch(releasing)) as [Array<{ got: number | null }>, PublishableRow[]];
      if (Number(claim[0]?.got) !== 1) return { published: 0, full: false };
      try {
        for (const topicRun of runsByTopic(pending)) await publishRun(topicRun.topic, topicRun.rows);
      } catch (error) {
        await releasing(error);
      }
      const marked = pending.length > 0 ? [{ sql: `UPDATE ${OUTBOX_TABLE} SET published_at = ? WHERE id IN (${pending.map(() => '?').join(', ')})`, params: [mysqlDateText(new Date()), ...pending.map((row) => row.id)] }] : [];
      // The mark, then the release, in one script: releasing first would let the next relay read these
      // rows still unpublished and publish them again. A failing mark stops the script before the release.
      await run([...marked, release]).catch(releasing);
      return { published: pending.length, full: pending.length === batchSize };
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
