import { timingSafeEqual } from 'node:crypto';
import { QUIZ_ERRORS } from '@quizlink/contracts/quiz';
import { AppError } from '@quizlink/kit-errors';
import { hashDashboardToken } from './dashboard-token.ts';
import type { QuizRecord } from './quiz-model.ts';

/**
 * Creator-only reads addressed by quiz id carry the dashboard token in a header: missing → 401,
 * not this quiz's token → 403. Hashes are compared in constant time.
 */
export function requireCreatorToken(quiz: Pick<QuizRecord, 'dashboardTokenHash'>, token: string | undefined): void {
  if (!token) {
    throw new AppError(QUIZ_ERRORS.dashboardTokenRequired);
  }
  const presented = Buffer.from(hashDashboardToken(token), 'hex');
  const stored = Buffer.from(quiz.dashboardTokenHash, 'hex');
  if (presented.length !== stored.length || !timingSafeEqual(presented, stored)) {
    throw new AppError(QUIZ_ERRORS.dashboardForbidden);
  }
}
