import type { Sequelize } from 'sequelize';
import type { Logger } from '@quizlink/kit-logger';
import { writeTurnOf } from './sqlite-serial-transactions.ts';

export type CheckpointConnection = {
  configure?: (option: 'busyTimeout', ms: number) => void;
  get(sql: string, callback: (error: Error | null, row?: { busy: number; log: number; checkpointed: number }) => void): void;
};
type SqliteConnectionManager = { getConnection: (options: { uuid: string }) => Promise<CheckpointConnection> };

/** Set on every connection of a file (`open-database.ts`): no writer checkpoints at its own commit. */
export const NO_AUTOCHECKPOINT_PRAGMA = 'PRAGMA wal_autocheckpoint = 0;';

export type SqliteCheckpointSettings = { intervalMs: number; restartFrames: number; restartWaitMs: number };

export const SQLITE_CHECKPOINTS: SqliteCheckpointSettings = {
  /**
   * A passive checkpoint this often, on a connection of its own (a libuv worker), beside the writers. Each
   * syncs the WAL and the file, and copies each page written since the last one once, however many commits
   * wrote it: the rarer, the less work per commit (200 ms until issue 14's twentieth round; kit-db README).
   */
  intervalMs: 1000,
  /** With this many frames in the WAL (4 KB pages: ~40 MB), one checkpoint in the write turn starts the WAL over. */
  restartFrames: 10_000,
  /** How long that checkpoint waits for readers on an older snapshot before it gives up until the next round. */
  restartWaitMs: 100,
};

/** The key of the connection in Sequelize's map, so `sequelize.close()` closes it with the others. */
const KEY = 'kit-db-checkpoints';

/**
 * Puts the file in WAL mode and opens the checkpoints' own connection. Ask before
 * `reuseTransactionConnection` wraps the connection manager: it would lend a named request the
 * transactions' kept connection.
 */
export async function openWalWithCheckpoints(sequelize: Sequelize): Promise<CheckpointConnection> {
  const connection = await (sequelize.connectionManager as unknown as SqliteConnectionManager).getConnection({ uuid: KEY });
  // WAL lets readers proceed while one writer commits; the setting is stored in the file. Set on this
  // connection, so that it knows the file is in WAL mode from its first checkpoint on.
  await new Promise<void>((resolve, reject) => connection.get('PRAGMA journal_mode = WAL', (error) => (error ? reject(error) : resolve())));
  return connection;
}

const checkpoint = (connection: CheckpointConnection, mode: 'PASSIVE' | 'RESTART') =>
  new Promise<{ busy: number; log: number; checkpointed: number }>((resolve, reject) =>
    connection.get(`PRAGMA wal_checkpoint(${mode})`, (error, row) => (error ? reject(error) : resolve(row ?? { busy: 0, log: 0, checkpointed: 0 }))),
  );

/**
 * WAL checkpoints off the write path. By default SQLite checkpoints inside the commit that takes the
 * WAL past 1,000 pages: that commit copies the pages into the file and syncs it twice, and every writer
 * of the file waits behind it (issue 14: under load the write turn's p90 was ~2 ms and its p99 12–20 ms,
 * several times a second; without those checkpoints the embedded write path ran ~1.15× as fast). Here no
 * connection checkpoints at commit (`NO_AUTOCHECKPOINT_PRAGMA`); instead a connection of its own runs a
 * PASSIVE checkpoint every `intervalMs` on a libuv worker, beside the writers (WAL mode lets a
 * checkpoint and a commit run at once; a passive one waits for nobody). A passive checkpoint that runs
 * beside commits cannot leave the WAL empty, so SQLite never starts it over and it would only grow:
 * once it holds `restartFrames`, one RESTART checkpoint runs in the file's write turn — with no writer,
 * it only has the frames since the last passive one to copy — and waits at most `restartWaitMs` for
 * readers, else it is tried again next round. Durability is unchanged: a commit is in the WAL when it
 * returns, and the WAL is synced before any checkpoint copies from it. Stops when `sequelize.close()`
 * closes its connection.
 */
export function startSqliteCheckpoints(sequelize: Sequelize, connection: CheckpointConnection, logger: Logger, settings: SqliteCheckpointSettings): void {
  connection.configure?.('busyTimeout', settings.restartWaitMs);
  const next = () => void setTimeout(() => void round(), settings.intervalMs).unref();

  const restart = async () => {
    const release = await writeTurnOf(sequelize)?.();
    try {
      const { busy } = await checkpoint(connection, 'RESTART');
      if (busy) logger.debug('WAL restart waited too long for readers; next round');
    } finally {
      release?.();
    }
  };

  const round = async () => {
    try {
      const { log: frames } = await checkpoint(connection, 'PASSIVE');
      if (frames >= settings.restartFrames) await restart();
    } catch (error) {
      // The connection closes with the instance (sequelize.close()): the rounds end there.
      if (/closed|SQLITE_MISUSE/i.test(String((error as Error).message))) return;
      logger.warn({ err: error }, 'WAL checkpoint failed; next round');
    }
    next();
  };
  next();
}
