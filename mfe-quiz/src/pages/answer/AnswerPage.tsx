import { useEffect, useState } from 'react';
import { buildPath } from '@quizlink/contracts/http';
import { PAGE_PATHS, quizShareTitle } from '@quizlink/contracts/platform';
import { type PublicQuestion, type PublicQuiz, QUIZ_MESSAGES, quizDescription } from '@quizlink/contracts/quiz';
import { ANALYTICS_EVENTS, ANALYTICS_LABELS, navigate, pageTitle, session, setPageMeta, trackEvent, type SessionUser } from '@quizlink/platform';
import { Button, Stack } from '@quizlink/ui';
import { takeArrivalFromFindQuiz } from '../../components/answer-origin.ts';
import { LoadingPanel } from '../../components/LoadingPanel.tsx';
import { QuizExits, QuizUnavailable } from '../../components/QuizUnavailable.tsx';
import { rememberQuizLink } from '../results/quiz-link-memory.ts';
import { QuizRunner } from './QuizRunner.tsx';
import { StartCard } from './StartCard.tsx';
import { needsStartCard, rememberStartPressed } from './start-gate.ts';
import { useAttemptStart } from './use-attempt-start.ts';
import { useQuizLookup, type QuizLookup } from './use-quiz-lookup.ts';

/** Loading, with the spec's two exits: a slow quiz need not trap the taker. */
function Loading() {
  return (
    <Stack gap={4} align="center">
      <LoadingPanel label="Loading quiz..." />
      <Stack direction="row" gap={2} wrap>
        <QuizExits />
      </Stack>
    </Stack>
  );
}

const loadFailed = (retry: () => void) => (
  <QuizUnavailable title={QUIZ_MESSAGES.errorLoadingQuizTitle} actions={<Button onClick={retry}>Try Again</Button>}>
    <p>{QUIZ_MESSAGES.errorLoadingQuizBody}</p>
  </QuizUnavailable>
);

/**
 * Remembers the quiz and sends the visitor home to give a name (which creates their user id) and come
 * back. `forget`: the session's user id is not one the server issued, so it goes first.
 */
function askForName(lookup: QuizLookup, opts: { forget?: boolean } = {}): void {
  if (opts.forget) session.remove('userId');
  if (lookup.kind === 'code') session.setPendingCode(lookup.value);
  else session.setPendingSlug(lookup.value);
  navigate(PAGE_PATHS.home, { replace: true });
}

/** /quiz/code/{code} and /quiz/{slug}: take a quiz as the taker named on the home page. */
export function AnswerPage({ lookup }: { lookup: QuizLookup }) {
  const [user] = useState(() => session.getUser());
  // Without a name there is nobody to score: remember the quiz and ask for the name first.
  useEffect(() => {
    if (!user) askForName({ kind: lookup.kind, value: lookup.value });
  }, [user, lookup.kind, lookup.value]);
  const { screen, retry } = useQuizLookup(lookup, user !== null);

  if (!user) return null;
  switch (screen.status) {
    case 'loading':
      return <Loading />;
    case 'not-found':
      return <QuizUnavailable title={QUIZ_MESSAGES.quizNotFound}>{screen.message ? <p>{screen.message}</p> : null}</QuizUnavailable>;
    case 'expired':
      return (
        <QuizUnavailable title={QUIZ_MESSAGES.quizExpiredTitle}>
          <p>{screen.message}</p>
        </QuizUnavailable>
      );
    case 'error':
      return loadFailed(retry);
    case 'ready':
      if (screen.questions.length === 0 && screen.quiz.timeLimit === null) return loadFailed(retry);
      return <StartedQuiz quiz={screen.quiz} questions={screen.questions} user={user} lookup={lookup} />;
  }
}

/**
 * A timed quiz first shows its start card; on Start (at once for an untimed quiz) the start is
 * recorded on the server, then the quiz runs (the start's questions) against that start's deadline.
 */
function StartedQuiz(props: { quiz: PublicQuiz; questions: PublicQuestion[]; user: SessionUser; lookup: QuizLookup }) {
  const { quiz, questions: readQuestions, user, lookup } = props;
  const [attempt, setAttempt] = useState(0);
  const [viaFindQuiz] = useState(takeArrivalFromFindQuiz);
  const [waitingForStart, setWaitingForStart] = useState(() => needsStartCard(quiz, user.id));
  const start = useAttemptStart(quiz, user, attempt, !waitingForStart);
  const started = start.status === 'started';
  // "Share my score" on the results sends friends to the link this quiz was opened by.
  useEffect(() => {
    const path = lookup.kind === 'code' ? buildPath(PAGE_PATHS.quizByCode, { code: lookup.value }) : buildPath(PAGE_PATHS.quizBySlug, { slug: lookup.value });
    rememberQuizLink(quiz.id, path);
  }, [quiz.id, lookup.kind, lookup.value]);
  // In-app navigation gets the same personalised title the gateway puts into a quiz link's HTML.
  useEffect(() => {
    setPageMeta({ title: pageTitle(quizShareTitle(quiz.creatorName)), description: quizDescription(quiz.creatorName), noindex: false });
  }, [quiz.creatorName]);
  useEffect(() => {
    if (started) trackEvent(ANALYTICS_EVENTS.quizAnswerStarted, { label: viaFindQuiz ? ANALYTICS_LABELS.findQuiz : ANALYTICS_LABELS.directLink });
  }, [started, viaFindQuiz]);
  const unknownUser = start.status === 'unknown-user';
  useEffect(() => {
    if (unknownUser) askForName({ kind: lookup.kind, value: lookup.value }, { forget: true });
  }, [unknownUser, lookup.kind, lookup.value]);
  if (waitingForStart) {
    const pressStart = () => {
      rememberStartPressed(quiz.id, user.id);
      setWaitingForStart(false);
    };
    return <StartCard quiz={quiz} onStart={pressStart} />;
  }
  if (start.status === 'starting' || unknownUser) return <Loading />;
  if (start.status === 'failed') return loadFailed(() => setAttempt((n) => n + 1));
  const questions = start.questions.length > 0 ? start.questions : readQuestions;
  if (questions.length === 0) return loadFailed(() => setAttempt((n) => n + 1));
  return <QuizRunner quiz={quiz} questions={questions} user={user} start={start} />;
}

