import type React from 'react';
import { Route, Switch } from 'wouter';
import { QueryClientProvider } from '@tanstack/react-query';
import { pageQueryClient } from '@quizlink/platform/query-client';
import { PAGE_PATHS } from '@quizlink/contracts/platform';
import { accessCodeOf } from '@quizlink/contracts/quiz';
import { AnswerPage, CreateAnyQuizPage, CreatePage, DashboardPage, FindQuizPage, NotFoundPage, ResultsPage, SharePage, TestQuizLookupPage } from './pages/lazy-pages.tsx';
import type { QuizLookup } from './pages/answer/use-quiz-lookup.ts';

/**
 * /quiz/{text}: a slug always holds a hyphen, so 6 letters or digits there are a code typed or pasted
 * in any case (home's Answer Quiz sends a bare clipboard text to /quiz/{text}, as the spec says).
 */
const slugOrCode = (text: string): QuizLookup => {
  const code = accessCodeOf(text);
  return code ? { kind: 'code', value: code } : { kind: 'slug', value: text };
};

/**
 * The quiz remote's own router. single-spa mounts it for the quiz prefixes only, so the final
 * fallback is a not-found screen for unknown paths under those prefixes.
 * `/quiz/code/:code` comes before `/quiz/:slug`, which would otherwise take "code" as a slug.
 * Every read goes through the page's one query client (shared with the shell and the other remotes).
 */
export function Root(): React.JSX.Element {
  return (
    <QueryClientProvider client={pageQueryClient}>
      <div className="mfe-quiz">
        <Switch>
          <Route path={PAGE_PATHS.create} component={CreatePage} />
          <Route path={PAGE_PATHS.createAnyQuiz} component={CreateAnyQuizPage} />
          <Route path={PAGE_PATHS.findQuiz} component={FindQuizPage} />
          <Route path={PAGE_PATHS.testQuizLookup} component={TestQuizLookupPage} />
          <Route path={PAGE_PATHS.quizByCode}>{(params) => <AnswerPage lookup={{ kind: 'code', value: accessCodeOf(params.code) ?? params.code }} />}</Route>
          <Route path={PAGE_PATHS.quizBySlug}>{(params) => <AnswerPage lookup={slugOrCode(params.slug)} />}</Route>
          <Route path={PAGE_PATHS.share}>{(params) => <SharePage quizIdParam={params.quizId} />}</Route>
          <Route path={PAGE_PATHS.results}>
            {(params) => <ResultsPage quizIdParam={params.quizId} attemptId={params.attemptId} />}
          </Route>
          <Route path={PAGE_PATHS.dashboard}>{(params) => <DashboardPage token={params.token} />}</Route>
          {/* A dashboard link cut short (/dashboard, /dashboard/) or with extra parts: Dashboard Not Found, not Page Not Found. */}
          <Route path={PAGE_PATHS.dashboard.replace(':token', '*?')}>{() => <DashboardPage token="" />}</Route>
          <Route component={NotFoundPage} />
        </Switch>
      </div>
    </QueryClientProvider>
  );
}
