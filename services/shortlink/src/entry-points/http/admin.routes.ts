import express from 'express';
import { createShortlinkRequestSchema, deleteShortlinkRequestSchema, SHORTLINK_API_PATHS, shortlinkListRequestSchema } from '@quizlink/contracts/shortlink';
import { validate } from '@quizlink/kit-errors';
import type { AdminPassword } from '../../domain/admin-password.ts';
import type { shortlinks } from '../../domain/shortlinks.ts';
import { clientOf } from './client-address.ts';

/** The three admin calls of the spec (JSON bodies carrying the password); answers are never cached. */
export function adminRoutes(deps: { links: ReturnType<typeof shortlinks>; password: AdminPassword }): express.Router {
  const router = express.Router();
  // The create path is the prefix of the other two: every admin answer is marked.
  router.use(SHORTLINK_API_PATHS.create, (_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });

  router.post(SHORTLINK_API_PATHS.list, async (req, res) => {
    const { password } = validate(shortlinkListRequestSchema, req.body ?? {});
    await deps.password.assert(password, clientOf(req));
    res.json(await deps.links.list());
  });

  router.post(SHORTLINK_API_PATHS.delete, async (req, res) => {
    const { password, short } = validate(deleteShortlinkRequestSchema, req.body ?? {});
    await deps.password.assert(password, clientOf(req));
    await deps.links.remove(short);
    res.json({ success: true, short });
  });

  router.post(SHORTLINK_API_PATHS.create, async (req, res) => {
    const { password, short, target } = validate(createShortlinkRequestSchema, req.body ?? {});
    await deps.password.assert(password, clientOf(req));
    res.status(201).json(await deps.links.create(short, target));
  });

  return router;
}
