import type { Sequelize } from 'sequelize';
import type { DomainEvent } from '@quizlink/contracts/events';
import type { EventBus } from './event-bus.ts';
import { tracingHooks } from '@quizlink/kit-tracing';
import { createPreparedReads, mysqlDateText, runSqliteWriteTurn, sqliteDateText, withMysqlScriptSession } from '@quizlink/kit-db';
import { OUTBOX_TABLE, type OutboxRow } from './outbox.model.ts';
import { createOutboxRounds, runsByTopic } from './outbox-rounds.ts';

/** What publishing reads of an outbox row. */
type PublishableRow = Pick<OutboxRow, 'id' | 'topic' | 'payload' | 'traceContext'>;

export type OutboxPublisher = {
  /**
   * Publishes unpublished rows in id order, batch after batch, until a batch comes back short or
   * `shouldStop()` says so, and resolves with the count once every row it published is marked. Rejects
   * when the bus or the database does (rows not yet marked stay for the next try).
   */
  publishPending(shouldStop: () => boolean): Promise<number>;
  /**
   * The same, without waiting for the marks where they wait for the consumers (SQLite with the in-process
   * bus: outbox-rounds.ts); they follow in the background (`settled`). On MySQL the same as publishPending.
   */
  handOverPending(shouldStop: () => boolean): Promise<number>;
  /** Resolves once every row handed over so far is marked, or its round has failed (`onSettleFailure`); never rejects. */
  settled(): Promise<void>;
};

/**
 * A row is marked published only once the bus has the event for good: a broker once it acknowledged
 * it, the in-process bus (memory only) once every subscribed group has handled it — so a process killed
 * in between publishes the row again at its next start instead of losing the event. The events were
 * checked when stored (`stored`): a row is not judged again by a later build's schema, and each
 * publish saves a parse of every event (issue 14).
 */
const HANDLED = { untilHandled: true, stored: true } as const;

/** MySQL named lock of a database's relays (`<prefix><database>`): one publishes at a time. */
const RELAY_LOCK_PREFIX = 'quizlink-outbox-relay:';

/**
 * Rounds handed to the in-process bus and not yet handled, at most: 8 × `batchSize` events queued
 * for its consumer groups, which take up to MAX_EVENTS_PER_BATCH of them per batch.
 */
const MAX_ROUNDS_IN_FLIGHT = 8;

export type OutboxPublisherOptions = {
  sequelize: Sequelize;
  bus: EventBus;
  batchSize: number;
  /** A round handed over in the background failed (handOverPending); its rows are published again by a later call. */
  onSettleFailure?: (error: unknown) => void;
};

/** The one way outbox rows reach the bus: the relay's polls and the final flush at shutdown share it. */
export function createOutboxPublisher(opts: OutboxPublisherOptions): OutboxPublisher {
  const { sequelize, bus, batchSize } = opts;

  // SQLite: the read prepared once, the mark one plain statement (kit-db), past Sequelize's per-query work.
  const reads = createPreparedReads(sequelize);
  const markPublished = (ids: number[]) =>
    // In the file's write turn, so SQLite queues it with the other writers instead of waiting on a lock.
    runSqliteWriteTurn(sequelize, [{ sql: `UPDATE ${OUTBOX_TABLE} SET published_at = ? WHERE id IN (${ids.map(() => '?').join(', ')})`, params: [sqliteDateText(new Date()), ...ids] }]);

  /** Publishes events: resolves once the bus has taken them (PublishOptions.onAccepted), with the promise of their handling. */
  const handOverEvents = (topic: string, events: DomainEvent[]): Promise<{ handled: Promise<void> }> => {
    let handled!: Promise<void>;
    const accepted = new Promise<void>((resolve) => {
      handled = bus.publish(topic, events, { ...HANDLED, onAccepted: resolve });
    });
    return Promise.race([accepted, handled]).then(() => ({ handled }));
  };

  /**
   * Tracing off: the run in one publish call. Tracing on: each event in the trace of the request that
   * stored it, so the consumers' spans join the submitter's trace (one trace from click to dashboard).
   */
  const handOverRun = async (topic: string, run: PublishableRow[]): Promise<{ handled: Promise<void> }> => {
    const tracing = tracingHooks();
    if (!tracing) return handOverEvents(topic, run.map((row) => JSON.parse(row.payload) as DomainEvent));
    const handled: Array<Promise<void>> = [];
    for (const row of run) {
      const event = JSON.parse(row.payload) as DomainEvent;
      const stored = row.traceContext ? (JSON.parse(row.traceContext) as Record<string, string>) : undefined;
      const handOver = () => handOverEvents(topic, [event]);
      handled.push((await (stored ? tracing.inContextOf(stored, handOver) : handOver())).handled);
    }
    return { handled: Promise.all(handled).then(() => undefined) };
  };

  /** SQLite: one process owns the file (its writes take turns); rows are read and handed over in rounds, each marked once handled. */
  let lastSettleFailure: unknown;
  const rounds = createOutboxRounds<PublishableRow>({
    readAfter: (afterId, limit) =>
      reads.all<PublishableRow>(`SELECT id, topic, payload, trace_context AS traceContext FROM ${OUTBOX_TABLE} WHERE published_at IS NULL AND id > ? ORDER BY id LIMIT ?`, [afterId, limit]),
    handOver: handOverRun,
    markPublished,
    batchSize,
    maxRoundsInFlight: MAX_ROUNDS_IN_FLIGHT,
    onSettleFailure(error) {
      lastSettleFailure = error;
      opts.onSettleFailure?.(error);
    },
  });
  const publishAllRounds = async (shouldStop: () => boolean): Promise<number> => {
    const failuresBefore = rounds.failures();
    const count = await rounds.handOverPending(shouldStop);
    await rounds.settled();
    if (rounds.failures() !== failuresBefore) throw lastSettleFailure;
    return count;
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
        for (const topicRun of runsByTopic(pending)) await (await handOverRun(topicRun.topic, topicRun.rows)).handled;
      } catch (error) {
        await releasing(error);
      }
      const marked = pending.length > 0 ? [{ sql: `UPDATE ${OUTBOX_TABLE} SET published_at = ? WHERE id IN (${pending.map(() => '?').join(', ')})`, params: [mysqlDateText(new Date()), ...pending.map((row) => row.id)] }] : [];
      // The mark, then the release, in one script: releasing first would let the next relay read these
      // rows still unpublished and publish them again. A failing mark stops the script before the release.
      await run([...marked, release]).catch(releasing);
      return { published: pending.length, full: pending.length === batchSize };
    });

  const publishAllClaimed = async (shouldStop: () => boolean): Promise<number> => {
    let total = 0;
    for (;;) {
      const { published, full } = await publishBatchClaimed();
      total += published;
      if (!full || shouldStop()) return total;
    }
  };

  if (sequelize.getDialect() === 'mysql') return { publishPending: publishAllClaimed, handOverPending: publishAllClaimed, settled: () => Promise.resolve() };
  return { publishPending: publishAllRounds, handOverPending: (shouldStop) => rounds.handOverPending(shouldStop), settled: () => rounds.settled() };
}
