import mysql from 'mysql2/promise';

export type RowLockCounters = { waits: number; waitedMs: number };

/**
 * The server's InnoDB row-lock counters (`Innodb_row_lock_waits`, `Innodb_row_lock_time`), read before
 * and after a round: how often a transaction waited for a row another one held (the leaderboard bucket
 * row is the suspect) and for how long. They are server-wide: other clients of the server count too.
 */
export async function openRowLockCounters(databaseUrl: string) {
  const url = new URL(databaseUrl);
  const connection = await mysql.createConnection({
    host: url.hostname,
    port: Number(url.port || 3306),
    user: decodeURIComponent(url.username),
    password: decodeURIComponent(url.password),
  });
  return {
    async read(): Promise<RowLockCounters> {
      const [rows] = await connection.query("SHOW GLOBAL STATUS LIKE 'Innodb_row_lock_%'");
      const value = (name: string) => Number((rows as Array<{ Variable_name: string; Value: string }>).find((r) => r.Variable_name === name)?.Value ?? 0);
      return { waits: value('Innodb_row_lock_waits'), waitedMs: value('Innodb_row_lock_time') };
    },
    close: () => connection.end(),
  };
}
export type RowLockReader = Awaited<ReturnType<typeof openRowLockCounters>>;
