import type { Sequelize } from 'sequelize';
import type { Logger } from '@quizlink/kit-logger';
import type { EventBus } from './event-bus.ts';
import { OUTBOX_TABLE } from './outbox.model.ts';
import { createOutboxPublisher } from './outbox-publisher.ts';

export type FinalOutboxFlushOptions = {
  sequelize: Sequelize;
  bus: EventBus;
  logger: Logger;
  /** How long the flush may take; past it the rows not yet published stay for the next start. */
  timeoutMs: number;
  /** Rows read per query; default 100. */
  batchSize?: number;
};

/**
 * The last step before a service closes its bus at shutdown: publishes, once, every outbox row that
 * is committed but not yet published (events of requests that finished after the relay stopped), so
 * they reach the other services now rather than at the next start. Never rejects: on a bus failure or
 * past `timeoutMs` it logs and leaves the remaining rows for the next relay (nothing is lost either way).
 * A database without the outbox table (a service that publishes nothing) resolves with 0.
 */
export async function flushOutboxAtShutdown(opts: FinalOutboxFlushOptions): Promise<number> {
  const log = opts.logger.child({ component: 'outbox-relay' });
  if (!(await opts.sequelize.getQueryInterface().tableExists(OUTBOX_TABLE))) return 0;
  let timedOut = false;
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), opts.timeoutMs);
  });
  const publisher = createOutboxPublisher({ sequelize: opts.sequelize, bus: opts.bus, batchSize: opts.batchSize ?? 100 });
  const flushing = publisher.publishPending(() => timedOut);
  try {
    const outcome = await Promise.race([flushing, deadline]);
    if (outcome === 'timeout') {
      timedOut = true;
      log.warn({ timeoutMs: opts.timeoutMs }, 'outbox flush at shutdown timed out; unpublished rows stay for the next start');
      // The batch in progress may still mark its rows; the caller closes the bus and database next.
      flushing.catch(() => undefined);
      return 0;
    }
    log.info({ published: outcome }, 'outbox flushed at shutdown');
    return outcome;
  } catch (error) {
    log.warn({ err: error }, 'outbox flush at shutdown failed; unpublished rows stay for the next start');
    return 0;
  } finally {
    clearTimeout(timer);
  }
}
