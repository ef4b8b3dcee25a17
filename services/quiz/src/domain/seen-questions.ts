import type { QuestionRecord, ReadModelAttempt } from './quiz-model.ts';

/**
 * The ids of the questions an attempt was given. Its event names them (the questions it was scored
 * on); a row recorded before events carried them is inferred: questions are only ever added, with
 * growing ids, so the quiz then held every question up to some id — at least its `totalQuestions`-th
 * multiple-choice question and every question it answered. Questions past that bound were added
 * after it and are not counted as missed by it.
 */
export function seenQuestionIds(questions: readonly QuestionRecord[], attempt: ReadModelAttempt): ReadonlySet<number> {
  if (attempt.questionIds) return new Set(attempt.questionIds);
  const choiceIds = questions
    .filter((q) => q.type === 'multiple-choice')
    .map((q) => q.id)
    .toSorted((a, b) => a - b);
  const scoredBound = attempt.totalQuestions > choiceIds.length ? Number.POSITIVE_INFINITY : (choiceIds[attempt.totalQuestions - 1] ?? 0);
  const answeredIds = [...attempt.answers, ...attempt.openEndedAnswers].map((a) => a.questionId);
  const bound = Math.max(scoredBound, ...answeredIds);
  return new Set(questions.filter((q) => q.id <= bound).map((q) => q.id));
}
