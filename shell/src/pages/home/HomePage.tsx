import { useRef, useState } from 'react';
import './home.css';
import { LAYOUT_MESSAGES, PLATFORM_MESSAGES, SHELL_MESSAGES, SITE_SHARE } from '@quizlink/contracts/platform';
import { LIMITS, QUIZ_MESSAGES } from '@quizlink/contracts/quiz';
import { session } from '@quizlink/platform';
import { Button, Card, TextField } from '@quizlink/ui';
import { pageTitle, usePageMeta } from '../../meta/use-page-meta.ts';
import { BlogTeasers } from './sections/BlogTeasers.tsx';
import { CallToAction } from './sections/CallToAction.tsx';
import { Explainer } from './sections/Explainer.tsx';
import { FeatureCards } from './sections/FeatureCards.tsx';
import { HeroIllustration } from './sections/HeroIllustration.tsx';
import { HowItWorks } from './sections/HowItWorks.tsx';
import { Testimonials } from './sections/Testimonials.tsx';
import { useHomeActions } from './use-home-actions.ts';
import { usePendingQuiz } from './use-pending-quiz.ts';
import { useRestAfterFirstPaint } from './use-rest-after-first-paint.ts';

/**
 * Home: the visitor types a name, then creates, answers or auto-drafts a quiz; below, what QuizLink is
 * (rendered just after the first paint, in a transition: see use-rest-after-first-paint.ts).
 */
export function HomePage() {
  const pending = usePendingQuiz();
  const hasPending = Boolean(pending.code || pending.slug);
  const [name, setName] = useState(() => session.getUser()?.name ?? '');
  const nameRef = useRef<HTMLInputElement>(null);
  const { busy, run } = useHomeActions(pending, () => nameRef.current?.focus());
  usePageMeta({ title: pageTitle(PLATFORM_MESSAGES.tagline), description: SITE_SHARE.description, path: '/' });
  const restReady = useRestAfterFirstPaint();

  return (
    <div className="ql-home">
      <div className="ql-home__hero">
        <HeroIllustration />
        <header className="ql-page-title ql-home__title">
          <h1 className="ql-page-title__heading">{PLATFORM_MESSAGES.tagline}</h1>
          <p className="ql-page-title__subtitle">{hasPending ? QUIZ_MESSAGES.pendingQuizIntro : SHELL_MESSAGES.homeLead}</p>
        </header>
        <Card className="ql-home__start" aria-label={SHELL_MESSAGES.startCardHeading}>
          <form
            noValidate
            aria-busy={busy}
            onSubmit={(event) => {
              event.preventDefault();
              void run(hasPending ? 'answer' : 'create', name);
            }}
          >
            <TextField
              ref={nameRef}
              id="user-name"
              name="user-name"
              label={LAYOUT_MESSAGES.yourName}
              placeholder={LAYOUT_MESSAGES.yourNamePlaceholder}
              autoComplete="name"
              required
              maxLength={LIMITS.userNameMaxLength}
              value={name}
              onChange={(event) => setName(event.target.value)}
            />
            <div className="ql-home__actions">
              <Button variant={hasPending ? 'outline' : 'primary'} disabled={busy} onClick={() => void run('create', name)}>
                {LAYOUT_MESSAGES.createQuiz}
              </Button>
              <Button variant={hasPending ? 'primary' : 'outline'} disabled={busy} onClick={() => void run('answer', name)}>
                {hasPending ? LAYOUT_MESSAGES.answerThisQuiz : LAYOUT_MESSAGES.answerQuiz}
              </Button>
              <Button variant="secondary" disabled={busy} onClick={() => void run('autoDraft', name)}>
                {LAYOUT_MESSAGES.autoDraftQuiz}
              </Button>
            </div>
          </form>
        </Card>
      </div>
      {restReady ? (
        <>
          <FeatureCards />
          <HowItWorks />
          <Testimonials />
          <CallToAction busy={busy} onCreate={() => void run('create', name)} onAutoDraft={() => void run('autoDraft', name)} />
          <Explainer />
          <BlogTeasers />
        </>
      ) : null}
    </div>
  );
}
