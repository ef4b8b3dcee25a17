import express from 'express';
import { stringify } from 'csv-stringify';
import { dashboardTokenParamsSchema, QUIZ_HEADERS, QUIZ_PATHS, quizIdParamsSchema } from '@quizlink/contracts/quiz';
import { validate } from '@quizlink/kit-errors';
import type { LiveHub } from '@quizlink/kit-live';
import { attemptCsvRow, attemptsCsvFileName, attemptsCsvHeader } from '../../domain/attempts-csv.ts';
import { getAttemptsForExport, getDashboard, getOpenEndedAnswers, quizForToken } from '../../domain/creator-reads.ts';
import { deleteQuizByToken, type DeleteDeps } from '../../domain/delete-quiz.ts';
import type { ReadDeps } from '../../domain/read-quiz.ts';
import { quizChannel } from './live-channel.ts';

/** Responses carrying the creator's data must not be stored by any cache on the way. */
const noStore = (res: express.Response) => res.set('Cache-Control', 'no-store');

/** Everything only the dashboard token opens: dashboard, live updates, CSV, open-ended answers, delete. */
export function creatorRoutes(deps: ReadDeps & DeleteDeps & { live: LiveHub }): express.Router {
  const router = express.Router();

  router.get(QUIZ_PATHS.quizDashboard, async (req, res) => {
    const { token } = validate(dashboardTokenParamsSchema, req.params);
    noStore(res).json(await getDashboard(deps, token));
  });

  router.delete(QUIZ_PATHS.quizDashboard, async (req, res) => {
    const { token } = validate(dashboardTokenParamsSchema, req.params);
    await deleteQuizByToken(deps, token);
    noStore(res).status(204).end();
  });

  router.get(QUIZ_PATHS.dashboardLive, async (req, res) => {
    const { token } = validate(dashboardTokenParamsSchema, req.params);
    const quiz = await quizForToken(deps, token);
    deps.live.open(req, res, quizChannel(quiz.id));
  });

  router.get(QUIZ_PATHS.dashboardExport, async (req, res) => {
    const { token } = validate(dashboardTokenParamsSchema, req.params);
    const { quiz, questions, attempts } = await getAttemptsForExport(deps, token);
    noStore(res)
      .type('text/csv; charset=utf-8')
      .attachment(attemptsCsvFileName(quiz.id));
    // A byte-order mark so spreadsheet programs read names in any script as UTF-8.
    const csv = stringify({ bom: true });
    csv.pipe(res);
    csv.write(attemptsCsvHeader(questions));
    for (const attempt of attempts) csv.write(attemptCsvRow(questions, attempt));
    csv.end();
  });

  router.get(QUIZ_PATHS.openEndedAnswers, async (req, res) => {
    const { id } = validate(quizIdParamsSchema, req.params);
    noStore(res).json(await getOpenEndedAnswers(deps, id, req.get(QUIZ_HEADERS.dashboardToken)));
  });

  return router;
}
