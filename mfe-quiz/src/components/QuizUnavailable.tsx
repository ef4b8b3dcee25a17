import type React from 'react';
import { PAGE_PATHS } from '@quizlink/contracts/platform';
import { POLISH_MESSAGES, QUIZ_MESSAGES } from '@quizlink/contracts/quiz';
import { navigate } from '@quizlink/platform';
import { Button, StatusPanel } from '@quizlink/ui';

export type QuizUnavailableProps = {
  title: string;
  children?: React.ReactNode;
  /** Extra actions before the two ways out (e.g. Try Again). */
  actions?: React.ReactNode;
};

/**
 * What a player is told happened, under the spec's title: a deleted quiz and a mistyped code both
 * answer Quiz Not Found, so the line names both; an expired one says quizzes close after a while.
 */
const EXPLANATIONS: Readonly<Record<string, string>> = {
  [QUIZ_MESSAGES.quizNotFound]: POLISH_MESSAGES.quizNotFoundExplanation,
  [QUIZ_MESSAGES.quizExpiredTitle]: POLISH_MESSAGES.quizExpiredExplanation,
};

/** The two ways on from an answer screen that shows no quiz: home, or find another quiz. */
export function QuizExits() {
  return (
    <>
      <Button onClick={() => navigate(PAGE_PATHS.home)}>Back to Home</Button>
      <Button variant="outline" onClick={() => navigate(PAGE_PATHS.findQuiz)}>
        {POLISH_MESSAGES.findQuiz}
      </Button>
    </>
  );
}

/** A quiz that cannot be taken (not found or deleted, expired, failed to load): why, and the ways on. */
export function QuizUnavailable({ title, children, actions }: QuizUnavailableProps) {
  const explanation = EXPLANATIONS[title];
  return (
    <StatusPanel
      title={title}
      tone="danger"
      actions={
        <>
          {actions}
          <QuizExits />
        </>
      }
    >
      {children}
      {explanation ? <p>{explanation}</p> : null}
    </StatusPanel>
  );
}
