import { z } from 'zod';
import { LIMITS } from '@quizlink/contracts';
import { baseConfigShape, loadConfig, portSchema } from '@quizlink/kit-config';

export const DEFAULT_QUIZ_PORT = 4101;

/** 'true'/'1' or 'false'/'0' from the environment. */
const flag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/** The quiz service's environment; the only file that reads process.env. */
export const quizConfigSchema = z.object({
  ...baseConfigShape,
  PORT: portSchema.default(DEFAULT_QUIZ_PORT),
  /** One lifetime for every expiry check and text (the spec's 7-vs-30-day conflict, decided: 7). */
  QUIZ_LIFETIME_DAYS: z.coerce.number().int().min(1).max(3650).default(LIMITS.defaultQuizLifetimeDays),
  /**
   * GET /api/quizzes lists every active quiz with its code and slug (the test page). Off by default:
   * codes and slugs are what the public read hides. The embedded launcher turns it on.
   */
  QUIZ_LISTING_ENABLED: flag.default(false),
  /**
   * The content service's token key: with it, the admin's bearer token (POST /api/admin/login) also
   * opens GET /api/quizzes when listing is off. Unset: no admin listing.
   */
  AUTH_TOKEN_SECRET: z.string().min(32).optional(),
  /** How often the clean-up job purges expired quizzes; 0 turns the job off on this instance. */
  QUIZ_CLEANUP_INTERVAL_MS: z.coerce.number().int().min(0).default(60 * 60 * 1000),
  /** How often the outbox relay publishes quiz.deleted events. */
  OUTBOX_INTERVAL_MS: z.coerce.number().int().min(10).max(60_000).default(500),
  /** Live dashboard streams one instance serves at most. */
  LIVE_MAX_CLIENTS: z.coerce.number().int().min(1).default(1000),
  LIVE_HEARTBEAT_MS: z.coerce.number().int().min(1000).default(20_000),
});
export type QuizConfig = z.output<typeof quizConfigSchema>;

export function loadQuizConfig(env: NodeJS.ProcessEnv = process.env): QuizConfig {
  return loadConfig(quizConfigSchema, env);
}
