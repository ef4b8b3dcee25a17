import mysql from 'mysql2/promise';
import sqlite3 from 'sqlite3';

export type BaselineAttempt = {
  id: string;
  quizId: number;
  userAnswerId: number;
  userName: string;
  score: number;
  totalQuestions: number;
  answersJson: string;
  completedAt: Date;
};
export type BaselineBoard = { total: number; top: Array<{ userName: string; score: number; totalQuestions: number; completedAt: string }> };
export type BaselineStore = {
  insertAttempt(attempt: BaselineAttempt): Promise<void>;
  leaderboard(quizId: number, limit: number): Promise<BaselineBoard>;
  close(): Promise<void>;
};

const COLUMNS = 'id, quiz_id, user_answer_id, user_name, score, total_questions, answers_json, completed_at';
const TOP_SQL =
  'SELECT user_name AS userName, score, total_questions AS totalQuestions, completed_at AS completedAt FROM attempts WHERE quiz_id = ? ORDER BY score DESC, completed_at ASC LIMIT ?';
const COUNT_SQL = 'SELECT COUNT(*) AS n FROM attempts WHERE quiz_id = ?';
const valuesOf = (a: BaselineAttempt) => [a.id, a.quizId, a.userAnswerId, a.userName, a.score, a.totalQuestions, a.answersJson, a.completedAt.toISOString()];

/** One sqlite3 connection in WAL with synchronous=NORMAL and one prepared INSERT. */
async function openSqlite(file: string): Promise<BaselineStore> {
  const db = await new Promise<sqlite3.Database>((resolve, reject) => {
    const opened = new sqlite3.Database(file, (error) => (error ? reject(error) : resolve(opened)));
  });
  const exec = (sql: string) => new Promise<void>((resolve, reject) => db.exec(sql, (error) => (error ? reject(error) : resolve())));
  await exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA busy_timeout = 5000;');
  await exec(
    `CREATE TABLE IF NOT EXISTS attempts (id TEXT PRIMARY KEY, quiz_id INTEGER NOT NULL, user_answer_id INTEGER NOT NULL, user_name TEXT NOT NULL,
     score INTEGER NOT NULL, total_questions INTEGER NOT NULL, answers_json TEXT NOT NULL, completed_at TEXT NOT NULL);
     CREATE INDEX IF NOT EXISTS attempts_board ON attempts (quiz_id, score DESC, completed_at);`,
  );
  const insert = db.prepare(`INSERT INTO attempts (${COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`);
  const all = <T>(sql: string, params: unknown[]) =>
    new Promise<T[]>((resolve, reject) => db.all(sql, params, (error, rows) => (error ? reject(error) : resolve(rows as T[]))));
  return {
    insertAttempt: (a) => new Promise((resolve, reject) => insert.run(valuesOf(a), (error: Error | null) => (error ? reject(error) : resolve()))),
    async leaderboard(quizId, limit) {
      const [top, [count]] = await Promise.all([all<BaselineBoard['top'][number]>(TOP_SQL, [quizId, limit]), all<{ n: number }>(COUNT_SQL, [quizId])]);
      return { total: Number(count?.n ?? 0), top };
    },
    close: () => new Promise((resolve) => insert.finalize(() => db.close(() => resolve()))),
  };
}

/** A mysql2 pool of 10 (kit-db's size) on a database of its own, created if missing. */
async function openMysql(url: string): Promise<BaselineStore> {
  const target = new URL(url);
  const database = target.pathname.replace(/^\//, '');
  const server = { host: target.hostname, port: Number(target.port || 3306), user: decodeURIComponent(target.username), password: decodeURIComponent(target.password) };
  const admin = await mysql.createConnection(server);
  await admin.query(`CREATE DATABASE IF NOT EXISTS \`${database}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  await admin.end();
  const pool = mysql.createPool({ ...server, database, connectionLimit: 10, timezone: 'Z' });
  await pool.query(
    `CREATE TABLE IF NOT EXISTS attempts (id CHAR(36) PRIMARY KEY, quiz_id INT NOT NULL, user_answer_id INT NOT NULL, user_name VARCHAR(50) NOT NULL,
     score INT NOT NULL, total_questions INT NOT NULL, answers_json TEXT NOT NULL, completed_at DATETIME(3) NOT NULL,
     INDEX attempts_board (quiz_id, score DESC, completed_at))`,
  );
  return {
    async insertAttempt(a) {
      const values: Array<string | number | Date> = valuesOf(a);
      values[7] = a.completedAt;
      await pool.execute(`INSERT INTO attempts (${COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`, values);
    },
    async leaderboard(quizId, limit) {
      const [[top], [count]] = await Promise.all([pool.query(TOP_SQL, [quizId, limit]), pool.query(COUNT_SQL, [quizId])]);
      return { total: Number((count as Array<{ n: number }>)[0]?.n ?? 0), top: top as BaselineBoard['top'] };
    },
    close: () => pool.end(),
  };
}

export function openBaselineStore(opts: { sqliteFile?: string; mysqlUrl?: string }): Promise<BaselineStore> {
  if (opts.mysqlUrl) return openMysql(opts.mysqlUrl);
  if (opts.sqliteFile) return openSqlite(opts.sqliteFile);
  throw new Error('the baseline needs BASELINE_SQLITE_FILE or BASELINE_MYSQL_URL');
}
