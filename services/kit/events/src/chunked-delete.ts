import type { Sequelize } from 'sequelize';
import { runWritesAlone, type PreparedReads, type SqlStatement } from '@quizlink/kit-db';

export type ChunkedDeleteOptions = {
  table: string;
  /** Reads the `id` of at most `chunkRows` rows to delete, oldest first. */
  idsToDelete: SqlStatement;
  chunkRows: number;
  /** Checked between chunks: true stops (the rest waits for the next sweep). */
  shouldStop?: () => boolean;
};

/**
 * The retention sweeps' loop: reads a chunk of ids, deletes those rows by primary key as a write of its own
 * (kit-db `runWritesAlone`), and goes on until a chunk comes back short; resolves with how many it deleted.
 * By primary key, so a delete locks only its rows (no index range, no gap in front of new rows on MySQL).
 */
export async function deleteInChunks(sequelize: Sequelize, reads: PreparedReads, opts: ChunkedDeleteOptions): Promise<number> {
  const { table, idsToDelete, chunkRows, shouldStop = () => false } = opts;
  let deleted = 0;
  for (;;) {
    const rows = await reads.all<{ id: number | string }>(idsToDelete.sql, idsToDelete.params);
    if (rows.length === 0) return deleted;
    await runWritesAlone(sequelize, [{ sql: `DELETE FROM ${table} WHERE id IN (${rows.map(() => '?').join(', ')})`, params: rows.map((row) => row.id) }]);
    deleted += rows.length;
    if (rows.length < chunkRows || shouldStop()) return deleted;
  }
}
