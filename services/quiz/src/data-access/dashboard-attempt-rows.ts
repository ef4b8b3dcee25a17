import type { AttemptSubmittedV1 } from '@quizlink/contracts/events';

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
