import { defineErrors } from '../http/error-shape.ts';
import { LIMITS } from './limits.ts';
import { QUIZ_MESSAGES, quizExpiredMessage } from './messages.ts';

/**
 * The quiz service's errors (quizzes, their questions, dashboards, users). Keys are the codes in
 * camelCase. A quiz's own lifetime gives quiz.expired's text: `quizExpiredMessage(days)`.
 */
export const QUIZ_ERRORS = defineErrors({
  quizNotFound: { code: 'quiz.not_found', status: 404, message: QUIZ_MESSAGES.quizNotFound },
  quizExpired: { code: 'quiz.expired', status: 410, message: quizExpiredMessage(LIMITS.defaultQuizLifetimeDays) },
  /** GET a timed quiz's questions: they come only with its start (POST /api/quiz-attempts/starts). */
  quizQuestionsComeWithStart: { code: 'quiz.questions_come_with_start', status: 403, message: 'This quiz is timed: its questions come with the start of an attempt' },
  /** POST /api/questions on a quiz that already holds LIMITS.maxQuestionsPerQuiz questions (details: `{ maxQuestions }`). */
  quizQuestionLimitReached: { code: 'quiz.question_limit_reached', status: 409, message: `This quiz already has the maximum of ${LIMITS.maxQuestionsPerQuiz} questions` },
  quizListingDisabled: { code: 'quiz.listing_disabled', status: 403, message: 'The list of quizzes is available only to a signed-in admin' },
  dashboardNotFound: { code: 'dashboard.not_found', status: 404, message: QUIZ_MESSAGES.dashboardNotFoundBody },
  dashboardTokenRequired: { code: 'dashboard.token_required', status: 401, message: 'The dashboard token is required' },
  /** A dashboard token that does not match the quiz. */
  dashboardForbidden: { code: 'dashboard.forbidden', status: 403, message: 'The dashboard token does not match this quiz' },
  userNotFound: { code: 'user.not_found', status: 404, message: 'User not found' },
});
