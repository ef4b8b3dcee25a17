import { DataTypes } from 'sequelize';
import { pingDatabase, runMigrations, type Migration } from '@quizlink/kit-db';
import { createHttpApp, finalizeApp } from '../index.ts';
import { describeServiceFoundation } from '../testing.ts';

// The smallest service built the way every service is (migrations, readiness on its database) passes the foundation checks.
const foundation = describeServiceFoundation({
  service: 'kit',
  create: async ({ sequelize, logger }) => {
    const migration: Migration = { name: '0001-create-things', up: ({ queryInterface }) => queryInterface.createTable('things', { id: { type: DataTypes.INTEGER, primaryKey: true } }) };
    await runMigrations(sequelize, [migration], logger);
    const app = createHttpApp({ service: 'kit', logger, readiness: [() => pingDatabase(sequelize)] });
    finalizeApp(app, logger);
    return { app };
  },
});

describe('the foundation handle', () => {
  it('When the foundation has started, then its ports reach the migrated database', async () => {
    const [rows] = await foundation.ports.sequelize.query('SELECT COUNT(*) AS n FROM things');
    expect(Number((rows as Array<{ n: number }>)[0]!.n)).toBe(0);
    expect(foundation.served.baseUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });
});
