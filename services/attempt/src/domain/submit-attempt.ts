import { ATTEMPT_ERRORS, type SubmitAttemptResponse, type ValidSubmitAttemptRequest } from '@quizlink/contracts/attempt';
import { HTTP_ERRORS } from '@quizlink/contracts/errors';
import { type AnswerKey, QUIZ_ERRORS, quizExpiredMessage } from '@quizlink/contracts/quiz';
import { AppError } from '@quizlink/kit-errors';
import { attemptErrors } from './attempt-errors.ts';
import { hashAttemptSecret, newAttemptSecret } from './attempt-secret.ts';
import { QuizDeletedError, StartAlreadyUsedError, type AnswerKeySource, type AttemptStore } from './attempt-model.ts';
import { buildAttemptSubmittedEvent } from './attempt-submitted-event.ts';
import { questionIndexOf } from './question-index.ts';
import { isQuizExpired, lifetimeDaysOf } from './quiz-availability.ts';
import { scoreAttempt } from './score-attempt.ts';
import { isLate } from './time-limit.ts';

export type AttemptDeps = {
  store: AttemptStore;
  answerKeys: AnswerKeySource;
  clock: () => Date;
  newId: () => string;
  /** Seconds after a timed attempt's deadline during which answers are still taken. */
  graceSeconds: number;
};

/** 404 quiz.not_found, as the quiz service answers for a missing quiz. */
export const quizNotFound = () => new AppError(QUIZ_ERRORS.quizNotFound);

/**
 * The quiz's answer key, or 404/410 the way the quiz service answers for the quiz itself. A creator
 * can add questions to a live quiz (POST /api/questions); quiz.questions-changed drops the cached
 * key, but until it arrives the cache may lack a question a taker answers: when a key misses any of
 * `questionIds`, it is read once more from the quiz service, past the cache, before judging.
 */
export async function requireActiveQuiz(deps: AttemptDeps, quizId: number, requestId?: string, questionIds: readonly number[] = []): Promise<AnswerKey> {
  let key = await deps.answerKeys.get(quizId, requestId);
  if (key && !coversQuestions(key, questionIds)) key = await deps.answerKeys.refresh(quizId, requestId);
  if (!key) throw quizNotFound();
  if (isQuizExpired(key, deps.clock())) {
    throw new AppError(QUIZ_ERRORS.quizExpired, { message: quizExpiredMessage(lifetimeDaysOf(key)) });
  }
  return key;
}

/** Whether the key knows every one of the questions. */
export function coversQuestions(key: Pick<AnswerKey, 'questions'>, questionIds: readonly number[]): boolean {
  const { byId } = questionIndexOf(key.questions);
  return questionIds.every((id) => byId.has(id));
}

const answeredQuestionIds = (request: ValidSubmitAttemptRequest): number[] =>
  [...request.answers, ...request.openEndedAnswers].map((a) => a.questionId);

/** A key reused on another quiz is a client bug; answering with the other attempt would hide it. */
async function replayed(deps: AttemptDeps, request: ValidSubmitAttemptRequest, key: string) {
  const existing = await deps.store.findByIdempotencyKey(request.userAnswerId, key);
  if (existing && existing.quizId !== request.quizId) {
    throw new AppError(ATTEMPT_ERRORS.attemptIdempotencyKeyReused);
  }
  return existing;
}

/**
 * A replay (same user and Idempotency-Key) gets the stored attempt with a fresh secret: only the hash
 * is stored, so the first secret cannot be sent again, and a client whose first response was lost
 * needs a working one. Rotating it is safe because only the holder of the client-made key and the
 * user id can replay; the previous secret stops working.
 */
async function withFreshSecret(deps: AttemptDeps, attemptId: string): Promise<SubmitAttemptResponse> {
  const attemptSecret = newAttemptSecret(deps.clock().getTime());
  await deps.store.rotateSecret(attemptId, hashAttemptSecret(attemptSecret));
  return { id: attemptId, attemptSecret };
}

