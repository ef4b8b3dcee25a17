import { z } from 'zod';
import { ARGON2_HASH_HINT, ARGON2_HASH_PATTERN } from '@quizlink/kit-login-guard';
import { baseConfigShape, checkShutdownBudget, loadConfig, portSchema, PRODUCTION_INFRASTRUCTURE, requireInProduction } from '@quizlink/kit-config';

export const DEFAULT_CONTENT_PORT = 4104;

/** `true`/`false` (also 1/0, yes/no) from the environment. */
const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .default('false')
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/** An argon2 PHC string as printed by `node src/cli/hash-password.ts`. */
const argon2Hash = z.string().regex(ARGON2_HASH_PATTERN, ARGON2_HASH_HINT);

const positiveInt = (fallback: number) => z.coerce.number().int().min(1).default(fallback);

/** The content service's environment; the only file that reads process.env. */
export const contentConfigSchema = requireInProduction(
  z
  .object({
    ...baseConfigShape,
    PORT: portSchema.default(DEFAULT_CONTENT_PORT),
    /** Set by the embedded launcher: a login without a configured hash gets a random password printed once. */
    EMBEDDED_MODE: flag,
    ADMIN_USERNAME: z.string().trim().min(1).max(200).optional(),
    ADMIN_PASSWORD_HASH: argon2Hash.optional(),
    BLOG_PASSWORD_HASH: argon2Hash.optional(),
    /** HS256 key of the admin and blog tokens; every instance must share it. Random per start when unset. */
    AUTH_TOKEN_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    AUTH_TOKEN_TTL_MINUTES: positiveInt(480),
    /** Consecutive failed logins (per username and client) before the lock-out. */
    LOGIN_MAX_FAILURES: positiveInt(5),
    LOGIN_LOCKOUT_MINUTES: positiveInt(15),
    /** Contact messages one client may send per hour. */
    CONTACT_RATE_LIMIT_PER_HOUR: positiveInt(5),
    /** Images one client may upload per hour. */
    UPLOAD_RATE_LIMIT_PER_HOUR: positiveInt(60),
    /** Images decoded and re-encoded at the same time (each takes a core); the rest wait in a queue. */
    IMAGE_DECODE_CONCURRENCY: positiveInt(1),
    /** Uploads that may wait for a decode slot; beyond it 503 with Retry-After (each holds up to 5 MB in memory). */
    IMAGE_QUEUE_MAX_WAITING: positiveInt(8),
    /**
     * The proxies (the gateway) whose X-Forwarded-For names the client: addresses, CIDRs, `loopback`, a hop
     * count, `none`. Unset: loopback outside production, nobody in production (kit-http's trustProxyFor).
     */
    TRUST_PROXY: z.string().optional(),
  })
  .superRefine((config, ctx) => {
    if (config.ADMIN_PASSWORD_HASH && !config.ADMIN_USERNAME) {
      ctx.addIssue({ code: 'custom', path: ['ADMIN_USERNAME'], message: 'is required when ADMIN_PASSWORD_HASH is set' });
    }
  }).superRefine(checkShutdownBudget),
  {
    ...PRODUCTION_INFRASTRUCTURE,
    AUTH_TOKEN_SECRET: 'every instance must share it; the same value as the quiz service',
    ADMIN_USERNAME: 'the admin login',
    ADMIN_PASSWORD_HASH: 'the admin login',
    BLOG_PASSWORD_HASH: 'the blog management login',
  },
);
export type ContentConfig = z.output<typeof contentConfigSchema>;

export function loadContentConfig(env: NodeJS.ProcessEnv = process.env): ContentConfig {
  return loadConfig(contentConfigSchema, env);
}
