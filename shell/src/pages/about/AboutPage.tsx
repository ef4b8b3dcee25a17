import { Link } from 'wouter';
import '../static-pages.css';
import { PAGE_PATHS, SHELL_MESSAGES } from '@quizlink/contracts/platform';
import { LIMITS } from '@quizlink/contracts/quiz';
import { PageTitle } from '@quizlink/ui';
import { pageTitle, usePageMeta } from '../../meta/use-page-meta.ts';

/** About QuizLink: what it is, who it is for and the principles behind it. */
export default function AboutPage() {
  usePageMeta({
    title: pageTitle(SHELL_MESSAGES.aboutTitle),
    description: 'QuizLink is a free, no-sign-up quiz maker for friends, classrooms, families and creators. Build a quiz by hand or with AI and share one link.',
  });
  return (
    <div className="ql-static ql-prose">
      <PageTitle subtitle="A quiz maker for the moments when you want answers from people, fast.">{SHELL_MESSAGES.aboutTitle}</PageTitle>
      <h2>What QuizLink is</h2>
      <p>
        QuizLink lets anyone build a quiz about themselves or any topic and share it with one link. Friends open the link,
        type their name and answer one question at a time. They see their score and the leaderboard straight away, and
        the creator follows every attempt on a private dashboard.
      </p>
      <h2>Who it is for</h2>
      <ul>
        <li><strong>Friends and families</strong> who want to find out who really knows whom.</li>
        <li><strong>Teachers</strong> who need a quick check at the end of a lesson, joined with a code on the board.</li>
        <li><strong>Students and study groups</strong> practising for exams from their own notes.</li>
        <li><strong>Content creators</strong> who want their audience to take part, not just scroll.</li>
      </ul>
      <h2>How we build it</h2>
      <ul>
        <li>
          <strong>No sign-up.</strong> A typed name is enough, for creators and players alike. Nobody has to hand over an
          email address to play.
        </li>
        <li>
          <strong>Fair scores.</strong> Answers are checked on our server, so nobody can find the correct answers in their
          browser, and the leaderboard stays honest.
        </li>
        <li>
          <strong>Short memory.</strong> Quizzes, answers and dashboards are deleted {LIMITS.defaultQuizLifetimeDays} days
          after a quiz is published.
        </li>
        <li>
          <strong>AI that drafts, people who decide.</strong> Auto Draft proposes questions from your documents, images,
          text or topic; you review every one before anything is published.
        </li>
        <li>
          <strong>Free and fast on any phone.</strong> QuizLink works in the browser and can be installed as an app.
        </li>
      </ul>
      <h2>Get in touch</h2>
      <p>
        Ideas, questions or a problem with a quiz? Write to us on the <Link href={PAGE_PATHS.contact}>contact page</Link>,
        or read the <Link href={PAGE_PATHS.faq}>FAQ &amp; How It Works</Link>.
      </p>
    </div>
  );
}
