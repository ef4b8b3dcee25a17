import { MESSAGES, PAGE_PATHS, SCORE_MESSAGES } from '@quizlink/contracts';
import { navigate } from '@quizlink/platform';
import { Button, Card, PageTitle, Stack, StatusPanel } from '@quizlink/ui';
import { LoadingPanel } from '../../components/LoadingPanel.tsx';
import { Leaderboard } from './Leaderboard.tsx';
import { YourAnswers } from './YourAnswers.tsx';
import { scoreMessage, scorePercentage } from './score.ts';
import { useBackToHome } from './use-back-to-home.ts';
import { useResultsState } from './use-results-state.ts';

const homeButton = <Button onClick={() => navigate(PAGE_PATHS.home)}>Back to Home</Button>;

/** /results/{quizId}/{attemptId}: the server's score for this attempt and the leaderboard. */
export function ResultsPage({ quizIdParam, attemptId }: { quizIdParam: string; attemptId: string }) {
  useBackToHome();
  const screen = useResultsState(quizIdParam, attemptId);
  if (screen.status === 'loading') return <LoadingPanel label="Loading results..." />;
  if (screen.status === 'results-not-found') {
    return (
      <StatusPanel title={MESSAGES.resultsNotFoundTitle} tone="danger" actions={homeButton}>
        <p>{MESSAGES.resultsNotFoundBody}</p>
      </StatusPanel>
    );
  }
  if (screen.status === 'quiz-error') {
    return (
      <StatusPanel title={MESSAGES.errorLoadingQuizTitle} tone="danger" actions={homeButton}>
        <p>{MESSAGES.errorLoadingQuizBody}</p>
      </StatusPanel>
    );
  }
  const { attempt, quiz, questions } = screen.data;
  // An open-ended-only quiz is an essay quiz: nothing is scored, so no score and no leaderboard.
  const essay = attempt.totalQuestions <= 0;
  return (
    <Stack gap={5}>
      <PageTitle subtitle={quiz.title}>Your Results</PageTitle>
      <Card heading={essay ? 'Thanks for answering!' : 'Your Score'} tone="success">
        {essay ? (
          <p>{SCORE_MESSAGES.noScoredQuestions}</p>
        ) : (
          <Stack gap={2}>
            <p style={{ fontSize: '2rem', fontWeight: 700, margin: 0 }}>
              {Math.min(attempt.score, attempt.totalQuestions)}/{attempt.totalQuestions}
            </p>
            <p style={{ margin: 0 }}>{scorePercentage(attempt.score, attempt.totalQuestions)}%</p>
            <p>{scoreMessage(attempt.score, attempt.totalQuestions)}</p>
          </Stack>
        )}
      </Card>
      {questions.length > 0 ? (
        <Card heading="Your Answers">
          <YourAnswers attempt={attempt} questions={questions} />
        </Card>
      ) : null}
      {essay ? null : (
        <Card heading="Leaderboard">
          {screen.boardLoading ? <output>Loading leaderboard...</output> : <Leaderboard page={screen.board} own={attempt} />}
          {screen.live ? <p style={{ margin: 0, color: 'var(--ql-color-text-muted)' }}>Updating live as friends answer.</p> : null}
        </Card>
      )}
      <Stack direction="row" gap={2} wrap>
        {homeButton}
        <Button variant="outline" onClick={() => navigate(PAGE_PATHS.create)}>
          Create Your Own Quiz
        </Button>
      </Stack>
    </Stack>
  );
}
