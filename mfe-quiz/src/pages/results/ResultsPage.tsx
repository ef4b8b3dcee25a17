import { ATTEMPT_MESSAGES, SCORE_MESSAGES } from '@quizlink/contracts/attempt';
import { PAGE_PATHS } from '@quizlink/contracts/platform';
import { QUIZ_MESSAGES } from '@quizlink/contracts/quiz';
import { navigate } from '@quizlink/platform';
import { Button, Card, ConfettiBurst, PageTitle, Podium, ScoreRing, Stack, StatusPanel } from '@quizlink/ui';
import { LoadingPanel } from '../../components/LoadingPanel.tsx';
import { Leaderboard } from './Leaderboard.tsx';
import { boardRows, podiumEntries } from './leaderboard.ts';
import { quizLinkOf } from './quiz-link-memory.ts';
import { CONFETTI_FROM_PERCENT, RESULTS_TEXTS, scoreRingLabel, shareScoreText } from './results-texts.ts';
import { ShareScoreButton } from './ShareScoreButton.tsx';
import { YourAnswers } from './YourAnswers.tsx';
import { scoreMessage, scorePercentage } from './score.ts';
import { useBackToHome } from './use-back-to-home.ts';
import { useResultsState } from './use-results-state.ts';

const homeButton = <Button onClick={() => navigate(PAGE_PATHS.home)}>Back to Home</Button>;

/**
 * /results/{quizId}/{attemptId}: the server's score for this attempt as a reveal (a filling ring,
 * confetti from 80%, Share my score), the answers with the right ones where the creator allows it,
 * and the leaderboard under a top-3 podium.
 */
export function ResultsPage({ quizIdParam, attemptId }: { quizIdParam: string; attemptId: string }) {
  useBackToHome();
  const screen = useResultsState(quizIdParam, attemptId);
  if (screen.status === 'loading') return <LoadingPanel label="Loading results..." />;
  if (screen.status === 'results-not-found') {
    return (
      <StatusPanel title={ATTEMPT_MESSAGES.resultsNotFoundTitle} tone="danger" actions={homeButton}>
        <p>{ATTEMPT_MESSAGES.resultsNotFoundBody}</p>
      </StatusPanel>
    );
  }
  if (screen.status === 'quiz-error') {
    return (
      <StatusPanel title={QUIZ_MESSAGES.errorLoadingQuizTitle} tone="danger" actions={homeButton}>
        <p>{QUIZ_MESSAGES.errorLoadingQuizBody}</p>
      </StatusPanel>
    );
  }
  const { attempt, quiz, questions } = screen.data;
  // An open-ended-only quiz is an essay quiz: nothing is scored, so no score and no leaderboard.
  const essay = attempt.totalQuestions <= 0;
  const shown = Math.min(attempt.score, attempt.totalQuestions);
  const percent = scorePercentage(attempt.score, attempt.totalQuestions);
  const rows = essay ? [] : boardRows(screen.board, attempt);
  return (
    <Stack gap={5}>
      <PageTitle subtitle={quiz.title}>Your Results</PageTitle>
      <Card heading={essay ? 'Thanks for answering!' : 'Your Score'} tone="success">
        {essay ? (
          <p>{SCORE_MESSAGES.noScoredQuestions}</p>
        ) : (
          <Stack gap={3} align="center">
            <ScoreRing percent={percent} value={`${shown}/${attempt.totalQuestions}`} caption={`${percent}%`} label={scoreRingLabel(shown, attempt.totalQuestions, percent)} />
            <p style={{ margin: 0, fontSize: '1.125rem', fontWeight: 600, textAlign: 'center' }}>{scoreMessage(attempt.score, attempt.totalQuestions)}</p>
            <ConfettiBurst active={percent >= CONFETTI_FROM_PERCENT} />
            <ShareScoreButton
              title={quiz.title}
              text={shareScoreText(shown, attempt.totalQuestions, percent, quiz.title)}
              url={quizLinkOf(quiz.id)}
            />
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
          {screen.boardLoading ? (
            <output>Loading leaderboard...</output>
          ) : (
            <Stack gap={4}>
              <Podium entries={podiumEntries(rows)} label={RESULTS_TEXTS.podiumLabel} />
              <Leaderboard page={screen.board} rows={rows} />
            </Stack>
          )}
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
