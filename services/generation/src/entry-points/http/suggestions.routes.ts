import express from 'express';
import { z } from 'zod';
import { AUTO_CREATE_PATHS, generateMoreBySessionRequestSchema, generateMoreRequestSchema, sessionIdParamsSchema, suggestionTypeSchema, useQuestionRequestSchema } from '@quizlink/contracts/draft';
import { validate } from '@quizlink/kit-errors';
import { toGeneratedMore } from '../../domain/draft-views.ts';
import { generateMore, suggestNext, useQuestion } from '../../domain/suggestions.ts';
import { clientKeyOf } from './abuse-limits.ts';
import { connectionSignal } from './connection-signal.ts';
import type { RouteDeps } from './drafts.routes.ts';

const suggestQuerySchema = z.object({ questionType: suggestionTypeSchema });

/** The suggestion builder: the next suggestion, taking one, and generating more when the pool runs dry. */
export function suggestionRoutes({ engine, runner, guard, salt }: RouteDeps): express.Router {
  const router = express.Router();

  router.get(AUTO_CREATE_PATHS.suggestQuestion, async (req, res) => {
    const { sessionId } = validate(sessionIdParamsSchema, req.params);
    const { questionType } = validate(suggestQuerySchema, req.query);
    const { question, remaining } = await suggestNext(engine, sessionId, questionType);
    res.set('Cache-Control', 'no-store').json({ success: true, data: question, remaining });
  });

  router.post(AUTO_CREATE_PATHS.useQuestion, async (req, res) => {
    const body = validate(useQuestionRequestSchema, req.body ?? {});
    const data = await useQuestion(engine, { sessionId: body.sessionId, questionId: body.questionId, questionType: body.questionType, edit: body.question });
    res.json({ success: true, data });
  });

  const more = async (req: express.Request, res: express.Response, sessionId: string, body: z.output<typeof generateMoreRequestSchema>) => {
    const result = await generateMore(engine, runner, {
      sessionId,
      type: body.questionType,
      count: req.body?.count === undefined ? undefined : body.count,
      difficulty: body.difficulty,
      clientKey: clientKeyOf(req, salt),
      signal: connectionSignal(res),
    });
    res.json({ success: true, questions: result.questions.map(toGeneratedMore), warnings: result.warnings, usedFallback: result.usedFallback });
  };

  router.post(AUTO_CREATE_PATHS.generateMoreForSession, guard, async (req, res) => {
    const { sessionId } = validate(sessionIdParamsSchema, req.params);
    await more(req, res, sessionId, validate(generateMoreRequestSchema, req.body ?? {}));
  });

  router.post(AUTO_CREATE_PATHS.generateMore, guard, async (req, res) => {
    const body = validate(generateMoreBySessionRequestSchema, req.body ?? {});
    await more(req, res, body.sessionId, body);
  });

  return router;
}
