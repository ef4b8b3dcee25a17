import { buildPath } from '@quizlink/contracts/http';
import { PAGE_PATHS } from '@quizlink/contracts/platform';
import { type DashboardResponse, QUIZ_EXPERIENCE_MESSAGES, QUIZ_MESSAGES } from '@quizlink/contracts/quiz';
import { navigate } from '@quizlink/platform';
import { Button, Card, PageTitle, Stack, StatusPanel } from '@quizlink/ui';
import { quizzesApi } from '../../api/quizzes.api.ts';
import { CopyField } from '../../components/CopyField.tsx';
import { LoadingPanel } from '../../components/LoadingPanel.tsx';
import { QuizShareSheet } from '../../components/QuizShareSheet.tsx';
import { formatDate } from '../../components/quiz-dates.ts';
import { AttemptsTable } from './AttemptsTable.tsx';
import { DashboardCharts } from './DashboardCharts.tsx';
import { DeleteQuiz } from './DeleteQuiz.tsx';
import { OpenEndedAnswers } from './OpenEndedAnswers.tsx';
import { QuestionPerformanceList } from './QuestionPerformanceList.tsx';
import { useDashboardState } from './use-dashboard-state.ts';
import { useOpenEndedAnswers } from './use-open-ended.ts';

const homeButton = <Button onClick={() => navigate(PAGE_PATHS.home)}>Back to Home</Button>;
const grid = { display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: 'var(--ql-space-2) var(--ql-space-4)', margin: 0 } as const;

/** /dashboard/{token}: the creator's private view of a quiz's attempts. */
export function DashboardPage({ token }: { token: string }) {
  const s = useDashboardState(token);
  const { screen } = s;
  switch (screen.status) {
    case 'loading':
      return <LoadingPanel label="Loading dashboard..." />;
    case 'not-found':
      return (
        <StatusPanel title={QUIZ_MESSAGES.dashboardNotFoundTitle} tone="danger" actions={homeButton}>
          <p>{QUIZ_MESSAGES.dashboardNotFoundBody}</p>
        </StatusPanel>
      );
    case 'expired':
      return (
        <StatusPanel title={QUIZ_MESSAGES.quizExpiredTitle} tone="danger" actions={homeButton}>
          <p>{screen.message}</p>
        </StatusPanel>
      );
    case 'error':
      return (
        <StatusPanel title={QUIZ_MESSAGES.errorLoadingQuizTitle} tone="danger" actions={<><Button onClick={s.retry}>Try Again</Button>{homeButton}</>}>
          <p>{QUIZ_MESSAGES.errorLoadingQuizBody}</p>
        </StatusPanel>
      );
    case 'ready':
      return <Dashboard token={token} dashboard={screen.dashboard} live={s.live} onRefresh={() => void s.refresh()} onDelete={s.remove} />;
  }
}

type DashboardProps = { token: string; dashboard: DashboardResponse; live: boolean; onRefresh: () => void; onDelete: () => Promise<boolean> };

function Dashboard({ token, dashboard, live, onRefresh, onDelete }: DashboardProps) {
  const origin = window.location.origin;
  const { stats } = dashboard;
  const essay = dashboard.quizType === 'essay';
  const openEnded = useOpenEndedAnswers(dashboard.id, token, live, dashboard.questions.some((q) => q.type === 'open-ended'));
  return (
    <Stack gap={5}>
      <PageTitle subtitle={`Created by ${dashboard.creatorName}`}>{dashboard.title}</PageTitle>
      <Stack direction="row" gap={2} align="center" wrap>
        <Button onClick={onRefresh}>Refresh</Button>
        <a className="ql-button ql-button--outline" href={quizzesApi.exportPath(token)} download>
          Export CSV
        </a>
        {live ? <span style={{ color: 'var(--ql-color-text-muted)' }}>Updating live</span> : null}
      </Stack>
      <Card heading="Results at a glance">
        <dl style={grid}>
          <dt>{QUIZ_EXPERIENCE_MESSAGES.quizType}</dt>
          <dd style={{ margin: 0 }}>{essay ? QUIZ_EXPERIENCE_MESSAGES.essayQuiz : 'Scored Quiz'}</dd>
          <dt>Attempts</dt>
          <dd style={{ margin: 0 }}>{stats.attemptCount}</dd>
          {essay ? null : (
            <>
              <dt>Average score</dt>
              <dd style={{ margin: 0 }}>{stats.averageScore}%</dd>
              <dt>Top score</dt>
              <dd style={{ margin: 0 }}>{stats.topScore}%</dd>
            </>
          )}
          <dt>Questions</dt>
          <dd style={{ margin: 0 }}>{dashboard.questionCount}</dd>
        </dl>
      </Card>
      <DashboardCharts dashboard={dashboard} />
      <Card heading="Attempts">
        <AttemptsTable attempts={dashboard.attempts} total={stats.attemptCount} essay={essay} />
      </Card>
      <Card heading="Question performance">
        <QuestionPerformanceList questions={dashboard.questions} />
      </Card>
      <Card heading="Open-ended answers">
        <OpenEndedAnswers state={openEnded} />
      </Card>
      <Card heading="Share your quiz">
        <Stack gap={5}>
          <QuizShareSheet title={dashboard.title} creatorName={dashboard.creatorName} urlSlug={dashboard.urlSlug} accessCode={dashboard.accessCode} />
          <Stack gap={3}>
            <CopyField label="Quiz link" value={`${origin}${buildPath(PAGE_PATHS.quizBySlug, { slug: dashboard.urlSlug })}`} />
            <CopyField label="Access code" value={dashboard.accessCode} />
            <CopyField label="Code link" value={`${origin}${buildPath(PAGE_PATHS.quizByCode, { code: dashboard.accessCode })}`} />
          </Stack>
        </Stack>
      </Card>
      <p>This quiz expires on {formatDate(dashboard.expiresAt)}.</p>
      <Card heading="Delete quiz">
        <DeleteQuiz onDelete={onDelete} />
      </Card>
      <div>{homeButton}</div>
    </Stack>
  );
}
