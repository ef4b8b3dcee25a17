/** The parts of `mysql://user:pass@host:port/db` that Sequelize and mysql2 need. */
export type MysqlTarget = { host: string; port: number; user: string; password: string; database: string };

/** Database names go into DDL unquotable by placeholders, so only plain identifiers are accepted. */
export const DATABASE_NAME_PATTERN = /^[A-Za-z0-9_]{1,64}$/;

export function parseMysqlUrl(url: string): MysqlTarget {
  const parsed = new URL(url);
  if (parsed.protocol !== 'mysql:' && parsed.protocol !== 'mariadb:') {
    throw new Error(`DATABASE_URL must start with mysql:// (got ${parsed.protocol}//)`);
  }
  const database = decodeURIComponent(parsed.pathname.replace(/^\//, ''));
  if (!DATABASE_NAME_PATTERN.test(database)) {
    throw new Error('DATABASE_URL must name a database made of letters, digits and underscores');
  }
  return {
    host: parsed.hostname,
    port: parsed.port ? Number(parsed.port) : 3306,
    user: decodeURIComponent(parsed.username),
    password: decodeURIComponent(parsed.password),
    database,
  };
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
