import express from 'express';
import { accessCodeParamsSchema, createQuizRequestSchema, QUIZ_PATHS, quizIdParamsSchema, slugParamsSchema } from '@quizlink/contracts/quiz';
import type { TokenVerifier } from '@quizlink/kit-auth-token';
import { validate } from '@quizlink/kit-errors';
import { publishQuiz, type PublishDeps } from '../../domain/publish-quiz.ts';
import {
  getQuizByAccessCode,
  getQuizById,
  getQuizBySlug,
  getQuizQuestions,
  listQuizzes,
  type ReadDeps,
} from '../../domain/read-quiz.ts';
import { isAdminRequest } from './admin-bearer.ts';

/** Responses carrying the creator's secrets must not be stored by any cache on the way. */
const noStore = (res: express.Response) => res.set('Cache-Control', 'no-store');

export function quizzesRoutes(deps: PublishDeps & ReadDeps & { adminTokens?: TokenVerifier }): express.Router {
  const router = express.Router();

  router.get(QUIZ_PATHS.quizzes, async (req, res) => {
    const admin = await isAdminRequest(req, deps.adminTokens);
    noStore(res).json(await listQuizzes(deps, { admin }));
  });

  router.post(QUIZ_PATHS.quizzes, async (req, res) => {
    const created = await publishQuiz(deps, validate(createQuizRequestSchema, req.body ?? {}));
    noStore(res).status(201).json(created);
  });

  // Two-segment paths first, so that 'code' and 'slug' are never read as a quiz id (the dashboard's are in creator.routes.ts, mounted first).
  router.get(QUIZ_PATHS.quizByCode, async (req, res) => {
    const { code } = validate(accessCodeParamsSchema, req.params);
    res.json(await getQuizByAccessCode(deps, code));
  });

  router.get(QUIZ_PATHS.quizBySlug, async (req, res) => {
    const { slug } = validate(slugParamsSchema, req.params);
    res.json(await getQuizBySlug(deps, slug));
  });

  router.get(QUIZ_PATHS.quizQuestions, async (req, res) => {
    const { id } = validate(quizIdParamsSchema, req.params);
    res.json(await getQuizQuestions(deps, id));
  });

  router.get(QUIZ_PATHS.quizById, async (req, res) => {
    const { id } = validate(quizIdParamsSchema, req.params);
    res.json(await getQuizById(deps, id));
  });

  return router;
}
