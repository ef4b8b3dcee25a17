import type { Migration } from '@quizlink/kit-db';
import { outboxMigration } from '@quizlink/kit-events';
import { createAttempts } from './0001-create-attempts.ts';
import { addLeaderboardAndStarts } from './0002-leaderboard-and-starts.ts';

/** In order; never reorder or edit an applied migration — add a new one. */
export const attemptMigrations: Migration[] = [createAttempts, outboxMigration, addLeaderboardAndStarts];
