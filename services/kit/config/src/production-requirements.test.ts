import { z } from 'zod';
import { baseConfigShape, ConfigError, loadConfig, parseConfig, portSchema, PRODUCTION_INFRASTRUCTURE, productionRequirementsOf, requireInProduction } from './index.ts';

const schema = requireInProduction(
  z.object({
    ...baseConfigShape,
    PORT: portSchema.default(4101),
    SERVICE_TOKEN: z.string().min(8).optional(),
    SALT: z.string().default('public-default'),
  }),
  { ...PRODUCTION_INFRASTRUCTURE, SERVICE_TOKEN: 'shared with the other service', SALT: '' },
);

const complete = {
  NODE_ENV: 'production',
  DATABASE_URL: 'mysql://root@db:3306/quiz',
  REDIS_URL: 'redis://redis:6379',
  KAFKA_BROKERS: 'kafka:9092',
  SERVICE_TOKEN: 'a-long-token',
  SALT: 'secret-salt',
};

function problemsOf(env: Record<string, string | undefined>): string[] {
  try {
    parseConfig(schema, env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('requireInProduction', () => {
  test('When a production environment sets nothing, then every required variable is listed at once with its reason', () => {
    expect(problemsOf({ NODE_ENV: 'production' })).toEqual([
      `DATABASE_URL: is required in production (${PRODUCTION_INFRASTRUCTURE.DATABASE_URL})`,
      `REDIS_URL: is required in production (${PRODUCTION_INFRASTRUCTURE.REDIS_URL})`,
      `KAFKA_BROKERS: is required in production (${PRODUCTION_INFRASTRUCTURE.KAFKA_BROKERS})`,
      'SERVICE_TOKEN: is required in production (shared with the other service)',
      'SALT: is required in production',
    ]);
  });

  test('When a required variable has a development default, then the default does not count in production', () => {
    const { SALT: _salt, ...withoutSalt } = complete;
    expect(problemsOf(withoutSalt)).toEqual(['SALT: is required in production']);
  });

  test('When a required variable is set but empty, then it counts as missing', () => {
    expect(problemsOf({ ...complete, REDIS_URL: '  ' })).toEqual([`REDIS_URL: is required in production (${PRODUCTION_INFRASTRUCTURE.REDIS_URL})`]);
  });

  test('When variables are missing and others are invalid, then the one message lists both kinds', () => {
    const problems = problemsOf({ NODE_ENV: 'production', PORT: 'abc', SERVICE_TOKEN: 'short', REDIS_URL: 'http://x' });
    expect(problems.map((p) => p.split(':')[0]).sort()).toEqual(['DATABASE_URL', 'KAFKA_BROKERS', 'PORT', 'REDIS_URL', 'SALT', 'SERVICE_TOKEN']);
    expect(problems).toContain(`DATABASE_URL: is required in production (${PRODUCTION_INFRASTRUCTURE.DATABASE_URL})`);
    expect(problems.find((p) => p.startsWith('SERVICE_TOKEN'))).not.toContain('required');
  });

  test('When production has everything, then the config parses', () => {
    const config = parseConfig(schema, complete);
    expect(config.KAFKA_BROKERS).toEqual(['kafka:9092']);
    expect(config.SALT).toBe('secret-salt');
  });

  test.each(['development', 'test', undefined])('When NODE_ENV is %s, then the embedded defaults still apply', (nodeEnv) => {
    const config = parseConfig(schema, { NODE_ENV: nodeEnv });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.SALT).toBe('public-default');
  });

  test('When a test parses the schema directly, then an unset optional requirement is still refused in production', () => {
    const parsed = schema.safeParse({ ...complete, SERVICE_TOKEN: undefined });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['SERVICE_TOKEN']);
  });

  test('When asked, then it names the required variables and keeps the object shape readable', () => {
    expect(productionRequirementsOf(schema)).toEqual(['DATABASE_URL', 'REDIS_URL', 'KAFKA_BROKERS', 'SERVICE_TOKEN', 'SALT']);
    expect(Object.keys(schema.shape)).toContain('SALT');
  });
});

describe('loadConfig in production', () => {
  afterEach(() => jest.restoreAllMocks());

  test('When required variables are missing, then one stderr message lists all of them and the process exits 1', () => {
    const written: string[] = [];
    jest.spyOn(process.stderr, 'write').mockImplementation(((chunk: string) => {
      written.push(chunk);
      return true;
    }) as never);
    jest.spyOn(process, 'exit').mockImplementation(((code: number) => {
      throw new Error(`exit ${code}`);
    }) as never);
    expect(() => loadConfig(schema, { NODE_ENV: 'production', SALT: 'x' })).toThrow('exit 1');
    expect(written).toHaveLength(1);
    const names = written[0]!.trim().split('\n').slice(1).map((line) => line.trim().split(':')[0]);
    expect(names).toEqual(['DATABASE_URL', 'REDIS_URL', 'KAFKA_BROKERS', 'SERVICE_TOKEN']);
  });
});
