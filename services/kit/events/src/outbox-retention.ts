import type { Sequelize } from 'sequelize';
import { createPreparedReads, dateTextFor } from '@quizlink/kit-db';
import { deleteInChunks } from './chunked-delete.ts';
import { OUTBOX_TABLE } from './outbox.model.ts';

/**
 * How long a published outbox row is kept by default: an hour of what left, to look at when something
 * downstream went wrong. The broker keeps the events themselves; the row only had to outlive the commit
 * until the bus took it. Without a limit the table held every event ever published — about 1.3 kB a
 * submission, half of the attempt database (issue 14's load bench, 9,300 submissions: 12.5 MB of
 * outbox rows beside 9.4 MB of attempts).
 */
export const DEFAULT_OUTBOX_RETENTION_MINUTES = 60;

/** The longest retention a service's configuration accepts (OUTBOX_RETENTION_MINUTES): thirty days. */
export const MAX_OUTBOX_RETENTION_MINUTES = 30 * 24 * 60;

/** A configured retention (OUTBOX_RETENTION_MINUTES, unset: the default) in milliseconds. */
export const outboxRetentionMs = (minutes: number | undefined): number => (minutes ?? DEFAULT_OUTBOX_RETENTION_MINUTES) * 60_000;

/** How often a relay deletes the rows past their retention. */
export const DEFAULT_OUTBOX_SWEEP_INTERVAL_MS = 60_000;

/**
 * Rows deleted per statement. Each chunk is a write of its own (on SQLite a turn of the file's writer), so
 * a sweep after a busy hour never holds the writer, or a MySQL row lock, for long while submissions wait.
 */
export const OUTBOX_SWEEP_CHUNK_ROWS = 1_000;

export type OutboxSweepOptions = {
  /** Published rows older than this are deleted. */
  retentionMs: number;
  /** The sweep's "now"; default the clock. */
  now?: Date;
  /** Checked between chunks: true stops the sweep (the rest waits for the next one). */
  shouldStop?: () => boolean;
};

/**
 * Deletes the published outbox rows older than the retention, oldest first, a chunk at a time; resolves
 * with how many it deleted. Unpublished rows are never touched, however old. The ids are read first and
 * deleted by primary key: on MySQL/MariaDB a range `DELETE` on `published_at` would lock the index gap
 * that new (unpublished) rows are inserted into, and a submission's commit would wait for the sweep.
 * Replicas may sweep at once: a row deleted by one is simply not found by the other.
 */
export function createOutboxSweeper(sequelize: Sequelize): (opts: OutboxSweepOptions) => Promise<number> {
  const reads = createPreparedReads(sequelize);
  const dateText = dateTextFor(sequelize);
  return ({ retentionMs, now = new Date(), shouldStop }) =>
    deleteInChunks(sequelize, reads, {
      table: OUTBOX_TABLE,
      idsToDelete: {
        sql: `SELECT id FROM ${OUTBOX_TABLE} WHERE published_at < ? ORDER BY published_at, id LIMIT ?`,
        // A string: MySQL refuses a number for a prepared LIMIT's placeholder.
        params: [dateText(new Date(now.getTime() - retentionMs)), String(OUTBOX_SWEEP_CHUNK_ROWS)],
      },
      chunkRows: OUTBOX_SWEEP_CHUNK_ROWS,
      ...(shouldStop ? { shouldStop } : {}),
    });
}
