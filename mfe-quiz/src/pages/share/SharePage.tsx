import { buildPath } from '@quizlink/contracts/http';
import { PAGE_PATHS } from '@quizlink/contracts/platform';
import { invitationMessage, type PublicQuiz, QUIZ_EXPERIENCE_MESSAGES, QUIZ_LINK_TEXTS, QUIZ_MESSAGES, QUIZ_SCREEN_MESSAGES } from '@quizlink/contracts/quiz';
import { navigate, toast } from '@quizlink/platform';
import { Alert, Button, Card, PageTitle, Stack, StatusPanel } from '@quizlink/ui';
import { CopyField } from '../../components/CopyField.tsx';
import { QuizShareSheet } from '../../components/QuizShareSheet.tsx';
import { formatDate } from '../../components/quiz-dates.ts';
import type { PublishedQuiz } from './share-session.ts';
import { useShareState, type ShareScreen } from './use-share-state.ts';

const absolute = (path: string): string => `${window.location.origin}${path}`;

/** /share/{quizId}: the links and message to send friends, the private dashboard link and the expiry date. */
export function SharePage({ quizIdParam }: { quizIdParam: string }) {
  const screen = useShareState(quizIdParam);
  if (screen.status === 'not-found') {
    return (
      <StatusPanel title={QUIZ_MESSAGES.quizNotFound} tone="danger" actions={<Button onClick={() => navigate(PAGE_PATHS.home)}>Home</Button>}>
        <p>Quiz ID: {screen.quizIdParam}</p>
      </StatusPanel>
    );
  }
  const token = screen.published?.dashboardToken ?? null;
  const dashboardPath = token ? buildPath(PAGE_PATHS.dashboard, { token }) : null;
  const viewDashboard = () => {
    if (dashboardPath) return navigate(dashboardPath);
    const description = screen.status === 'error' ? QUIZ_EXPERIENCE_MESSAGES.dashboardAccessUnavailable : QUIZ_EXPERIENCE_MESSAGES.dashboardTokenNotFound;
    toast({ title: QUIZ_SCREEN_MESSAGES.errorTitle, description, variant: 'destructive' });
  };
  return (
    <Stack gap={5}>
      <PageTitle subtitle={screen.status === 'ready' ? screen.quiz.title : undefined}>Your Quiz Is Ready to Share!</PageTitle>
      <Card heading="Share with friends">
        <QuizLinks published={screen.published} quiz={screen.status === 'ready' ? screen.quiz : null} />
      </Card>
      <Card heading="Your private dashboard">
        <DashboardLink screen={screen} dashboardPath={dashboardPath} />
      </Card>
      {screen.status === 'ready' ? <p>This quiz expires on {formatDate(screen.quiz.expiresAt)}.</p> : null}
      <Stack direction="row" gap={2} wrap>
        <Button onClick={viewDashboard}>View Dashboard</Button>
        <Button variant="outline" onClick={() => navigate(PAGE_PATHS.home)}>
          Home
        </Button>
      </Stack>
    </Stack>
  );
}

/**
 * The share sheet and the links to send friends; code and slug are known only to the tab that
 * published the quiz (session storage). The sheet waits for the quiz (its title and creator's name).
 */
function QuizLinks({ published, quiz }: { published: PublishedQuiz | null; quiz: PublicQuiz | null }) {
  if (!published?.urlSlug || !published.accessCode) return <Alert variant="warning">{QUIZ_LINK_TEXTS.linksOnlyInPublishingTab}</Alert>;
  const quizLink = absolute(buildPath(PAGE_PATHS.quizBySlug, { slug: published.urlSlug }));
  return (
    <Stack gap={5}>
      {quiz ? <QuizShareSheet title={quiz.title} creatorName={quiz.creatorName} urlSlug={published.urlSlug} accessCode={published.accessCode} /> : null}
      <Stack gap={3}>
        <CopyField label="Quiz link" value={quizLink} />
        <CopyField label="Access code" value={published.accessCode} />
        <CopyField label="Code link" value={absolute(buildPath(PAGE_PATHS.quizByCode, { code: published.accessCode }))} />
        {quiz ? <CopyField label="Invitation message" value={invitationMessage(quiz.creatorName, quizLink, published.accessCode)} multiline /> : null}
      </Stack>
    </Stack>
  );
}

/** The dashboard link's inline states: loading, error, token missing, or the link. */
function DashboardLink({ screen, dashboardPath }: { screen: Exclude<ShareScreen, { status: 'not-found' }>; dashboardPath: string | null }) {
  if (screen.status === 'loading') return <output>{QUIZ_MESSAGES.dashboardLinkLoading}</output>;
  if (screen.status === 'error') return <Alert variant="error">{QUIZ_MESSAGES.dashboardLinkError}</Alert>;
  if (!dashboardPath) return <Alert variant="warning">{QUIZ_MESSAGES.dashboardTokenMissing}</Alert>;
  return (
    <Stack gap={2}>
      <p>Keep this link private: it shows everyone's results and answers.</p>
      <CopyField label="Dashboard link" value={absolute(dashboardPath)} />
    </Stack>
  );
}
