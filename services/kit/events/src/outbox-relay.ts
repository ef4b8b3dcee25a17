import type { Sequelize } from 'sequelize';
import type { Logger } from '@quizlink/kit-logger';
import type { EventBus } from './event-bus.ts';
import { createOutboxPublisher } from './outbox-publisher.ts';
import { createOutboxSweeper, DEFAULT_OUTBOX_SWEEP_INTERVAL_MS, outboxRetentionMs } from './outbox-retention.ts';

export type OutboxRelayOptions = {
  sequelize: Sequelize;
  bus: EventBus;
  logger: Logger;
  /** Pause between polls; default 200 ms. */
  intervalMs?: number;
  /** Rows read per query; default 100. */
  batchSize?: number;
  /**
   * How long a `notify` waits before its publish starts, so that the commits of those milliseconds
   * leave in one round (one read, one publish call, one mark) — what a Kafka producer's `linger.ms` does
   * for its sends. Default by database (`defaultNotifyLingerMs`); 0 starts at once.
   */
  notifyLingerMs?: number;
  /** How long a published row is kept before a sweep deletes it (outbox-retention.ts); default an hour. */
  retentionMs?: number;
  /** How often the sweep runs; default a minute. */
  sweepIntervalMs?: number;
};

export type OutboxRelay = {
  /** Publishes every pending row now (after any poll in progress); resolves with how many it published. Rejects if the bus does. */
  flush(): Promise<number>;
  /**
   * Says rows were just committed: a publish starts `notifyLingerMs` later, or as soon as the one in
   * progress (if any) ends, so an event leaves right after its commit instead of at the next poll. Calls
   * while one is already queued are absorbed by it (it reads every pending row when it starts); failures
   * are left to the polls.
   */
  notify(): void;
  /**
   * Stops polling and sweeping, waits for a poll or sweep in progress and for the rows handed over to be
   * handled and marked. Pending rows stay for the next start.
   */
  stop(): Promise<void>;
};

/**
 * The notice's default linger. Issue 14: under load a relay round per group commit (a few attempts each)
 * cost a read, a publish and a mark per round in the attempt service, and a fetch and a batch per round
 * in every consumer group, so notices linger to gather the commits of several group commits.
 * - SQLite, 25 ms: the file belongs to one process, whose one main thread also serves the requests; every
 *   round costs it a worker job for the read, one for the mark and one in each consumer's database (the
 *   dashboard's projection), each a wake-up that takes a core from it on a small machine. Measured with the
 *   load bench (embedded, 2 cores, no reads): 25 ms against 5 made 1.06–1.10× the submissions a second at
 *   16 takers and 1.05–1.06× at 64, the rounds per submission fell from 0.31 to 0.20, and the dashboard lag
 *   p99 stayed at 42–69 ms (bench README, seventeenth round).
 * - MySQL, 5 ms: each replica's relay runs beside separate consumer processes, and there 25 ms moved the
 *   CPU per submission less than runs differ while adding 6–8 ms to the lag (ninth round).
 */
export function defaultNotifyLingerMs(dialect: string): number {
  return dialect === 'sqlite' ? 25 : 5;
}

/**
 * Publishes right after a commit when told (`notify`), and polls as the fallback: reads `outbox_events` and publishes unpublished rows in id order, marking each batch once the bus
 * accepted it (the in-process bus: once its consumers handled it; the next rounds go out meanwhile, outbox-rounds.ts). When the bus fails the rows stay and the next poll tries again, so events survive a
 * broker outage. A crash between publish and mark re-publishes a batch: delivery is at least once.
 * On MySQL every replica may run one: they take turns under a named lock (outbox-publisher.ts). SQLite: one process per file.
 * Once a `sweepIntervalMs`, published rows older than `retentionMs` are deleted (outbox-retention.ts), so the
 * table holds the unpublished rows and the last hour's, not every event ever published.
 */
export function startOutboxRelay(opts: OutboxRelayOptions): OutboxRelay {
  const { sequelize, bus, intervalMs = 200, batchSize = 100, notifyLingerMs = defaultNotifyLingerMs(opts.sequelize.getDialect()) } = opts;
  const log = opts.logger.child({ component: 'outbox-relay' });
  let failing = false;
  /** One warning per outage, not one per poll. */
  const reportFailure = (error: unknown) => {
    if (!failing) log.warn({ err: error }, 'outbox publish failed; rows kept for retry');
    else log.debug({ err: error }, 'outbox publish still failing');
    failing = true;
  };
  // A round handed over in the background that failed is read again by the next poll or notice.
  const publisher = createOutboxPublisher({ sequelize, bus, batchSize, onSettleFailure: reportFailure });
  const sweepPublished = createOutboxSweeper(sequelize);
  const { retentionMs = outboxRetentionMs(undefined), sweepIntervalMs = DEFAULT_OUTBOX_SWEEP_INTERVAL_MS } = opts;
  let sweeping: Promise<void> | undefined;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let chain: Promise<unknown> = Promise.resolve();
  let publishQueued = false;

  /** Polls and flushes never overlap: each waits for the one before. */
  const exclusive = <T>(work: () => Promise<T>): Promise<T> => {
    const result = chain.then(work);
    chain = result.catch(() => undefined);
    return result;
  };

  /**
   * `settle: 'background'` (polls and notices) returns once the rows are handed over, their marks
   * following (outbox-rounds.ts); `'wait'` (flush) returns once they are marked.
   */
  const publishAll = async (settle: 'background' | 'wait'): Promise<number> => {
    let total = 0;
    try {
      total = await (settle === 'wait' ? publisher.publishPending(() => stopped) : publisher.handOverPending(() => stopped));
    } catch (error) {
      reportFailure(error);
      throw error;
    }
    if (failing) log.info({ published: total }, 'outbox publishing recovered');
    failing = false;
    if (total > 0) log.debug({ published: total }, 'outbox events published');
    return total;
  };

  const poll = () => {
    timer = undefined;
    if (stopped) return;
    void exclusive(() => publishAll('background'))
      .catch(() => undefined)
      .finally(() => {
        if (!stopped) timer = setTimeout(poll, intervalMs);
      });
  };
  // The first poll joins the chain at once, so a flush() called right after start waits for it.
  poll();

  // Independent of the polls: a sweep touches published rows only, a poll unpublished ones. One at a time.
  const sweeper = setInterval(() => {
    if (sweeping || stopped) return;
    sweeping = sweepPublished({ retentionMs, shouldStop: () => stopped })
      .then((deleted) => {
        if (deleted > 0) log.debug({ deleted }, 'published outbox rows past their retention deleted');
      })
      .catch((error: unknown) => log.warn({ err: error }, 'outbox sweep failed; the rows wait for the next one'))
      .finally(() => {
        sweeping = undefined;
      });
  }, sweepIntervalMs);
  sweeper.unref();

  return {
    flush: () => exclusive(() => publishAll('wait')),
    notify() {
      if (publishQueued || stopped) return;
      publishQueued = true;
      const publishNow = () => {
        void exclusive(() => {
          publishQueued = false;
          return stopped ? Promise.resolve(0) : publishAll('background');
        }).catch(() => undefined);
      };
      if (notifyLingerMs <= 0) publishNow();
      // Unreferenced: a process may exit meanwhile (its shutdown flushes every pending row anyway).
      else setTimeout(publishNow, notifyLingerMs).unref();
    },
    async stop(): Promise<void> {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      clearInterval(sweeper);
      await sweeping;
      await chain;
      await publisher.settled();
    },
  };
}
