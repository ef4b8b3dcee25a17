import type { PublicQuestion } from '@quizlink/contracts/quiz';
import { local } from '@quizlink/platform';
import type { AnswerMap } from './attempt-request.ts';

/**
 * A taker's progress on one quiz, kept in local storage (spec: per-quiz answers and current question
 * index) so a reload continues where it was. The idempotency key and the submitted attempt's id make a
 * second submission after a reload impossible: the same key gets the same attempt back.
 */
export type QuizProgress = {
  userId: number;
  index: number;
  answers: AnswerMap;
  idempotencyKey: string | null;
  submittedAttemptId: string | null;
};

export const progressKey = (quizId: number): string => `quizlink_quiz_progress_${quizId}`;

export const freshProgress = (userId: number): QuizProgress => ({ userId, index: 0, answers: {}, idempotencyKey: null, submittedAttemptId: null });

/**
 * Reads the saved progress for this taker (another taker's on the same browser is ignored); answers to
 * questions the quiz does not have are dropped and the index is kept within the quiz.
 */
export function readProgress(quizId: number, userId: number, questions: readonly Pick<PublicQuestion, 'id'>[]): QuizProgress {
  try {
    const saved = JSON.parse(local.get(progressKey(quizId)) ?? 'null') as Partial<QuizProgress> | null;
    if (!saved || saved.userId !== userId) return freshProgress(userId);
    const ids = new Set(questions.map((q) => q.id));
    const answers = Object.fromEntries(
      Object.entries(saved.answers ?? {}).filter(([id, text]) => ids.has(Number(id)) && typeof text === 'string'),
    ) as AnswerMap;
    const index = Number.isInteger(saved.index) ? Math.min(Math.max(saved.index as number, 0), Math.max(questions.length - 1, 0)) : 0;
    return {
      userId,
      index,
      answers,
      idempotencyKey: typeof saved.idempotencyKey === 'string' ? saved.idempotencyKey : null,
      submittedAttemptId: typeof saved.submittedAttemptId === 'string' ? saved.submittedAttemptId : null,
    };
  } catch {
    return freshProgress(userId);
  }
}

export const writeProgress = (quizId: number, progress: QuizProgress): void => local.set(progressKey(quizId), JSON.stringify(progress));

/** Back goes to the previous question and drops the last answer given (the current question's). */
export function stepBack(progress: QuizProgress, questions: readonly Pick<PublicQuestion, 'id'>[]): QuizProgress {
  if (progress.index === 0) return progress;
  const current = questions[progress.index];
  const answers = { ...progress.answers };
  if (current) delete answers[current.id];
  return { ...progress, index: progress.index - 1, answers };
}
