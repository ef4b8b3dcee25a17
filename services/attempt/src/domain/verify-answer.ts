import type { VerifyAnswerResponse } from '@quizlink/contracts';
import { attemptErrors } from './attempt-errors.ts';
import { chosenOption, isCorrectChoice } from './score-attempt.ts';
import { requireActiveQuiz, type AttemptDeps } from './submit-attempt.ts';

/**
 * POST /api/questions/{id}/verify (ARCHITECTURE decision): answered only for a caller holding an
 * attempt already submitted on the question's quiz, so it can never be used to try every option while
 * answering. Anything else — unknown attempt, a question of another quiz — is the same 403.
 */
export async function verifyAnswer(
  deps: AttemptDeps,
  questionId: number,
  request: { answer: string | string[]; attemptId: string },
  requestId?: string,
): Promise<VerifyAnswerResponse> {
  const attempt = await deps.store.findById(request.attemptId);
  if (!attempt) throw attemptErrors.verifyForbidden();
  const key = await requireActiveQuiz(deps, attempt.quizId, requestId);
  const question = key.questions.find((q) => q.id === questionId);
  if (!question) throw attemptErrors.verifyForbidden();
  return { isCorrect: isCorrectChoice(question, chosenOption(request.answer)) };
}
