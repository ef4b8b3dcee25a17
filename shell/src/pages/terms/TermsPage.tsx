import { Link } from 'wouter';
import '../static-pages.css';
import { PAGE_PATHS, SHELL_MESSAGES } from '@quizlink/contracts/platform';
import { LIMITS } from '@quizlink/contracts/quiz';
import { PageTitle } from '@quizlink/ui';
import { pageTitle, usePageMeta } from '../../meta/use-page-meta.ts';
import { POLICY_DATE } from '../policy-date.ts';

/** Terms & Conditions: age (13 or older), acceptable use, content, availability. */
export default function TermsPage() {
  usePageMeta({ title: pageTitle(SHELL_MESSAGES.termsTitle), description: 'The rules for using QuizLink: you must be 13 or older, respect others, and own what you publish.' });
  return (
    <div className="ql-static ql-prose">
      <PageTitle subtitle={`${SHELL_MESSAGES.lastUpdated}: ${POLICY_DATE}`}>{SHELL_MESSAGES.termsTitle}</PageTitle>
      <p>By creating or answering a quiz on QuizLink you agree to these terms. They are short on purpose.</p>
      <h2>Who can use QuizLink</h2>
      <p>You must be 13 years of age or older to use QuizLink, to create quizzes or to answer them.</p>
      <h2>Your content</h2>
      <ul>
        <li>You are responsible for the quizzes, images and answers you publish, and you must have the right to share them.</li>
        <li>You keep ownership of your content. You allow us to store it and show it to the people you share it with, for as long as the quiz exists.</li>
        <li>Do not publish other people's private information, or images of people who have not agreed to it.</li>
      </ul>
      <h2>Acceptable use</h2>
      <ul>
        <li>No harassment, hate, threats, sexual content involving minors, or content that is illegal where you or your players live.</li>
        <li>No spam, phishing or links meant to deceive; no attempts to break, overload or probe the service.</li>
        <li>No collecting personal data such as passwords, addresses or payment details through quiz questions.</li>
      </ul>
      <p>We may remove quizzes that break these rules and block access to the service for those who publish them.</p>
      <h2>Quizzes expire</h2>
      <p>
        Every quiz, with its answers and dashboard, expires {LIMITS.defaultQuizLifetimeDays} days after it is published and is
        then deleted. Quizzes cannot be edited after publishing. Keep your own copy of anything you want to keep.
      </p>
      <h2>AI drafts</h2>
      <p>Auto Draft suggestions are produced by software and can be wrong. Review every question before you publish it; you are responsible for what you publish.</p>
      <h2>The service</h2>
      <p>
        QuizLink is free and provided as it is. We work to keep it available and accurate, but we cannot promise that it
        will always be online or free of errors, and we are not liable for losses caused by its use, as far as the law allows.
      </p>
      <h2>Changes</h2>
      <p>
        We may update these terms; the date above shows the latest version. Questions? Use the{' '}
        <Link href={PAGE_PATHS.contact}>contact page</Link>.
      </p>
    </div>
  );
}
