import express from 'express';
import { ADMIN_MESSAGES, adminLoginRequestSchema, type AuthTokenResponse, BLOG_API_PATHS, blogAuthRequestSchema, CONTACT_API_PATHS } from '@quizlink/contracts/content';
import { validate } from '@quizlink/kit-errors';
import type { IssuedToken } from '@quizlink/kit-auth-token';
import type { Login } from '../../domain/logins.ts';
import { clientOf } from './client-address.ts';

const tokenResponse = ({ token, expiresAt }: IssuedToken): AuthTokenResponse => ({
  success: true,
  token,
  message: ADMIN_MESSAGES.loginSucceeded,
  expiresAt: expiresAt.toISOString(),
});

/** POST /api/admin/login {username, password} and POST /api/auth/blog-management {password} → a bearer token. */
export function loginRoutes(logins: { admin: Login; blog: Login }): express.Router {
  const router = express.Router();

  router.post(CONTACT_API_PATHS.adminLogin, async (req, res) => {
    const { username, password } = validate(adminLoginRequestSchema, req.body ?? {});
    const issued = await logins.admin.attempt({ username, password, client: clientOf(req) });
    res.set('Cache-Control', 'no-store').json(tokenResponse(issued));
  });

  router.post(BLOG_API_PATHS.auth, async (req, res) => {
    const { password } = validate(blogAuthRequestSchema, req.body ?? {});
    const issued = await logins.blog.attempt({ password, client: clientOf(req) });
    res.set('Cache-Control', 'no-store').json(tokenResponse(issued));
  });

  return router;
}
