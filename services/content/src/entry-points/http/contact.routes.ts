import express, { type RequestHandler } from 'express';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { CONTACT_API_PATHS, CONTACT_MESSAGES, contactRequestSchema, type ContactResponse } from '@quizlink/contracts/content';
import { validate } from '@quizlink/kit-errors';
import type { ContactMessageStore } from '../../domain/contact-messages.ts';
import { spendClientBudget } from './per-client-limit.ts';

export type ContactRoutesDeps = {
  messages: ContactMessageStore;
  /** Messages per client per hour; only well-formed messages spend it. */
  sendLimiter: RateLimiterAbstract;
  /** The admin's bearer check. */
  adminOnly: RequestHandler;
};

/** POST /api/contact (anyone, rate-limited) and GET /api/contact/messages (admin token). */
export function contactRoutes(deps: ContactRoutesDeps): express.Router {
  const router = express.Router();

  router.post(CONTACT_API_PATHS.contact, async (req, res) => {
    const message = validate(contactRequestSchema, req.body ?? {});
    await spendClientBudget(deps.sendLimiter, req);
    const id = await deps.messages.save(message);
    const body: ContactResponse = { success: true, id, message: CONTACT_MESSAGES.sent };
    res.status(201).json(body);
  });

  router.get(CONTACT_API_PATHS.contactMessages, deps.adminOnly, async (_req, res) => {
    // Private data: never stored by a cache on the way.
    res.set('Cache-Control', 'no-store').json(await deps.messages.listNewestFirst());
  });

  return router;
}
