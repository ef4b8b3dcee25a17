import express from 'express';
import { ATTEMPT_HEADERS, ATTEMPT_PATHS, attemptIdParamsSchema, idempotencyKeySchema, leaderboardQuerySchema, questionIdParamsSchema, quizAttemptsParamsSchema, startAttemptRequestSchema, submitAttemptRequestSchema, verifyAnswerRequestSchema } from '@quizlink/contracts/attempt';
import { HEADERS } from '@quizlink/contracts/http';
import { QUIZ_HEADERS } from '@quizlink/contracts/quiz';
import { validate } from '@quizlink/kit-errors';
import { requestIdOf, sendWriteAnswer } from '@quizlink/kit-http';
import type { LiveHub } from '@quizlink/kit-live';
import { getAllAttempts, getAttemptDetail, getLeaderboardPage } from '../../domain/read-attempts.ts';
import { startAttempt, type StartDeps } from '../../domain/start-attempt.ts';
import { requireActiveQuiz, submitAttempt } from '../../domain/submit-attempt.ts';
import { verifyAnswer } from '../../domain/verify-answer.ts';
import { quizChannel } from './live-channel.ts';
import { startRateLimit, type StartLimiter } from './start-rate-limit.ts';

/** Results and leaderboards change with every attempt: callers poll them, caches must not keep them. */
const noStore = (res: express.Response) => res.set('Cache-Control', 'no-store');

export function attemptsRoutes(deps: StartDeps & { live: LiveHub; startLimiter: StartLimiter }): express.Router {
  const router = express.Router();

  router.post(ATTEMPT_PATHS.attemptStarts, startRateLimit(deps.startLimiter), async (req, res) => {
    const request = validate(startAttemptRequestSchema, req.body ?? {});
    sendWriteAnswer(noStore(res), 201, await startAttempt(deps, request, requestIdOf(req)));
  });

  router.post(ATTEMPT_PATHS.attempts, async (req, res) => {
    const header = req.get(HEADERS.idempotencyKey);
    const idempotencyKey = header === undefined ? undefined : validate(idempotencyKeySchema, header);
    const request = validate(submitAttemptRequestSchema, req.body ?? {});
    const created = await submitAttempt(deps, request, { idempotencyKey, requestId: requestIdOf(req) });
    sendWriteAnswer(res, 201, created);
  });

  router.get(ATTEMPT_PATHS.attemptById, async (req, res) => {
    const { id } = validate(attemptIdParamsSchema, req.params);
    const credentials = { attemptSecret: req.get(ATTEMPT_HEADERS.attemptSecret), dashboardToken: req.get(QUIZ_HEADERS.dashboardToken) };
    noStore(res).json(await getAttemptDetail(deps, id, credentials, requestIdOf(req)));
  });

  router.get(ATTEMPT_PATHS.leaderboard, async (req, res) => {
    const { id } = validate(quizAttemptsParamsSchema, req.params);
    const query = validate(leaderboardQuerySchema, req.query);
    const attemptSecret = req.get(ATTEMPT_HEADERS.attemptSecret);
    noStore(res).json(await getLeaderboardPage(deps, id, { ...query, attemptSecret }, requestIdOf(req)));
  });

  router.get(ATTEMPT_PATHS.attemptsLive, async (req, res) => {
    const { id } = validate(quizAttemptsParamsSchema, req.params);
    await requireActiveQuiz(deps, id, requestIdOf(req));
    deps.live.open(req, res, quizChannel(id));
  });

  router.get(ATTEMPT_PATHS.quizAttempts, async (req, res) => {
    const { id } = validate(quizAttemptsParamsSchema, req.params);
    noStore(res).json(await getAllAttempts(deps, id, req.get(QUIZ_HEADERS.dashboardToken), requestIdOf(req)));
  });

  router.post(ATTEMPT_PATHS.verifyAnswer, async (req, res) => {
    const { id } = validate(questionIdParamsSchema, req.params);
    const request = validate(verifyAnswerRequestSchema, req.body ?? {});
    const attemptSecret = req.get(ATTEMPT_HEADERS.attemptSecret);
    noStore(res).json(await verifyAnswer(deps, id, { ...request, attemptSecret }, requestIdOf(req)));
  });

  return router;
}
