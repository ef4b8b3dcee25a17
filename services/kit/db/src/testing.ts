import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseMysqlUrl, withDatabase } from './mysql-url.ts';
import { createDatabaseIfMissing, dropDatabase } from './mysql-admin.ts';

export type TestDatabase = { url?: string; sqliteFile?: string; drop(): Promise<void> };

/**
 * A fresh, empty database for one test file: on the MySQL server of env DATABASE_URL when set
 * (`t_<label>_<random>`, so parallel test files never share tables), otherwise a SQLite file in a new
 * temp directory. Pass the result to openDatabase; call drop() after closing the connection.
 */
export async function createTestDatabase(label: string): Promise<TestDatabase> {
  const safeLabel = label.toLowerCase().replace(/[^a-z0-9_]+/g, '_').slice(0, 40);
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const name = `t_${safeLabel}_${randomBytes(5).toString('hex')}`;
    const target = { ...parseMysqlUrl(serverUrl), database: name };
    await createDatabaseIfMissing(target);
    return { url: withDatabase(serverUrl, name), drop: () => dropDatabase(target) };
  }
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), `quizlink-${safeLabel}-`));
  return { sqliteFile: path.join(dir, 'test.sqlite'), drop: () => fs.rm(dir, { recursive: true, force: true }) };
}
