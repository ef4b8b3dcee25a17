import { describeServiceFoundation } from '@quizlink/kit-http/testing';
import { createShortlinkService, shortlinkConfigSchema } from '../src/index.ts';

const foundation = describeServiceFoundation({
  service: 'shortlink',
  create: (ports) => createShortlinkService({ config: shortlinkConfigSchema.parse({ PORT: '0' }), ...ports }),
});

describe('shortlink service tables', () => {
  it('When the service starts, then its shortlinks table exists and takes a row', async () => {
    const { sequelize } = foundation.ports;
    const now = new Date();
    await sequelize.getQueryInterface().bulkInsert('shortlinks', [{ short: 'play', target: 'https://example.com/quiz', created_at: now }]);
    const [rows] = await sequelize.query('SELECT COUNT(*) AS n FROM shortlinks');
    expect(Number((rows as Array<{ n: number }>)[0]!.n)).toBe(1);
  });
});
