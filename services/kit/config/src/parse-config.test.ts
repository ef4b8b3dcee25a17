import { z } from 'zod';
import { baseConfigShape, ConfigError, loadConfig, parseConfig, portSchema } from './index.ts';

const schema = z.object({ ...baseConfigShape, PORT: portSchema.default(4101), QUIZ_LIFETIME_DAYS: z.coerce.number().int().positive().default(7) });

describe('parseConfig', () => {
  test('When only defaults apply, then the base variables get their documented defaults', () => {
    const config = parseConfig(schema, {});
    expect(config).toEqual({
      NODE_ENV: 'development',
      LOG_LEVEL: 'info',
      HOST: '127.0.0.1',
      PORT: 4101,
      DATA_DIR: './data',
      KAFKA_TOPIC_PREFIX: '',
      CACHE_KEY_PREFIX: '',
      SHUTDOWN_IN_FLIGHT_GRACE_MS: 10_000,
      SHUTDOWN_OUTBOX_FLUSH_MS: 5_000,
      SHUTDOWN_TIMEOUT_MS: 20_000,
      QUIZ_LIFETIME_DAYS: 7,
    });
  });

  test('When PORT is a numeric string, then it is coerced to an integer', () => {
    expect(parseConfig(schema, { PORT: '0' }).PORT).toBe(0);
    expect(parseConfig(schema, { PORT: '8080' }).PORT).toBe(8080);
  });

  test('When KAFKA_BROKERS is a comma list with spaces, then it becomes a trimmed string array', () => {
    const config = parseConfig(schema, { KAFKA_BROKERS: ' a:9092, b:9093 ,,' });
    expect(config.KAFKA_BROKERS).toEqual(['a:9092', 'b:9093']);
  });

  test('When a variable is an empty string, then it counts as unset', () => {
    const config = parseConfig(schema, { KAFKA_BROKERS: '', DATABASE_URL: '', PORT: ' ', HOST: '' });
    expect(config.KAFKA_BROKERS).toBeUndefined();
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.PORT).toBe(4101);
    expect(config.HOST).toBe('127.0.0.1');
  });

  test('When several variables are wrong, then every problem is listed with its variable name', () => {
    let caught: unknown;
    try {
      parseConfig(z.object(baseConfigShape), {
        PORT: 'abc',
        LOG_LEVEL: 'loud',
        DATABASE_URL: 'postgres://x/y',
        REDIS_URL: 'not a url',
        KAFKA_BROKERS: 'localhost',
      });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    const problems = (caught as ConfigError).problems;
    expect(problems).toHaveLength(5);
    for (const name of ['PORT', 'LOG_LEVEL', 'DATABASE_URL', 'REDIS_URL', 'KAFKA_BROKERS']) {
      expect(problems.some((p) => p.startsWith(`${name}`))).toBe(true);
    }
  });

  test('When a required variable is missing, then the problem says it is not set', () => {
    expect(() => parseConfig(z.object(baseConfigShape), {})).toThrow('PORT: is required but not set');
  });

  test('When the URLs have the right protocols, then they are accepted as given', () => {
    const config = parseConfig(schema, { DATABASE_URL: 'mysql://root@127.0.0.1:3306/test', REDIS_URL: 'redis://127.0.0.1:6379' });
    expect(config.DATABASE_URL).toBe('mysql://root@127.0.0.1:3306/test');
    expect(config.REDIS_URL).toBe('redis://127.0.0.1:6379');
  });
});

describe('loadConfig', () => {
  afterEach(() => jest.restoreAllMocks());

  test('When the environment is valid, then it returns the config without exiting', () => {
    const exit = jest.spyOn(process, 'exit').mockImplementation((() => undefined) as never);
    expect(loadConfig(schema, { PORT: '1234' }).PORT).toBe(1234);
    expect(exit).not.toHaveBeenCalled();
  });

  test('When the environment is invalid, then every problem goes to stderr one per line and the process exits 1', () => {
    const written: string[] = [];
    jest.spyOn(process.stderr, 'write').mockImplementation(((chunk: string) => {
      written.push(chunk);
      return true;
    }) as never);
    const exit = jest.spyOn(process, 'exit').mockImplementation(((code: number) => {
      throw new Error(`exit ${code}`);
    }) as never);

    expect(() => loadConfig(z.object(baseConfigShape), { PORT: '70000', NODE_ENV: 'staging' })).toThrow('exit 1');
    expect(exit).toHaveBeenCalledWith(1);
    const lines = written.join('').trim().split('\n');
    expect(lines[0]).toBe('Invalid configuration:');
    expect(lines.slice(1).map((l) => l.trim().split(':')[0]).sort()).toEqual(['NODE_ENV', 'PORT']);
  });
});
