import type { Sequelize } from 'sequelize';

type SqliteConnection = { uuid?: string; close: (callback?: (error: Error | null) => void) => void };
type AcquireOptions = { uuid?: string; type?: string } | undefined;
type SqliteConnectionManager = {
  connections: Record<string, SqliteConnection>;
  getConnection: (options?: AcquireOptions) => Promise<SqliteConnection>;
  releaseConnection: (connection: SqliteConnection, force?: boolean) => unknown;
  destroyConnection: (connection: SqliteConnection) => Promise<void>;
};

/** Key of the kept connection in Sequelize's map, so `sequelize.close()` closes it with the others. */
const KEY = 'kit-db-transactions';

/** The transactions' connection, lent to a writer that runs its own BEGIN … COMMIT in the write turn; `giveBack(true)` closes a connection left in an unknown state. */
export type BorrowedConnection = { connection: unknown; giveBack(broken?: boolean): Promise<void> };
const lenders = new WeakMap<Sequelize, () => Promise<BorrowedConnection>>();

/** How to borrow the kept connection of `sequelize`; undefined when it keeps none (`':memory:'`). */
export const connectionLenderOf = (sequelize: Sequelize): (() => Promise<BorrowedConnection>) | undefined => lenders.get(sequelize);

/**
 * Sequelize's SQLite dialect opens a new sqlite3 connection for every transaction (keyed by the
 * transaction's id) and closes it at commit or rollback: a file open, `PRAGMA FOREIGN_KEYS` and a
 * close per transaction, all inside kit-db's serialised turn. Transactions on a file take turns
 * (`serializeTransactions`), so one long-lived connection serves them all: a transaction gets it when
 * no other transaction holds it, and gives it back, open, at commit or rollback. Should it ever be
 * held when another top-level transaction asks (the queue bypassed), that one gets a connection of
 * its own as before, so transactions never share a connection at the same time. A connection Sequelize
 * destroys (a failed COMMIT or ROLLBACK leaves it in an unknown state) is closed — closing rolls back
 * whatever it still held — and the next transaction opens a fresh one. Queries outside transactions
 * keep Sequelize's own default connection, so they never see uncommitted writes.
 */
export function reuseTransactionConnection(sequelize: Sequelize): void {
  const manager = sequelize.connectionManager as unknown as SqliteConnectionManager;
  const getConnection = manager.getConnection.bind(manager);
  const releaseConnection = manager.releaseConnection.bind(manager);
  const destroyConnection = manager.destroyConnection.bind(manager);
  let kept: SqliteConnection | undefined;
  let heldBy: string | undefined;

  const forget = (connection: SqliteConnection) => {
    if (kept !== connection) return;
    kept = undefined;
    heldBy = undefined;
    if (manager.connections[KEY] === connection) delete manager.connections[KEY];
  };

  manager.getConnection = async (options) => {
    const transactionId = options?.uuid;
    // Only transactions name a connection; every other query uses the default one.
    if (!transactionId || transactionId === 'default' || heldBy !== undefined) return getConnection(options);
    heldBy = transactionId;
    try {
      kept ??= await getConnection({ ...options, uuid: KEY });
      return kept;
    } catch (error) {
      heldBy = undefined;
      throw error;
    }
  };

  let borrowers = 0;
  lenders.set(sequelize, async () => {
    const token = `kit-db-write-turn-${(borrowers += 1)}`;
    // As for a transaction: the kept connection when free, else (the queue bypassed) one of its own.
    const connection = await manager.getConnection({ uuid: token });
    // Named as Sequelize names a transaction's connection, so releasing one of its own closes it.
    connection.uuid = token;
    return {
      connection,
      async giveBack(broken = false) {
        // A kept connection in an unknown state is closed and replaced; one of its own is closed anyway (closing rolls back).
        if (broken && connection === kept) await manager.destroyConnection(connection);
        else manager.releaseConnection(connection);
      },
    };
  });

  manager.releaseConnection = (connection, force) => {
    if (connection === kept) {
      heldBy = undefined;
      return undefined;
    }
    return releaseConnection(connection, force);
  };

  manager.destroyConnection = async (connection) => {
    if (connection !== kept) return destroyConnection(connection);
    forget(connection);
    await new Promise<void>((resolve) => connection.close(() => resolve()));
  };
}
