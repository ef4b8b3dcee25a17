import express from 'express';
import { QUIZ_INTERNAL_PATHS, quizIdParamsSchema, userIdParamsSchema } from '@quizlink/contracts/quiz';
import { validate } from '@quizlink/kit-errors';
import { getAnswerKey, requireUser, type ReadDeps } from '../../domain/read-quiz.ts';

/**
 * Service-to-service routes. The gateway routes only /api/*, so these are reachable only on the
 * service's own (loopback or cluster-internal) address.
 */
export function internalRoutes(deps: ReadDeps): express.Router {
  const router = express.Router();
  router.get(QUIZ_INTERNAL_PATHS.answerKey, async (req, res) => {
    const { id } = validate(quizIdParamsSchema, req.params);
    res.set('Cache-Control', 'no-store').json(await getAnswerKey(deps, id));
  });
  router.get(QUIZ_INTERNAL_PATHS.userById, async (req, res) => {
    const { id } = validate(userIdParamsSchema, req.params);
    res.set('Cache-Control', 'no-store').json(await requireUser(deps, id));
  });
  return router;
}
