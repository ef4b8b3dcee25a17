import { useState } from 'react';
import { PAGE_PATHS } from '@quizlink/contracts/platform';
import { CREATE_ANY_QUIZ } from '@quizlink/contracts/quiz';
import { navigate, session } from '@quizlink/platform';
import { Button, Card, PageTitle, Stack } from '@quizlink/ui';
import { CreatePage } from '../create/CreatePage.tsx';

/** The 4-step pitch around the editor. */
function StepsPitch() {
  return (
    <Card heading={CREATE_ANY_QUIZ.stepsHeading} aria-label={CREATE_ANY_QUIZ.stepsHeading}>
      <ol>
        {CREATE_ANY_QUIZ.steps.map((step) => (
          <li key={step.title}>
            <strong>{step.title}</strong>
            <p>{step.body}</p>
          </li>
        ))}
      </ol>
    </Card>
  );
}

/** Visitors who have not typed a name yet (most arrive from a search engine): the pitch and the way in. */
function Welcome() {
  return (
    <Stack gap={3}>
      <PageTitle subtitle={CREATE_ANY_QUIZ.lead}>{CREATE_ANY_QUIZ.heading}</PageTitle>
      <Stack direction="row" gap={3} wrap>
        <Button onClick={() => navigate(PAGE_PATHS.home)}>{CREATE_ANY_QUIZ.startAction}</Button>
      </Stack>
      <p>{CREATE_ANY_QUIZ.startHint}</p>
    </Stack>
  );
}

/**
 * /create-any-quiz: the spec's separate landing page that wraps the editor with a 4-step pitch (its
 * search-engine metadata is set by the shell with the other remote pages'). With a name, the editor
 * itself (same drafts, same publish); without one, the way to the home page, where the name is typed.
 */
export function CreateAnyQuizPage() {
  const [signedIn] = useState(() => session.getUser() !== null);
  return (
    <Stack gap={5}>
      {signedIn ? <CreatePage /> : <Welcome />}
      <StepsPitch />
    </Stack>
  );
}
