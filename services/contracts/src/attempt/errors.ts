import { defineErrors } from '../http/error-shape.ts';
import { ATTEMPT_MESSAGES } from './messages.ts';

/** The attempt service's errors (submissions, starts, results, verifying answers). Keys are the codes in camelCase. */
export const ATTEMPT_ERRORS = defineErrors({
  attemptNotFound: { code: 'attempt.not_found', status: 404, message: ATTEMPT_MESSAGES.resultsNotFoundBody },
  /** An Idempotency-Key already used by this user for an attempt on another quiz. */
  attemptIdempotencyKeyReused: { code: 'attempt.idempotency_key_reused', status: 409, message: 'This Idempotency-Key was already used for an attempt on another quiz' },
  /** A timed quiz submitted without its start. */
  attemptStartRequired: { code: 'attempt.start_required', status: 400, message: 'This quiz is timed: start it before submitting answers' },
  attemptStartNotFound: { code: 'attempt.start_not_found', status: 404, message: 'This quiz attempt was never started' },
  /** Submitted after the deadline and its grace (details: `{ deadline, graceSeconds }`). */
  attemptTimeLimitExceeded: { code: 'attempt.time_limit_exceeded', status: 422, message: "Time's up: the time limit of this quiz has passed, so these answers were not accepted." },
  attemptAlreadySubmitted: { code: 'attempt.already_submitted', status: 409, message: 'This quiz attempt was already submitted' },
  /** GET /api/quiz-attempts/{id} with neither the attempt's secret nor the creator's dashboard token. */
  attemptSecretRequired: { code: 'attempt.secret_required', status: 401, message: 'These results can be opened only from the browser that submitted the attempt, or by the quiz creator' },
  /** Checking an answer of a question that is not in the caller's own submitted attempt. */
  questionVerifyForbidden: { code: 'question.verify_forbidden', status: 403, message: 'Only the answers of your own submitted attempt can be checked' },
  questionNotFound: { code: 'question.not_found', status: 404, message: 'Question not found' },
});
