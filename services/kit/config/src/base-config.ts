import { z } from 'zod';
import { checkShutdownBudget, shutdownConfigShape } from './shutdown-config.ts';

/** `a:9092, b:9092` → ['a:9092', 'b:9092']; blanks between commas are dropped. */
const brokerList = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((broker) => broker.trim())
      .filter((broker) => broker !== ''),
  )
  .pipe(
    z
      .array(z.string().regex(/^[^\s:]+:\d{1,5}$/, 'each broker must be host:port'))
      .min(1, 'must list at least one host:port'),
  );

const urlWithProtocol = (protocols: string[]) =>
  z.string().refine(
    (value) => {
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    },
    { message: `must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}` },
  );

/** A TCP port, coerced from the environment's string; 0 asks the OS for a free one. */
export const portSchema = z.coerce.number().int().min(0).max(65535);

/**
 * The variables every service reads. Extend it: `z.object({ ...baseConfigShape, PORT: portSchema.default(4101) })`.
 * Empty values count as unset (see parseConfig).
 */
export const baseConfigShape = {
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  HOST: z.string().default('127.0.0.1'),
  PORT: portSchema,
  /** Where this process serves /metrics (Prometheus text); unset: no metrics listener. Never the public port. */
  METRICS_PORT: portSchema.optional(),
  DATA_DIR: z.string().default('./data'),
  /** mysql://user:pass@host:port/db — without it the service uses a SQLite file under DATA_DIR. */
  DATABASE_URL: urlWithProtocol(['mysql:', 'mariadb:']).optional(),
  /** redis://… — without it the cache lives in memory. */
  REDIS_URL: urlWithProtocol(['redis:', 'rediss:']).optional(),
  /** Comma-separated host:port list — without it events go through the in-process bus. */
  KAFKA_BROKERS: brokerList.optional(),
  /** Prepended to topic names and consumer group ids (test isolation, shared clusters). */
  KAFKA_TOPIC_PREFIX: z.string().default(''),
  /**
   * Prepended to every cache key. Keys hold database ids, so two deployments (or a reset database)
   * sharing one Redis must not share keys: give each its own prefix.
   */
  CACHE_KEY_PREFIX: z.string().default(''),
  /** The graceful shutdown's bounds (see shutdown-config.ts). */
  ...shutdownConfigShape,
};

export const baseConfigSchema = z.object(baseConfigShape).superRefine(checkShutdownBudget);
export type BaseConfig = z.output<typeof baseConfigSchema>;
