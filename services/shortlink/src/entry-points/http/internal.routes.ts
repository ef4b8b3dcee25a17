import express from 'express';
import { SHORTLINK_INTERNAL_PATHS, shortParamsSchema } from '@quizlink/contracts/shortlink';
import type { shortlinks } from '../../domain/shortlinks.ts';

/**
 * GET /internal/shortlinks/{short} → `{ short, target }` or 404, for the gateway's /short/{short}
 * redirect. The gateway routes only /api/*, so this is reachable only on the service's own address.
 */
export function internalRoutes(links: ReturnType<typeof shortlinks>): express.Router {
  const router = express.Router();
  router.get(SHORTLINK_INTERNAL_PATHS.resolve, async (req, res) => {
    // A path no short can have is simply not found (the gateway only asks for valid ones anyway).
    const parsed = shortParamsSchema.safeParse(req.params);
    const short = parsed.success ? parsed.data.short : '';
    res.set('Cache-Control', 'no-store').json({ short, target: await links.resolve(short) });
  });
  return router;
}
