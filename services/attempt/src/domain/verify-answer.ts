import type { VerifyAnswerResponse } from '@quizlink/contracts/attempt';
import { attemptErrors } from './attempt-errors.ts';
import { hashAttemptSecret } from './attempt-secret.ts';
import { chosenOption, isCorrectChoice } from './score-attempt.ts';
import { requireActiveQuiz, type AttemptDeps } from './submit-attempt.ts';

/**
 * POST /api/questions/{id}/verify (ARCHITECTURE decision): judges only the answer the caller's own
 * submitted attempt gave to the question, proved by that attempt's secret — never an arbitrary
 * answer, so no one can try every option to recover the key. Anything else (no or an unknown secret,
 * an `attemptId` that is not the secret's attempt, a question the attempt did not answer or of another
 * quiz, an answer other than the one submitted) is the same 403.
 */
export async function verifyAnswer(
  deps: AttemptDeps,
  questionId: number,
  request: { answer: string | string[]; attemptId?: string; attemptSecret?: string },
  requestId?: string,
): Promise<VerifyAnswerResponse> {
  if (!request.attemptSecret) throw attemptErrors.verifyForbidden();
  const attempt = await deps.store.findBySecretHash(hashAttemptSecret(request.attemptSecret));
  if (!attempt || (request.attemptId !== undefined && request.attemptId !== attempt.id)) throw attemptErrors.verifyForbidden();
  const submitted = attempt.answers.find((a) => a.questionId === questionId);
  const chosen = chosenOption(request.answer);
  if (!submitted || chosenOption(submitted.userAnswer) !== chosen) throw attemptErrors.verifyForbidden();
  const key = await requireActiveQuiz(deps, attempt.quizId, requestId);
  const question = key.questions.find((q) => q.id === questionId);
  if (!question) throw attemptErrors.verifyForbidden();
  return { isCorrect: isCorrectChoice(question, chosen) };
}
