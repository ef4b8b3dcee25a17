import type { Request } from 'express';
import { CONTENT_ERRORS } from '@quizlink/contracts/content';
import { TOKEN_AUDIENCES, type TokenVerifier } from '@quizlink/kit-auth-token';
import { AppError } from '@quizlink/kit-errors';

const BEARER = /^Bearer\s+(\S+)$/i;

/**
 * Whether the request carries the admin's bearer token (issued by the content service's admin login,
 * verified here with the shared AUTH_TOKEN_SECRET). No token: false. A token that is not a valid,
 * unexpired admin token (a blog token, a forged or expired one): 401, the same answer the admin
 * inbox gives, so a page holding a stale token knows to sign in again. Without a verifier (no secret
 * configured) no token is ever accepted.
 */
export async function isAdminRequest(req: Request, verifier: TokenVerifier | undefined): Promise<boolean> {
  const token = BEARER.exec(req.get('authorization') ?? '')?.[1];
  if (!token || !verifier) return false;
  if (await verifier.verify(TOKEN_AUDIENCES.admin, token)) return true;
  throw new AppError(CONTENT_ERRORS.authUnauthorized);
}
