import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DataTypes, QueryTypes, type Sequelize } from 'sequelize';
import { createLogger } from '@quizlink/kit-logger';
import { openDatabase, runMigrationJob, runMigrations, SchemaMismatchError, type Migration } from './index.ts';
import { createTestDatabase, type TestDatabase } from './testing.ts';

const logger = createLogger({ service: 'db-test', level: 'silent' });

const createQuizzes: Migration = {
  name: '0001-create-quizzes',
  async up({ queryInterface }) {
    await queryInterface.createTable('quizzes', { id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true } });
  },
};
const addCode: Migration = {
  name: '0002-add-code',
  async up({ queryInterface }) {
    await queryInterface.addColumn('quizzes', 'code', { type: DataTypes.STRING(6), allowNull: true });
  },
};

describe(`the schema version check and the migration job (${process.env.DATABASE_URL ? 'mysql' : 'sqlite'})`, () => {
  let db: TestDatabase;
  const open: Sequelize[] = [];
  const connect = async (schema: 'migrate' | 'verify') => {
    const sequelize = await openDatabase({ ...db, logger, schema });
    open.push(sequelize);
    return sequelize;
  };
  /** The job's config pointing at this test's database: the URL, or the SQLite file as <DATA_DIR>/<name>.sqlite. */
  const jobConfig = () =>
    db.url ? { LOG_LEVEL: 'silent', DATA_DIR: os.tmpdir(), DATABASE_URL: db.url } : { LOG_LEVEL: 'silent', DATA_DIR: path.dirname(db.sqliteFile!) };
  const jobName = () => (db.url ? 'quiz' : path.basename(db.sqliteFile!, '.sqlite'));

  beforeEach(async () => {
    db = await createTestDatabase('kit_db_schema_check');
  });
  afterEach(async () => {
    for (const sequelize of open.splice(0)) await sequelize.close();
    await db.drop();
  });

  test('When a production service opens an empty database, then it refuses with a message naming the job, and creates nothing', async () => {
    const service = await connect('verify');
    const refused = runMigrations(service, [createQuizzes, addCode], logger);
    await expect(refused).rejects.toBeInstanceOf(SchemaMismatchError);
    await expect(refused).rejects.toThrow(/expects version 0002-add-code, the database is at \(empty\); 2 migration\(s\) not applied.*Run the migration job/);
    expect(await service.getQueryInterface().showAllTables()).toEqual([]);
  });

  test('When the job has applied an older list, then the service names the pending migration and applies nothing', async () => {
    expect(await runMigrationJob({ name: jobName(), migrations: [createQuizzes], config: jobConfig(), logger })).toBe(0);
    const service = await connect('verify');
    await expect(runMigrations(service, [createQuizzes, addCode], logger)).rejects.toThrow('the database is at 0001-create-quizzes; 1 migration(s) not applied (0002-add-code)');
    const columns = await service.getQueryInterface().describeTable('quizzes');
    expect(Object.keys(columns)).not.toContain('code');
  });

  test('When the job has applied exactly the code’s list, then the service starts on it', async () => {
    expect(await runMigrationJob({ name: jobName(), migrations: [createQuizzes, addCode], config: jobConfig(), logger })).toBe(0);
    const service = await connect('verify');
    await expect(runMigrations(service, [createQuizzes, addCode], logger)).resolves.toBeUndefined();
    await service.query("INSERT INTO quizzes (code) VALUES ('ABC123')", { type: QueryTypes.INSERT });
  });

  test('When the database is newer than the code (a rolled-back release), then the service refuses and says so', async () => {
    expect(await runMigrationJob({ name: jobName(), migrations: [createQuizzes, addCode], config: jobConfig(), logger })).toBe(0);
    const service = await connect('verify');
    await expect(runMigrations(service, [createQuizzes], logger)).rejects.toThrow('migration(s) this code does not know (0002-add-code): the database is newer than the code');
  });

  test('When the job runs twice, then the second run applies nothing and succeeds', async () => {
    expect(await runMigrationJob({ name: jobName(), migrations: [createQuizzes, addCode], config: jobConfig(), logger })).toBe(0);
    expect(await runMigrationJob({ name: jobName(), migrations: [createQuizzes, addCode], config: jobConfig(), logger })).toBe(0);
  });

  test('When a migration fails in the job, then the job reports exit code 1', async () => {
    const broken: Migration = { name: '0002-broken', up: async () => { throw new Error('boom'); } };
    expect(await runMigrationJob({ name: jobName(), migrations: [createQuizzes, broken], config: jobConfig(), logger })).toBe(1);
  });

  test('When the connection is opened for development (the default), then runMigrations still applies', async () => {
    const development = await openDatabase({ ...db, logger });
    open.push(development);
    await runMigrations(development, [createQuizzes, addCode], logger);
    expect(Object.keys(await development.getQueryInterface().describeTable('quizzes'))).toContain('code');
  });
});

describe('runMigrationJob with an unreachable database', () => {
  test('When the database cannot be opened, then the job reports exit code 1', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'quizlink-job-'));
    const code = await runMigrationJob({ name: 'quiz', migrations: [createQuizzes], config: { LOG_LEVEL: 'silent', DATA_DIR: dir, DATABASE_URL: 'mysql://root@127.0.0.1:1/nothing' }, logger });
    expect(code).toBe(1);
    await fs.rm(dir, { recursive: true, force: true });
  });
});
