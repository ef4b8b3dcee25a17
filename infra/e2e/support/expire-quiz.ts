/**
 * Makes a quiz expired where the running stack keeps it, for the "Quiz Expired" screens: its creation
 * date is moved back past the lifetime. The quiz service's lifetime cannot be changed per test and
 * production code has no test clock, so the data is aged instead. The stack's database is found by
 * the quiz's access code: the SQLite files of embedded e2e runs (under the temp folder), or the
 * `e2e_*_quiz` databases of a distributed run on DATABASE_URL.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '@quizlink/kit-db';
import { createLogger } from '@quizlink/kit-logger';

const logger = createLogger({ service: 'e2e-expire', level: 'silent' });
const DAY_MS = 24 * 60 * 60 * 1000;

async function ageIn(target: { url?: string; sqliteFile?: string }, accessCode: string, days: number): Promise<boolean> {
  const sequelize = await openDatabase({ ...target, logger });
  try {
    await sequelize.query('UPDATE quizzes SET created_at = ? WHERE access_code = ?', {
      replacements: [new Date(Date.now() - days * DAY_MS), accessCode],
    });
    const [rows] = await sequelize.query('SELECT COUNT(*) AS n FROM quizzes WHERE access_code = ?', { replacements: [accessCode] });
    return Number((rows as Array<{ n: number | string }>)[0]?.n ?? 0) > 0;
  } catch {
    return false;
  } finally {
    await sequelize.close();
  }
}

function sqliteCandidates(): string[] {
  const tmp = os.tmpdir();
  return fs
    .readdirSync(tmp)
    .filter((name) => name.startsWith('quizlink-e2e-'))
    .map((name) => path.join(tmp, name, 'quiz.sqlite'))
    .filter((file) => fs.existsSync(file));
}

async function mysqlCandidates(serverUrl: string): Promise<string[]> {
  const sequelize = await openDatabase({ url: serverUrl, logger });
  try {
    const [rows] = await sequelize.query("SHOW DATABASES LIKE 'e2e\\\\_%\\\\_quiz'");
    return (rows as Array<Record<string, string>>).map((row) => {
      const url = new URL(serverUrl);
      url.pathname = `/${Object.values(row)[0]}`;
      return url.toString();
    });
  } finally {
    await sequelize.close();
  }
}

/** True once the quiz with this access code was found and aged by `days` (default: 8, past 7). */
export async function expireQuiz(accessCode: string, days = 8): Promise<boolean> {
  const server = process.env.DATABASE_URL;
  const targets = server ? (await mysqlCandidates(server)).map((url) => ({ url })) : sqliteCandidates().map((sqliteFile) => ({ sqliteFile }));
  for (const target of targets) if (await ageIn(target, accessCode, days)) return true;
  return false;
}
