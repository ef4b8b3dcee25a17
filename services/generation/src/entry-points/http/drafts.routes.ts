import express, { type RequestHandler } from 'express';
import { AUTO_CREATE_PATHS, sessionIdParamsSchema, startDraftSessionRequestSchema } from '@quizlink/contracts/draft';
import { validate } from '@quizlink/kit-errors';
import type { DraftEngine } from '../../domain/draft-engine.ts';
import type { DraftRunner } from '../../domain/draft-runner.ts';
import { cancelDraft, readDraftQuestions, readDraftStatus } from '../../domain/read-draft.ts';
import { startDraft } from '../../domain/start-draft.ts';
import { usageStatus } from '../../domain/usage-status.ts';
import { clientKeyOf, type GenerationLimits } from './abuse-limits.ts';
import { draftBody, readDraftUpload, uploadedFiles } from './draft-upload.ts';

export type RouteDeps = {
  engine: DraftEngine;
  runner: DraftRunner;
  /** The rate limit and daily quota of requests that start a generation. */
  guard: RequestHandler;
  /** The daily quota's count for a caller, for the usage counter. */
  usage: GenerationLimits['usage'];
  /** The daily quota, shown when the count cannot be read. */
  dailyQuota: number;
  salt: string;
};

/** Progress changes every second: nothing on the way may cache it. */
const noStore = (res: express.Response) => res.set('Cache-Control', 'no-store');

/** Starting, watching, cancelling and reading a draft; the launch-phase usage counter. */
export function draftRoutes({ engine, runner, guard, usage, dailyQuota, salt }: RouteDeps): express.Router {
  const router = express.Router();

  router.get(AUTO_CREATE_PATHS.usageStatus, async (req, res) => {
    noStore(res).json({ success: true, data: await usageStatus(() => usage(req), dailyQuota) });
  });

  router.post(AUTO_CREATE_PATHS.startDraftSession, guard, readDraftUpload, async (req, res) => {
    const request = validate(startDraftSessionRequestSchema, draftBody(req));
    const data = await startDraft(engine, runner, { request, files: uploadedFiles(req), clientKey: clientKeyOf(req, salt) });
    res.status(201).json({ success: true, data });
  });

  router.get(AUTO_CREATE_PATHS.draftStatus, async (req, res) => {
    const { sessionId } = validate(sessionIdParamsSchema, req.params);
    noStore(res).json({ success: true, data: await readDraftStatus(engine, runner, sessionId) });
  });

  router.get(AUTO_CREATE_PATHS.draftQuestions, async (req, res) => {
    const { sessionId } = validate(sessionIdParamsSchema, req.params);
    noStore(res).json({ questions: await readDraftQuestions(engine, sessionId) });
  });

  router.post(AUTO_CREATE_PATHS.cancelDraft, async (req, res) => {
    const { sessionId } = validate(sessionIdParamsSchema, req.params);
    res.json({ success: true, data: { status: await cancelDraft(engine, runner, sessionId) } });
  });

  return router;
}
