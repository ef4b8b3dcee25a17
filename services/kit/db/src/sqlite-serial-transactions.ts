import type { Sequelize, Transaction, TransactionOptions } from 'sequelize';

type TransactionFn = (options?: TransactionOptions | ((t: Transaction) => Promise<unknown>), callback?: (t: Transaction) => Promise<unknown>) => Promise<unknown>;

/** A FIFO lock: `acquire()` resolves with a release function once every earlier holder has released. */
function createLock(): () => Promise<() => void> {
  let tail: Promise<void> = Promise.resolve();
  return () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const previous = tail;
    tail = previous.then(() => held);
    return previous.then(() => release);
  };
}

/** Each SQLite instance's in-process write turn, for writers that run their statements past Sequelize (sqlite-write-turn.ts). */
const writeTurns = new WeakMap<Sequelize, () => Promise<() => void>>();

/** Waits for `sequelize`'s write turn (after every transaction queued before) and resolves with its release; undefined when the instance has no queue. */
export const writeTurnOf = (sequelize: Sequelize): (() => Promise<() => void>) | undefined => writeTurns.get(sequelize);

/**
 * SQLite allows one writer, and node-sqlite3 waits for its lock on libuv's 4 worker threads: a few
 * transactions waiting at BEGIN can occupy every thread while the one holding the lock needs a thread
 * to finish, which stalls everything until the busy timeout and then fails with SQLITE_BUSY. Queuing
 * transactions in-process (the embedded mode has one process per file) removes that wait entirely.
 * Nested transactions (`{ transaction: parent }`, savepoints) run inside their parent's turn.
 */
export function serializeTransactions(sequelize: Sequelize): void {
  const acquire = createLock();
  writeTurns.set(sequelize, acquire);
  const original = sequelize.transaction.bind(sequelize) as TransactionFn;

  const serialized: TransactionFn = async (optionsOrCallback, maybeCallback) => {
    const options = typeof optionsOrCallback === 'function' ? undefined : optionsOrCallback;
    const callback = typeof optionsOrCallback === 'function' ? optionsOrCallback : maybeCallback;
    if (options?.transaction) return original(options, callback as never);
    const release = await acquire();
    if (callback) {
      try {
        return await original(options ?? {}, callback);
      } finally {
        release();
      }
    }
    // Unmanaged transaction: the caller commits or rolls back; the turn ends when it does.
    let transaction: Transaction;
    try {
      transaction = (await original(options ?? {})) as Transaction;
    } catch (error) {
      release();
      throw error;
    }
    for (const method of ['commit', 'rollback'] as const) {
      const finish = transaction[method].bind(transaction);
      transaction[method] = async () => {
        try {
          await finish();
        } finally {
          release();
        }
      };
    }
    return transaction;
  };
  (sequelize as unknown as { transaction: TransactionFn }).transaction = serialized;
}
