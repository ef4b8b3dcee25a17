import {
  ATTEMPT_MESSAGES,
  ERROR_CODES,
  MESSAGES,
  SERVICE_ERROR_CODES,
  quizExpiredMessage,
  type AnswerKey,
  type SubmitAttemptResponse,
  type ValidSubmitAttemptRequest,
} from '@quizlink/contracts';
import { errors } from '@quizlink/kit-errors';
import { attemptErrors } from './attempt-errors.ts';
import { DuplicateIdempotencyKeyError, StartAlreadyUsedError, type AnswerKeySource, type AttemptStore } from './attempt-model.ts';
import { buildAttemptSubmittedEvent } from './attempt-submitted-event.ts';
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

/**
 * The quiz's answer key, or 404/410 the way the quiz service answers for the quiz itself. A creator
 * can add questions to a live quiz (POST /api/questions); quiz.questions-changed drops the cached
 * key, but until it arrives the cache may lack a question a taker answers: when a key misses any of
 * `questionIds`, it is read once more from the quiz service, past the cache, before judging.
 */
export async function requireActiveQuiz(deps: AttemptDeps, quizId: number, requestId?: string, questionIds: readonly number[] = []): Promise<AnswerKey> {
  let key = await deps.answerKeys.get(quizId, requestId);
  if (key && !coversQuestions(key, questionIds)) key = await deps.answerKeys.refresh(quizId, requestId);
  if (!key) throw errors.notFound(ERROR_CODES.quizNotFound, MESSAGES.quizNotFound);
  if (isQuizExpired(key, deps.clock())) {
    throw errors.gone(ERROR_CODES.quizExpired, quizExpiredMessage(lifetimeDaysOf(key)));
  }
  return key;
}

/** Whether the key knows every one of the questions. */
export function coversQuestions(key: Pick<AnswerKey, 'questions'>, questionIds: readonly number[]): boolean {
  const known = new Set(key.questions.map((q) => q.id));
  return questionIds.every((id) => known.has(id));
}

const answeredQuestionIds = (request: ValidSubmitAttemptRequest): number[] =>
  [...request.answers, ...request.openEndedAnswers].map((a) => a.questionId);

/** A key reused on another quiz is a client bug; answering with the other attempt would hide it. */
async function replayed(deps: AttemptDeps, request: ValidSubmitAttemptRequest, key: string) {
  const existing = await deps.store.findByIdempotencyKey(request.userAnswerId, key);
  if (existing && existing.quizId !== request.quizId) {
    throw errors.conflict(SERVICE_ERROR_CODES.idempotencyKeyReused, ATTEMPT_MESSAGES.idempotencyKeyReused);
  }
  return existing;
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
 * Scores a submission on the server and stores it with its event in one transaction. With an
 * Idempotency-Key, a retry of the same submission (same user and key) returns the first attempt's id,
 * also when two copies race: the unique index picks the winner and the loser answers with its id.
 * A start is used once, so a second submission of the same attempt is refused (409) even without a key.
 */
export async function submitAttempt(
  deps: AttemptDeps,
  request: ValidSubmitAttemptRequest,
  opts: { idempotencyKey?: string; requestId?: string } = {},
): Promise<SubmitAttemptResponse> {
  const { idempotencyKey } = opts;
  if (idempotencyKey) {
    const existing = await replayed(deps, request, idempotencyKey);
    if (existing) return { id: existing.id };
  }
  const key = await requireActiveQuiz(deps, request.quizId, opts.requestId, answeredQuestionIds(request));
  const scored = scoreAttempt(key.questions, request);
  if (!scored.ok) {
    throw errors.badRequest(scored.problem.message, [{ path: scored.problem.path.join('.'), message: scored.problem.message }]);
  }
  await checkStart(deps, request, key);
  const attempt = {
    id: deps.newId(),
    quizId: request.quizId,
    userAnswerId: request.userAnswerId,
    userName: request.userName,
    ...scored.value,
    completedAt: deps.clock(),
    idempotencyKey: idempotencyKey ?? null,
  };
  try {
    await deps.store.insertWithEvent(attempt, buildAttemptSubmittedEvent(attempt, deps.newId()), request.startId);
    return { id: attempt.id };
  } catch (error) {
    const raced = error instanceof DuplicateIdempotencyKeyError || error instanceof StartAlreadyUsedError;
    const winner = raced && idempotencyKey ? await replayed(deps, request, idempotencyKey) : undefined;
    if (winner) return { id: winner.id };
    if (error instanceof StartAlreadyUsedError) throw attemptErrors.alreadySubmitted();
    throw error;
  }
}