/**
 * The start the submission claims: required for a timed quiz, must be the taker's own start of this
 * quiz, unused, and (timed) not past its deadline plus the grace — the server's clock decides.
 */
async function checkStart(deps: AttemptDeps, request: ValidSubmitAttemptRequest, key: AnswerKey): Promise<void> {
  if (!request.startId) {
    if (key.timeLimit !== null) throw attemptErrors.startRequired();
    return;
  }
  const start = await deps.store.findStart(request.startId);
  if (!start || start.quizId !== request.quizId || start.userAnswerId !== request.userAnswerId) throw attemptErrors.startNotFound();
  if (start.attemptId) throw attemptErrors.alreadySubmitted();
  if (isLate(deps.clock(), start.deadline, deps.graceSeconds)) {
    throw attemptErrors.tooLate({ deadline: start.deadline?.toISOString() ?? '', graceSeconds: deps.graceSeconds });
  }
}

/**
 * Scores a submission on the server and stores it with its event in one transaction, with the hash of
 * a new secret that the response carries (`attemptSecret`). A start is used once, so a second
 * submission of the same attempt is refused (409) even without a key.
 *
 * With an Idempotency-Key, a retry of the same submission (same user and key) returns the first
 * attempt's id with a rotated secret, whatever has changed since (the start used, the deadline or the
 * quiz's expiry passed, other answers sent), also when two copies race: the unique index on (user, key)
 * picks the winner and the loser answers with its id. The key is looked up only when the submission
 * cannot be stored as new — a replay always fails to (its start is used, or the index refuses the
 * row) —, so a first submission, nearly every one, costs no read for it (issue 14: it was a database
 * round trip per submission before anything else could start).
 */
export async function submitAttempt(
  deps: AttemptDeps,
  request: ValidSubmitAttemptRequest,
  opts: { idempotencyKey?: string; requestId?: string } = {},
): Promise<SubmitAttemptResponse> {
  const { idempotencyKey } = opts;
  try {
    return await storeNewAttempt(deps, request, opts.requestId, idempotencyKey);
  } catch (error) {
    const first = idempotencyKey ? await replayed(deps, request, idempotencyKey) : undefined;
    if (first) return withFreshSecret(deps, first.id);
    if (error instanceof StartAlreadyUsedError) throw attemptErrors.alreadySubmitted();
    // Its deletion got here while the answer key was still cached: answered as for a missing quiz.
    if (error instanceof QuizDeletedError) throw quizNotFound();
    throw error;
  }
}

async function storeNewAttempt(deps: AttemptDeps, request: ValidSubmitAttemptRequest, requestId: string | undefined, idempotencyKey: string | undefined): Promise<SubmitAttemptResponse> {
  const key = await requireActiveQuiz(deps, request.quizId, requestId, answeredQuestionIds(request));
  const scored = scoreAttempt(key.questions, request);
  if (!scored.ok) {
    throw new AppError(HTTP_ERRORS.requestInvalid, { message: scored.problem.message, details: [{ path: scored.problem.path.join('.'), message: scored.problem.message }] });
  }
  await checkStart(deps, request, key);
  const completedAt = deps.clock();
  // Its time part is the attempt's completedAt: it tells nothing the attempt does not.
  const attemptSecret = newAttemptSecret(completedAt.getTime());
  const attempt = {
    id: deps.newId(),
    quizId: request.quizId,
    userAnswerId: request.userAnswerId,
    userName: request.userName,
    ...scored.value,
    completedAt,
    idempotencyKey: idempotencyKey ?? null,
    secretHash: hashAttemptSecret(attemptSecret),
  };
  await deps.store.insertWithEvent(attempt, buildAttemptSubmittedEvent(attempt, deps.newId(), questionIndexOf(key.questions).ids), request.startId);
  return { id: attempt.id, attemptSecret };
}
