import type React from 'react';
import { PAGE_PATHS } from '@quizlink/contracts';
import { navigate } from '@quizlink/platform';
import { Button, StatusPanel } from '@quizlink/ui';

export type QuizUnavailableProps = {
  title: string;
  children?: React.ReactNode;
  /** Extra actions before the two ways out (e.g. Try Again). */
  actions?: React.ReactNode;
};

/** The two ways on from an answer screen that shows no quiz: home, or find another quiz. */
export function QuizExits() {
  return (
    <>
      <Button onClick={() => navigate(PAGE_PATHS.home)}>Back to Home</Button>
      <Button variant="outline" onClick={() => navigate(PAGE_PATHS.findQuiz)}>
        Find a Quiz
      </Button>
    </>
  );
}

/** A quiz that cannot be taken (not found, expired, failed to load). */
export function QuizUnavailable({ title, children, actions }: QuizUnavailableProps) {
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
    </StatusPanel>
  );
}
