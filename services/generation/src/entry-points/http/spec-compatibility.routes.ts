import express from 'express';
import {
  AUTO_CREATE_PATHS,
  AUTO_DRAFT_MESSAGES,
  generateQuestionsRequestSchema,
  startDraftSessionRequestSchema,
  type GenerateQuestionsResponse,
  type ProcessContentResponse,
} from '@quizlink/contracts/draft';
import { validate } from '@quizlink/kit-errors';
import { generateFromText, processContent } from '../../domain/one-shot-generation.ts';
import { clientKeyOf } from './abuse-limits.ts';
import { connectionSignal } from './connection-signal.ts';
import { draftBody, readDraftUpload, uploadedFiles } from './draft-upload.ts';
import type { RouteDeps } from './drafts.routes.ts';

/**
 * The spec's one-shot generate calls (process-content, generate-questions), kept for compatibility:
 * answered when the questions are ready, cancelled if the caller leaves. The front end uses drafts.routes.
 */
export function specCompatibilityRoutes({ engine, runner, guard, salt }: RouteDeps): express.Router {
  const router = express.Router();

  router.post(AUTO_CREATE_PATHS.processContent, guard, readDraftUpload, async (req, res) => {
    const body = draftBody(req);
    // process-content sends timing as flat fields and no name; the draft keeps them as settings.
    const request = validate(startDraftSessionRequestSchema, {
      ...body,
      settings: { timingType: body.timingType, timeLimit: body.timeLimit, autoSubmit: body.autoSubmit, userName: body.userName ?? 'Anonymous' },
      sources: [],
    });
    const data = await processContent(engine, runner, { request, files: uploadedFiles(req), clientKey: clientKeyOf(req, salt), signal: connectionSignal(res) });
    const answer: ProcessContentResponse = { success: true, message: AUTO_DRAFT_MESSAGES.successTitle, data };
    res.json(answer);
  });

  router.post(AUTO_CREATE_PATHS.generateQuestions, guard, async (req, res) => {
    const request = validate(generateQuestionsRequestSchema, req.body ?? {});
    const result = await generateFromText(engine, runner, { request, clientKey: clientKeyOf(req, salt), signal: connectionSignal(res) });
    const answer: GenerateQuestionsResponse = {
      success: true,
      questions: result.questions.map((q) => ({
        question: q.questionText,
        options: q.options,
        correctAnswer: q.correctAnswer,
        questionType: q.questionType,
        explanation: q.explanation,
        rubric: q.rubric,
        source: q.source,
      })),
      warnings: result.warnings,
      usedFallback: result.usedFallback,
    };
    res.json(answer);
  });

  return router;
}
