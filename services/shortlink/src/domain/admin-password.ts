import { CONTENT_ERRORS } from '@quizlink/contracts/content';
import { SHORTLINK_MESSAGES } from '@quizlink/contracts/shortlink';
import { AppError } from '@quizlink/kit-errors';
import type { LoginGuard } from '@quizlink/kit-login-guard';
import type { PasswordCheck } from '@quizlink/kit-login-guard';

/** The guard counts failures per client for this one shared account. */
const ACCOUNT = 'shortlink-admin';

export type AdminPassword = { assert(password: string, client: string): Promise<void> };

/**
 * Spec §6: the shortlink admin sends the one shared password in every request body. Each call is
 * checked against the argon2 hash; wrong passwords count towards a per-client lock-out and are
 * answered more slowly as they pile up.
 */
export function adminPassword(check: PasswordCheck, guard: LoginGuard): AdminPassword {
  return {
    async assert(password, client) {
      if (!check.configured) throw new AppError(CONTENT_ERRORS.authNotConfigured);
      const attempt = { account: ACCOUNT, client };
      await guard.assertAllowed(attempt);
      if (!(await check.verify(password))) {
        await guard.recordFailure(attempt);
        throw new AppError(CONTENT_ERRORS.authInvalidCredentials, { message: SHORTLINK_MESSAGES.invalidPassword });
      }
      await guard.recordSuccess(attempt);
    },
  };
}
