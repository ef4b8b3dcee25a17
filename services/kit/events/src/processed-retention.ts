import type { Sequelize } from 'sequelize';
import { createPreparedReads, dateTextFor } from '@quizlink/kit-db';
import { deleteInChunks } from './chunked-delete.ts';
import { PROCESSED_EVENTS_TABLE } from './processed-event.model.ts';

/**
 * How long the record of a handled event is kept by default. It only has to outlive the event's
 * redeliveries — a relay that crashed between publish and mark, a consumer whose offset commit was
 * lost —, which come within minutes; a week leaves room for an outage of the broker or of the
 * consumer itself. Without a limit the table held a record per event for good: ~180 bytes an attempt in
 * the quiz database (the dashboard projector's), a sixth of what each attempt adds there.
 */
export const DEFAULT_PROCESSED_EVENTS_RETENTION_DAYS = 7;

const DAY_MS = 24 * 60 * 60_000;

/** The moment before which handled events' records may go: `days` (unset: the default) before `now`. */
export const processedEventsCutoff = (now: Date, days: number = DEFAULT_PROCESSED_EVENTS_RETENTION_DAYS): Date => new Date(now.getTime() - days * DAY_MS);

/** The longest retention a service's configuration accepts (PROCESSED_EVENTS_RETENTION_DAYS): a year. */
export const MAX_PROCESSED_EVENTS_RETENTION_DAYS = 365;

/** Records looked at, and at most deleted, per statement (each chunk a write of its own). */
export const PROCESSED_SWEEP_CHUNK_ROWS = 1_000;

/**
 * A sweep of the records of handled events: deletes those handled before `cutoff`, oldest first, a chunk at a time; resolves with how
 * many it deleted. The table has no index on `processed_at` (a second index entry for every event handled
 * would cost more than the sweep saves), so each chunk looks only at the oldest records by id — ids follow
 * the order they were written in — and deletes those of them that are past the cutoff, by primary key. A
 * record written out of order (a slow transaction's) waits for a later sweep; a sweep never scans the table.
 */
export function createProcessedEventsSweeper(sequelize: Sequelize): (cutoff: Date) => Promise<number> {
  const reads = createPreparedReads(sequelize);
  const dateText = dateTextFor(sequelize);
  return (cutoff) =>
    deleteInChunks(sequelize, reads, {
      table: PROCESSED_EVENTS_TABLE,
      idsToDelete: {
        sql: `SELECT id FROM (SELECT id, processed_at FROM ${PROCESSED_EVENTS_TABLE} ORDER BY id LIMIT ?) oldest WHERE processed_at < ?`,
        // A string: MySQL refuses a number for a prepared LIMIT's placeholder.
        params: [String(PROCESSED_SWEEP_CHUNK_ROWS), dateText(cutoff)],
      },
      chunkRows: PROCESSED_SWEEP_CHUNK_ROWS,
    });
}
