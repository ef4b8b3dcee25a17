import { z } from 'zod';
import { SERVICE_CREDENTIAL_MIN_LENGTH } from '@quizlink/contracts/http';
import { DEFAULT_OUTBOX_RETENTION_MINUTES, MAX_OUTBOX_RETENTION_MINUTES } from '@quizlink/kit-events';
import { baseConfigShape, checkShutdownBudget, loadConfig, portSchema, PRODUCTION_INFRASTRUCTURE, requireInProduction } from '@quizlink/kit-config';

export const DEFAULT_ATTEMPT_PORT = 4102;

/** The attempt service's environment; the only file that reads process.env. */
export const attemptConfigSchema = requireInProduction(z.object({
  ...baseConfigShape,
  PORT: portSchema.default(DEFAULT_ATTEMPT_PORT),
  /** The quiz service's own address (internal routes; not the gateway). */
  QUIZ_SERVICE_URL: z.url({ protocol: /^https?$/ }).default('http://127.0.0.1:4101'),
  /** The credential the quiz service's internal routes need (the same value as its INTERNAL_SERVICE_TOKEN); required in production. */
  INTERNAL_SERVICE_TOKEN: z.string().min(SERVICE_CREDENTIAL_MIN_LENGTH, `must be at least ${SERVICE_CREDENTIAL_MIN_LENGTH} characters`).optional(),
  QUIZ_SERVICE_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(3000),
  ANSWER_KEY_CACHE_SECONDS: z.coerce.number().int().min(1).default(24 * 60 * 60),
  /** How often the outbox relay looks for unpublished attempt events. */
  OUTBOX_INTERVAL_MS: z.coerce.number().int().min(10).max(60_000).default(500),
  /** Published outbox rows are kept this long, then deleted (0: at the next sweep, once a minute). */
  OUTBOX_RETENTION_MINUTES: z.coerce.number().int().min(0).max(MAX_OUTBOX_RETENTION_MINUTES).default(DEFAULT_OUTBOX_RETENTION_MINUTES),
  /** Answers of a timed quiz are still taken this long after the deadline (network, auto-submit at zero). */
  ATTEMPT_TIME_GRACE_SECONDS: z.coerce.number().int().min(0).max(600).default(15),
  /** Starts one client address may make per minute (429 with Retry-After beyond; counters in Redis when REDIS_URL is set). */
  ATTEMPT_START_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  /**
   * The proxies (the gateway) whose X-Forwarded-For names the client, for the per-client start budget:
   * addresses, CIDRs, `loopback`, a hop count, `none`. Unset: loopback outside production, nobody in
   * production (kit-http's trustProxyFor).
   */
  TRUST_PROXY: z.string().optional(),
  /** Live results streams one instance serves at most. */
  LIVE_MAX_CLIENTS: z.coerce.number().int().min(1).default(1000),
  LIVE_HEARTBEAT_MS: z.coerce.number().int().min(1000).default(20_000),
  /** A results page's "the board changed" pushes: at most one per quiz in this window (0: every attempt). */
  LIVE_COALESCE_MS: z.coerce.number().int().min(0).max(10_000).default(500),
}).superRefine(checkShutdownBudget), {
  ...PRODUCTION_INFRASTRUCTURE,
  INTERNAL_SERVICE_TOKEN: 'the same value as the quiz service',
});
export type AttemptConfig = z.output<typeof attemptConfigSchema>;

export function loadAttemptConfig(env: NodeJS.ProcessEnv = process.env): AttemptConfig {
  return loadConfig(attemptConfigSchema, env);
}
