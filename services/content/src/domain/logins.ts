import { createHash, timingSafeEqual } from 'node:crypto';
import { CONTENT_ERRORS } from '@quizlink/contracts/content';
import { AppError } from '@quizlink/kit-errors';
import type { LoginGuard } from '@quizlink/kit-login-guard';
import type { IssuedToken, TokenAudience, TokenService } from '@quizlink/kit-auth-token';
import type { PasswordCheck } from '@quizlink/kit-login-guard';

export type LoginAttemptInput = { username?: string; password: string; client: string };

export type Login = { attempt(input: LoginAttemptInput): Promise<IssuedToken> };

export type LoginOptions = {
  /** Whose token this is: the admin's username, or a fixed name for the shared blog password. */
  subject: string;
  /** When set, the typed username must equal it (admin); the blog login has a password only. */
  expectedUsername?: string;
  check: PasswordCheck;
  guard: LoginGuard;
  tokens: TokenService;
  audience: TokenAudience;
  invalidMessage: string;
};

/** Equal strings in constant time (both sides hashed first, so lengths do not leak either). */
function sameText(a: string, b: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();
  return timingSafeEqual(digest(a), digest(b));
}

/**
 * One password login: refuses while the client is locked out, checks username and password with the
 * same work whether the username is right or not (the argon2 check always runs), counts failures
 * (slowing them down, then locking out), and on success forgets them and issues a signed token.
 */
export function createLogin(opts: LoginOptions): Login {
  return {
    async attempt({ username, password, client }) {
      if (!opts.check.configured) throw new AppError(CONTENT_ERRORS.authNotConfigured);
      const account = opts.expectedUsername === undefined ? opts.subject : (username ?? '');
      await opts.guard.assertAllowed({ account, client });
      const usernameOk = opts.expectedUsername === undefined || sameText(username ?? '', opts.expectedUsername);
      const passwordOk = await opts.check.verify(password);
      if (!usernameOk || !passwordOk) {
        await opts.guard.recordFailure({ account, client });
        throw new AppError(CONTENT_ERRORS.authInvalidCredentials, { message: opts.invalidMessage });
      }
      await opts.guard.recordSuccess({ account, client });
      return opts.tokens.issue(opts.audience, opts.subject);
    },
  };
}
