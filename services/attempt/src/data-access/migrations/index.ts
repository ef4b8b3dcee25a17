import type { Migration } from '@quizlink/kit-db';
import { outboxMigration, outboxTraceContextMigration } from '@quizlink/kit-events';
import { createAttempts } from './0001-create-attempts.ts';
import { addLeaderboardAndStarts } from './0002-leaderboard-and-starts.ts';
import { addAttemptSecret } from './0003-attempt-secret.ts';
import { oneStartPerTakerAndDeletedQuizzes } from './0004-one-start-per-taker-and-deleted-quizzes.ts';
import { idempotencyKeyFirst } from './0005-idempotency-key-first.ts';

/** In order; never reorder or edit an applied migration — add a new one. */
export const attemptMigrations: Migration[] = [createAttempts, outboxMigration, addLeaderboardAndStarts, addAttemptSecret, oneStartPerTakerAndDeletedQuizzes, outboxTraceContextMigration, idempotencyKeyFirst];
