import { ADMIN_MESSAGES, BLOG_MESSAGES, CONTENT_ERRORS } from '@quizlink/contracts/content';
import type { Logger } from '@quizlink/kit-logger';
import { createLoginGuard, type LimiterFactory } from '@quizlink/kit-login-guard';
import type { ContentConfig } from './config.ts';
import { TOKEN_AUDIENCES, createTokenService, type TokenService } from '@quizlink/kit-auth-token';
import { createLogin, type Login } from './domain/logins.ts';
import { resolvePassword } from '@quizlink/kit-login-guard';

/** The admin's username in embedded mode when ADMIN_USERNAME is not set. */
export const EMBEDDED_ADMIN_USERNAME = 'admin';
/** The subject of blog-management tokens (one shared password, no user name). */
export const BLOG_MANAGER_SUBJECT = 'blog-manager';

export type LoginsSetup = { admin: Login; blog: Login; tokens: TokenService };

export type LoginsSetupOptions = {
  config: ContentConfig;
  limiters: LimiterFactory;
  logger: Logger;
  clock: () => Date;
  /** Where one-time passwords are written: the console, never the structured (shipped) logs. */
  announce: (text: string) => void;
  slowdownMs?: (failures: number) => number;
};

function oneTimePasswordNotice(lines: string[]): string {
  return [
    '',
    '  One-time passwords for this run (embedded mode, no hash configured; set ADMIN_PASSWORD_HASH and',
    '  BLOG_PASSWORD_HASH to choose your own — make a hash with: node services/content/src/cli/hash-password.ts):',
    ...lines.map((line) => `    ${line}`),
    '',
  ].join('\n');
}

/**
 * The two password logins of the content service. Hashes come from configuration; in embedded mode a
 * missing one is replaced by a random password printed once to the console. Outside embedded mode a
 * missing hash leaves that login unconfigured (503 auth.not_configured), never open.
 */
export async function setUpLogins(opts: LoginsSetupOptions): Promise<LoginsSetup> {
  const { config, logger } = opts;
  const embedded = config.EMBEDDED_MODE;
  const adminPassword = await resolvePassword({ configuredHash: config.ADMIN_PASSWORD_HASH, embedded });
  const blogPassword = await resolvePassword({ configuredHash: config.BLOG_PASSWORD_HASH, embedded });
  const adminUsername = config.ADMIN_USERNAME ?? EMBEDDED_ADMIN_USERNAME;

  const generated: string[] = [];
  if (adminPassword.generatedPassword) generated.push(`/admin            username "${adminUsername}"  password "${adminPassword.generatedPassword}"`);
  if (blogPassword.generatedPassword) generated.push(`/blog-management  password "${blogPassword.generatedPassword}"`);
  if (generated.length > 0) {
    opts.announce(oneTimePasswordNotice(generated));
    logger.info({ logins: generated.length }, 'one-time passwords generated for this run and printed to the console');
  }
  if (!adminPassword.check.configured) logger.warn('admin login is not configured: set ADMIN_USERNAME and ADMIN_PASSWORD_HASH');
  if (!blogPassword.check.configured) logger.warn('blog management login is not configured: set BLOG_PASSWORD_HASH');
  if (!config.AUTH_TOKEN_SECRET && !embedded) {
    logger.warn('AUTH_TOKEN_SECRET is not set: tokens are signed with a random key, valid on this instance until it restarts');
  }

  const tokens = createTokenService({ secret: config.AUTH_TOKEN_SECRET, ttlMinutes: config.AUTH_TOKEN_TTL_MINUTES, clock: opts.clock });
  const guard = (name: string) =>
    createLoginGuard({
      createLimiter: (limiter) => opts.limiters.create(limiter),
      name,
      lockedOut: CONTENT_ERRORS.authTooManyAttempts,
      maxConsecutiveFailures: config.LOGIN_MAX_FAILURES,
      lockoutMinutes: config.LOGIN_LOCKOUT_MINUTES,
      slowdownMs: opts.slowdownMs,
    });
  const admin = createLogin({
    subject: adminUsername,
    expectedUsername: adminUsername,
    check: adminPassword.check,
    guard: guard('admin-login'),
    tokens,
    audience: TOKEN_AUDIENCES.admin,
    invalidMessage: ADMIN_MESSAGES.invalidCredentials,
  });
  const blog = createLogin({
    subject: BLOG_MANAGER_SUBJECT,
    check: blogPassword.check,
    guard: guard('blog-login'),
    tokens,
    audience: TOKEN_AUDIENCES.blog,
    invalidMessage: BLOG_MESSAGES.invalidPassword,
  });
  return { admin, blog, tokens };
}
