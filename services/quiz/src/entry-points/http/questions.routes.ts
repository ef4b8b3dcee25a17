import express from 'express';
import { addQuestionRequestSchema, QUIZ_HEADERS, QUIZ_PATHS } from '@quizlink/contracts/quiz';
import { validate } from '@quizlink/kit-errors';
import { addQuestion, type AddQuestionDeps } from '../../domain/add-question.ts';

/** POST /api/questions: the creator adds one question to a quiz (dashboard token in a header). */
export function questionsRoutes(deps: AddQuestionDeps): express.Router {
  const router = express.Router();
  router.post(QUIZ_PATHS.questions, async (req, res) => {
    const request = validate(addQuestionRequestSchema, req.body ?? {});
    const created = await addQuestion(deps, request, req.get(QUIZ_HEADERS.dashboardToken));
    res.set('Cache-Control', 'no-store').status(201).json(created);
  });
  return router;
}
