import type { AttemptSubmittedV1 } from '@quizlink/contracts/events';
import type { SqlStatement } from '@quizlink/kit-db';

type Attempts = ReadonlyArray<AttemptSubmittedV1['data']>;

/** The `dashboard_attempts` columns the projector's plain statements write, in order. */
export const DASHBOARD_ATTEMPT_COLUMNS = [
  'attempt_id',
  'quiz_id',
  'user_answer_id',
  'user_name',
  'score',
  'total_questions',
  'answers_json',
  'open_ended_answers_json',
  'question_ids_json',
  'completed_at',
  'recorded_at',
] as const;

/** `count` copies of `each`, comma-separated: a statement's placeholders. */
export const placeholders = (count: number, each = '?'): string => Array.from({ length: count }, () => each).join(', ');

/** An event's attempt as the values of DASHBOARD_ATTEMPT_COLUMNS, times as the dialect's date text. */
export function dashboardAttemptValues(data: AttemptSubmittedV1['data'], recordedAt: string, dateText: (date: Date) => string): unknown[] {
  return [
    data.attemptId,
    data.quizId,
    data.userAnswerId,
    data.userName,
    data.score,
    data.totalQuestions,
    JSON.stringify(data.answers),
    JSON.stringify(data.openEndedAnswers),
    data.questionIds ? JSON.stringify(data.questionIds) : null,
    dateText(new Date(data.completedAt)),
    recordedAt,
  ];
}

/** Which of the attempts' quizzes still take attempts (neither deleted nor purged): a read for either dialect. */
export function liveQuizzesStatement(attempts: Attempts): SqlStatement {
  const quizIds = [...new Set(attempts.map((data) => data.quizId))];
  return { sql: `SELECT id FROM quizzes WHERE id IN (${placeholders(quizIds.length)}) AND purged_at IS NULL`, params: quizIds };
}

/** The ids of the attempts whose quiz is among `liveRows` (that read's rows). */
export function ofLiveQuizzes(attempts: Attempts, liveRows: ReadonlyArray<{ id: number | string }>): Set<string> {
  const live = new Set(liveRows.map((row) => Number(row.id)));
  return new Set(attempts.filter((data) => live.has(data.quizId)).map((data) => data.attemptId));
}
