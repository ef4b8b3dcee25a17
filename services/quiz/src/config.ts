import { z } from 'zod';
import { SERVICE_CREDENTIAL_MIN_LENGTH } from '@quizlink/contracts/http';
import { LIMITS } from '@quizlink/contracts/quiz';
import { DEFAULT_OUTBOX_RETENTION_MINUTES, DEFAULT_PROCESSED_EVENTS_RETENTION_DAYS, MAX_OUTBOX_RETENTION_MINUTES, MAX_PROCESSED_EVENTS_RETENTION_DAYS } from '@quizlink/kit-events';
import { baseConfigShape, checkShutdownBudget, loadConfig, portSchema, PRODUCTION_INFRASTRUCTURE, requireInProduction } from '@quizlink/kit-config';

export const DEFAULT_QUIZ_PORT = 4101;

/** The quiz service's environment; the only file that reads process.env. */
export const quizConfigSchema = requireInProduction(
  z.object({
    ...baseConfigShape,
    PORT: portSchema.default(DEFAULT_QUIZ_PORT),
    /** One lifetime for every expiry check and text (the spec's 7-vs-30-day conflict, decided: 7). */
    QUIZ_LIFETIME_DAYS: z.coerce.number().int().min(1).max(3650).default(LIMITS.defaultQuizLifetimeDays),
    /**
     * The content service's token key: with it, the admin's bearer token (POST /api/admin/login)
     * opens GET /api/quizzes (every quiz with its code and slug, for the test page). Unset: nobody can list.
     */
    AUTH_TOKEN_SECRET: z.string().min(32).optional(),
    /**
     * The service credential every /internal/* route needs (the attempt service sends the same value).
     * Required in production; elsewhere a random one per start when unset (internal routes then
     * answer nobody: set it on both services, as the launchers do).
     */
    INTERNAL_SERVICE_TOKEN: z.string().min(SERVICE_CREDENTIAL_MIN_LENGTH, `must be at least ${SERVICE_CREDENTIAL_MIN_LENGTH} characters`).optional(),
    /** How often the clean-up job purges expired quizzes; 0 turns the job off on this instance. */
    QUIZ_CLEANUP_INTERVAL_MS: z.coerce.number().int().min(0).default(60 * 60 * 1000),
    /** The clean-up job also deletes the records of events the projector handled longer ago than this. */
    PROCESSED_EVENTS_RETENTION_DAYS: z.coerce.number().int().min(1).max(MAX_PROCESSED_EVENTS_RETENTION_DAYS).default(DEFAULT_PROCESSED_EVENTS_RETENTION_DAYS),
    /** How often the outbox relay publishes quiz.deleted events. */
    OUTBOX_INTERVAL_MS: z.coerce.number().int().min(10).max(60_000).default(500),
    /** Published outbox rows are kept this long, then deleted (0: at the next sweep, once a minute). */
    OUTBOX_RETENTION_MINUTES: z.coerce.number().int().min(0).max(MAX_OUTBOX_RETENTION_MINUTES).default(DEFAULT_OUTBOX_RETENTION_MINUTES),
    /** Live dashboard streams one instance serves at most. */
    LIVE_MAX_CLIENTS: z.coerce.number().int().min(1).default(1000),
    LIVE_HEARTBEAT_MS: z.coerce.number().int().min(1000).default(20_000),
  }).superRefine(checkShutdownBudget),
  {
    ...PRODUCTION_INFRASTRUCTURE,
    INTERNAL_SERVICE_TOKEN: 'the same value as the attempt service',
    AUTH_TOKEN_SECRET: 'the same value as the content service',
  },
);
export type QuizConfig = z.output<typeof quizConfigSchema>;

export function loadQuizConfig(env: NodeJS.ProcessEnv = process.env): QuizConfig {
  return loadConfig(quizConfigSchema, env);
}
