import { describeServiceFoundation } from '@quizlink/kit-http/testing';
import { createGenerationService, generationConfigSchema } from '../src/index.ts';
import { prepareTestEnvironment } from './setup/test-environment.ts';

prepareTestEnvironment();

const foundation = describeServiceFoundation({
  service: 'generation',
  create: (ports) => createGenerationService({ config: generationConfigSchema.parse({ PORT: '0' }), ...ports }),
});

describe('generation service tables', () => {
  it('When the service starts, then its draft_sessions table exists and takes a row', async () => {
    const { sequelize } = foundation.ports;
    const now = new Date();
    await sequelize.getQueryInterface().bulkInsert('draft_sessions', [{ id: 'd1', user_name: 'Ada', status: 'input', settings_json: '{}', sources_json: '[]', created_at: now, updated_at: now }]);
    const [rows] = await sequelize.query('SELECT COUNT(*) AS n FROM draft_sessions');
    expect(Number((rows as Array<{ n: number }>)[0]!.n)).toBe(1);
  });
});
