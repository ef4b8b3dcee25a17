import { z } from 'zod';
import { ARGON2_HASH_HINT, ARGON2_HASH_PATTERN } from '@quizlink/kit-login-guard';
import { baseConfigShape, checkShutdownBudget, loadConfig, portSchema, PRODUCTION_INFRASTRUCTURE, requireInProduction } from '@quizlink/kit-config';

export const DEFAULT_SHORTLINK_PORT = 4105;

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .default('false')
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const positiveInt = (fallback: number) => z.coerce.number().int().min(1).default(fallback);

/** The shortlink service's environment; the only file that reads process.env. */
export const shortlinkConfigSchema = requireInProduction(z.object({
  ...baseConfigShape,
  PORT: portSchema.default(DEFAULT_SHORTLINK_PORT),
  /** Set by the embedded launcher: without a configured hash, a random password is printed once. */
  EMBEDDED_MODE: flag,
  /** argon2 hash of the one shared shortlink-admin password (node services/content/src/cli/hash-password.ts). */
  SHORTLINK_ADMIN_PASSWORD_HASH: z
    .string()
    .regex(ARGON2_HASH_PATTERN, ARGON2_HASH_HINT)
    .optional(),
  /** Consecutive wrong passwords (per client) before the lock-out. */
  LOGIN_MAX_FAILURES: positiveInt(5),
  LOGIN_LOCKOUT_MINUTES: positiveInt(15),
  /**
     * The proxies (the gateway) whose X-Forwarded-For names the client: addresses, CIDRs, `loopback`, a hop
     * count, `none`. Unset: loopback outside production, nobody in production (kit-http's trustProxyFor).
     */
  TRUST_PROXY: z.string().optional(),
}).superRefine(checkShutdownBudget), {
  // No event bus here: KAFKA_BROKERS is not read.
  DATABASE_URL: PRODUCTION_INFRASTRUCTURE.DATABASE_URL,
  REDIS_URL: PRODUCTION_INFRASTRUCTURE.REDIS_URL,
  SHORTLINK_ADMIN_PASSWORD_HASH: 'the shortlink admin login',
});
export type ShortlinkConfig = z.output<typeof shortlinkConfigSchema>;

export function loadShortlinkConfig(env: NodeJS.ProcessEnv = process.env): ShortlinkConfig {
  return loadConfig(shortlinkConfigSchema, env);
}
