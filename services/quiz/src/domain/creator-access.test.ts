import { requireCreatorToken } from './creator-access.ts';
import { generateDashboardToken, hashDashboardToken } from './dashboard-token.ts';
import { QUIZ_ERRORS } from '@quizlink/contracts/quiz';

describe('requireCreatorToken', () => {
  const token = generateDashboardToken();
  const quiz = { dashboardTokenHash: hashDashboardToken(token) };

  it("When the quiz's own token is presented, then access is granted", () => {
    expect(() => requireCreatorToken(quiz, token)).not.toThrow();
  });

  it('When no token is presented, then it answers 401 dashboard.token_required', () => {
    expect(() => requireCreatorToken(quiz, undefined)).toThrow(expect.objectContaining({ status: 401, code: QUIZ_ERRORS.dashboardTokenRequired.code }));
  });

  it("When another quiz's token is presented, then it answers 403 dashboard.forbidden", () => {
    expect(() => requireCreatorToken(quiz, generateDashboardToken())).toThrow(
      expect.objectContaining({ status: 403, code: QUIZ_ERRORS.dashboardForbidden.code }),
    );
  });
});
