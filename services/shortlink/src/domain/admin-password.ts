import { ADMIN_MESSAGES, AUTH_ERROR_CODES, SHORTLINK_MESSAGES } from '@quizlink/contracts';
import { AppError, errors } from '@quizlink/kit-errors';
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
      if (!check.configured) {
        throw new AppError({ status: 503, code: AUTH_ERROR_CODES.notConfigured, message: ADMIN_MESSAGES.notConfigured });
      }
      const attempt = { account: ACCOUNT, client };
      await guard.assertAllowed(attempt);
      if (!(await check.verify(password))) {
        await guard.recordFailure(attempt);
        throw errors.unauthorized(AUTH_ERROR_CODES.invalidCredentials, SHORTLINK_MESSAGES.invalidPassword);
      }
      await guard.recordSuccess(attempt);
    },
  };
}
