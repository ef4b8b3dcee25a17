import type { RequestHandler } from 'express';
import { CONTENT_ERRORS } from '@quizlink/contracts/content';
import { AppError } from '@quizlink/kit-errors';
import type { TokenAudience, TokenService } from '@quizlink/kit-auth-token';

const BEARER = /^Bearer\s+(\S+)$/i;

/**
 * Lets a request through only with `Authorization: Bearer <token>` that is valid for `audience`.
 * Missing, malformed, foreign, tampered and expired tokens all get the same 401, so the page clears
 * its token and shows the login again.
 */
export function requireBearer(tokens: TokenService, audience: TokenAudience): RequestHandler {
  return async (req, _res, next) => {
    const token = BEARER.exec(req.get('authorization') ?? '')?.[1];
    const subject = token ? await tokens.verify(audience, token) : null;
    if (!subject) throw new AppError(CONTENT_ERRORS.authUnauthorized);
    next();
  };
}
