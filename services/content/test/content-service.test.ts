import { createInProcessBus } from '@quizlink/kit-events';
import { describeServiceFoundation } from '@quizlink/kit-http/testing';
import { createContentService, contentConfigSchema } from '../src/index.ts';

const foundation = describeServiceFoundation({
  service: 'content',
  create: (ports) => createContentService({ config: contentConfigSchema.parse({ PORT: '0' }), bus: createInProcessBus(ports.logger), ...ports }),
});

describe('content service tables', () => {
  it('When the service starts, then its tables exist and contact_messages takes a row', async () => {
    const { sequelize } = foundation.ports;
    const now = new Date();
    await sequelize.getQueryInterface().bulkInsert('contact_messages', [{ name: 'Ada', email: 'ada@example.com', message: 'Hello 👋', created_at: now }]);
    const [rows] = await sequelize.query('SELECT COUNT(*) AS n FROM contact_messages');
    expect(Number((rows as Array<{ n: number }>)[0]!.n)).toBe(1);
    const tables = (await sequelize.getQueryInterface().showAllTables()).map(String);
    expect(tables).toEqual(expect.arrayContaining(['contact_messages', 'blog_posts', 'uploaded_images', 'processed_events']));
  });
});
