import type React from 'react';
import { Route, Switch } from 'wouter';
import { PAGE_PATHS } from '@quizlink/contracts';
import { AnswerPage } from './pages/answer/AnswerPage.tsx';
import { CreatePage } from './pages/create/CreatePage.tsx';
import { CreateAnyQuizPage } from './pages/create-any-quiz/CreateAnyQuizPage.tsx';
import { DashboardPage } from './pages/dashboard/DashboardPage.tsx';
import { FindQuizPage } from './pages/find-quiz/FindQuizPage.tsx';
import { NotFoundPage } from './pages/not-found/NotFoundPage.tsx';
import { ResultsPage } from './pages/results/ResultsPage.tsx';
import { SharePage } from './pages/share/SharePage.tsx';
import { TestQuizLookupPage } from './pages/test-quiz-lookup/TestQuizLookupPage.tsx';

/**
 * The quiz remote's own router. single-spa mounts it for the quiz prefixes only, so the final
 * fallback is a not-found screen for unknown paths under those prefixes.
 * `/quiz/code/:code` comes before `/quiz/:slug`, which would otherwise take "code" as a slug.
 */
export function Root(): React.JSX.Element {
  return (
    <div className="mfe-quiz">
      <Switch>
        <Route path={PAGE_PATHS.create} component={CreatePage} />
        <Route path={PAGE_PATHS.createAnyQuiz} component={CreateAnyQuizPage} />
        <Route path={PAGE_PATHS.findQuiz} component={FindQuizPage} />
        <Route path={PAGE_PATHS.testQuizLookup} component={TestQuizLookupPage} />
        <Route path={PAGE_PATHS.quizByCode}>{(params) => <AnswerPage lookup={{ kind: 'code', value: params.code }} />}</Route>
        <Route path={PAGE_PATHS.quizBySlug}>{(params) => <AnswerPage lookup={{ kind: 'slug', value: params.slug }} />}</Route>
        <Route path={PAGE_PATHS.share}>{(params) => <SharePage quizIdParam={params.quizId} />}</Route>
        <Route path={PAGE_PATHS.results}>
          {(params) => <ResultsPage quizIdParam={params.quizId} attemptId={params.attemptId} />}
        </Route>
        <Route path={PAGE_PATHS.dashboard}>{(params) => <DashboardPage token={params.token} />}</Route>
        <Route component={NotFoundPage} />
      </Switch>
    </div>
  );
}
