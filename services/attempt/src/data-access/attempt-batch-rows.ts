import type { AttemptSubmittedV1 } from '@quizlink/contracts/events';
import type { AttemptRecord } from '../domain/attempt-model.ts';
import { rankBucketOf } from '../domain/leaderboard.ts';
import type { TieRankClaim } from './leaderboard-buckets.ts';

/** One untimed submission of a group commit: its attempt, its event and its request's trace. */
export type AttemptWrite = { attempt: AttemptRecord; event: AttemptSubmittedV1; traceContext: string | null };

/** The `attempts` columns a group commit writes as given (the tie rank is computed in the statement). */
export const STORED_ATTEMPT_COLUMNS = [
  'id',
  'quiz_id',
  'user_answer_id',
  'user_name',
  'score',
  'total_questions',
  'answers_json',
  'open_ended_answers_json',
  'idempotency_key',
  'completed_at',
  'rank_bucket',
  'secret_hash',
] as const;

/** Each write's (quiz, score bucket): what its tie rank is claimed in. */
export const claimsOf = (items: readonly AttemptWrite[]): TieRankClaim[] =>
  items.map(({ attempt }) => ({ quizId: attempt.quizId, rankBucket: rankBucketOf(attempt.score, attempt.totalQuestions) }));

/** An attempt's values in the order of STORED_ATTEMPT_COLUMNS, its time as the dialect's date text. */
export function storedAttemptValues(attempt: AttemptRecord, rankBucket: number | undefined, dateText: (date: Date) => string): unknown[] {
  return [
    attempt.id,
    attempt.quizId,
    attempt.userAnswerId,
    attempt.userName,
    attempt.score,
    attempt.totalQuestions,
    JSON.stringify(attempt.answers),
    JSON.stringify(attempt.openEndedAnswers),
    attempt.idempotencyKey,
    dateText(attempt.completedAt),
    rankBucket,
    attempt.secretHash,
  ];
}
