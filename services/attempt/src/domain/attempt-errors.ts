import { ATTEMPT_ERRORS } from '@quizlink/contracts/attempt';
import { QUIZ_ERRORS } from '@quizlink/contracts/quiz';
import { AppError } from '@quizlink/kit-errors';

/** The attempt service's refusals of the quiz experience, each a clear 4xx in the common shape. */
export const attemptErrors = {
  startRequired: () => new AppError(ATTEMPT_ERRORS.attemptStartRequired),
  startNotFound: () => new AppError(ATTEMPT_ERRORS.attemptStartNotFound),
  alreadySubmitted: () => new AppError(ATTEMPT_ERRORS.attemptAlreadySubmitted),
  tooLate: (details: { deadline: string; graceSeconds: number }) => new AppError(ATTEMPT_ERRORS.attemptTimeLimitExceeded, { details }),
  tokenRequired: () => new AppError(QUIZ_ERRORS.dashboardTokenRequired),
  tokenInvalid: () => new AppError(QUIZ_ERRORS.dashboardForbidden),
  secretRequired: () => new AppError(ATTEMPT_ERRORS.attemptSecretRequired),
  verifyForbidden: () => new AppError(ATTEMPT_ERRORS.questionVerifyForbidden),
};
