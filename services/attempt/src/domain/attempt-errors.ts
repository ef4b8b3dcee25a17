import { QUIZ_EXPERIENCE_ERROR_CODES as CODES, QUIZ_SERVER_MESSAGES as TEXT } from '@quizlink/contracts';
import { AppError } from '@quizlink/kit-errors';

/** The attempt service's refusals of the quiz experience, each a clear 4xx in the common shape. */
export const attemptErrors = {
  startRequired: () => new AppError({ status: 400, code: CODES.attemptStartRequired, message: TEXT.attemptStartRequired }),
  startNotFound: () => new AppError({ status: 404, code: CODES.attemptStartNotFound, message: TEXT.attemptStartNotFound }),
  alreadySubmitted: () => new AppError({ status: 409, code: CODES.attemptAlreadySubmitted, message: TEXT.attemptAlreadySubmitted }),
  tooLate: (details: { deadline: string; graceSeconds: number }) =>
    new AppError({ status: 422, code: CODES.attemptTimeLimitExceeded, message: TEXT.attemptTimeLimitExceeded, details }),
  tokenRequired: () => new AppError({ status: 401, code: CODES.dashboardTokenRequired, message: TEXT.dashboardTokenRequired }),
  tokenInvalid: () => new AppError({ status: 403, code: CODES.dashboardTokenInvalid, message: TEXT.dashboardTokenInvalid }),
  secretRequired: () => new AppError({ status: 401, code: CODES.attemptSecretRequired, message: TEXT.attemptSecretRequired }),
  verifyForbidden: () => new AppError({ status: 403, code: CODES.verifyForbidden, message: TEXT.verifyForbidden }),
};
