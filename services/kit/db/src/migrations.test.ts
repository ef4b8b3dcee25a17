import { DataTypes, QueryTypes, type Sequelize } from 'sequelize';
import { createLogger } from '@quizlink/kit-logger';
import { openDatabase, runMigrations, type Migration } from './index.ts';
import { createTestDatabase, type TestDatabase } from './testing.ts';

const logger = createLogger({ service: 'db-test', level: 'silent' });

describe(`runMigrations (${process.env.DATABASE_URL ? 'mysql' : 'sqlite'})`, () => {
  let db: TestDatabase;
  let sequelize: Sequelize;
  const calls: string[] = [];

  const createQuizzes: Migration = {
    name: '0001-create-quizzes',
    async up({ queryInterface }) {
      calls.push('0001');
      await queryInterface.createTable('quizzes', {
        id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
        title: { type: DataTypes.STRING(100), allowNull: false },
      });
    },
  };
  const addCode: Migration = {
    name: '0002-add-code',
    async up({ queryInterface }) {
      calls.push('0002');
      await queryInterface.addColumn('quizzes', 'code', { type: DataTypes.STRING(6), allowNull: true });
    },
  };

  beforeEach(async () => {
    calls.length = 0;
    db = await createTestDatabase('kit_db_migrations');
    sequelize = await openDatabase({ ...db, logger });
  });
  afterEach(async () => {
    await sequelize.close();
    await db.drop();
  });

  const appliedNames = async () =>
    (await sequelize.query<{ name: string }>('SELECT name FROM SequelizeMeta ORDER BY name', { type: QueryTypes.SELECT })).map((r) => r.name);

  test('When migrations run, then they apply in array order and are recorded', async () => {
    await runMigrations(sequelize, [createQuizzes, addCode], logger);
    expect(calls).toEqual(['0001', '0002']);
    expect(await appliedNames()).toEqual(['0001-create-quizzes', '0002-add-code']);
    await sequelize.query("INSERT INTO quizzes (title, code) VALUES ('Ann''s Quiz', 'ABC123')");
  });

  test('When migrations run again, then applied ones are skipped and only new ones run', async () => {
    await runMigrations(sequelize, [createQuizzes], logger);
    await runMigrations(sequelize, [createQuizzes, addCode], logger);
    expect(calls).toEqual(['0001', '0002']);
  });

  test('When a migration fails, then runMigrations rejects and later ones are not applied', async () => {
    const broken: Migration = {
      name: '0002-broken',
      async up({ sequelize: s }) {
        await s.query('ALTER TABLE no_such_table ADD COLUMN x INTEGER');
      },
    };
    await expect(runMigrations(sequelize, [createQuizzes, broken, addCode], logger)).rejects.toThrow();
    expect(await appliedNames()).toEqual(['0001-create-quizzes']);
    expect(calls).toEqual(['0001']);
  });

  test('When two migrations share a name, then runMigrations rejects before applying anything', async () => {
    await expect(runMigrations(sequelize, [createQuizzes, { ...addCode, name: createQuizzes.name }], logger)).rejects.toThrow(
      'duplicate migration name',
    );
    expect(calls).toEqual([]);
  });

  test('When two runs start at once, then each migration is applied exactly once', async () => {
    const other = await openDatabase({ ...db, logger });
    try {
      await Promise.all([runMigrations(sequelize, [createQuizzes, addCode], logger), runMigrations(other, [createQuizzes, addCode], logger)].map((p) => p.catch((e: unknown) => e)));
      expect(await appliedNames()).toEqual(['0001-create-quizzes', '0002-add-code']);
    } finally {
      await other.close();
    }
  });
});
