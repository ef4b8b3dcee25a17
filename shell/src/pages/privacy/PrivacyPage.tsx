import { Link } from 'wouter';
import '../static-pages.css';
import { PAGE_PATHS, SHELL_MESSAGES } from '@quizlink/contracts/platform';
import { LIMITS } from '@quizlink/contracts/quiz';
import { PageTitle } from '@quizlink/ui';
import { pageTitle, usePageMeta } from '../../meta/use-page-meta.ts';
import { POLICY_DATE } from '../policy-date.ts';

/** Privacy Policy: what QuizLink stores, where, for how long and who sees it. */
export default function PrivacyPage() {
  usePageMeta({ title: pageTitle(SHELL_MESSAGES.privacyTitle), description: 'What QuizLink stores, for how long, and who can see it. No accounts, no tracking by default, quizzes deleted after 7 days.' });
  const days = LIMITS.defaultQuizLifetimeDays;
  return (
    <div className="ql-static ql-prose">
      <PageTitle subtitle={`${SHELL_MESSAGES.lastUpdated}: ${POLICY_DATE}`}>{SHELL_MESSAGES.privacyTitle}</PageTitle>
      <p>QuizLink is built to need as little about you as possible. This policy explains what we store and why.</p>
      <h2>What we store</h2>
      <ul>
        <li><strong>The name you type.</strong> We give it a number (your visitor id) so your quizzes and answers can be linked to it. We never ask for an email address or a password to play.</li>
        <li><strong>Your quizzes.</strong> Questions, options, correct answers, hints, images you upload and the timing you choose.</li>
        <li><strong>Answers.</strong> The answers given to a quiz, the name of the person answering, their score and when they answered.</li>
        <li><strong>Contact messages.</strong> The name, email address and message you send through the contact form, so that we can reply.</li>
        <li><strong>Auto Draft material.</strong> The documents, images, text or topic you submit, long enough to draft your questions.</li>
        <li><strong>Technical logs.</strong> Request times, addresses and error reports, used to keep the service running and to stop abuse.</li>
      </ul>
      <h2>Who can see what</h2>
      <ul>
        <li>Anyone with a quiz link can see the quiz's questions (never the correct answers) and its leaderboard: names, scores and times.</li>
        <li>Only the creator, through the private dashboard link, sees each attempt, per-question results and open answers. We store only a fingerprint of that link, so we cannot recover it for you.</li>
        <li>Contact messages are read only by our support team.</li>
      </ul>
      <h2>How long we keep it</h2>
      <p>
        Quizzes, their questions, answers and dashboards are deleted {days} days after the quiz is published. Auto Draft
        material is discarded once the draft is produced. Contact messages are kept until the conversation is finished.
        Logs are kept for a short period for security.
      </p>
      <h2>Storage in your browser</h2>
      <p>
        QuizLink uses your browser's session and local storage, not tracking cookies: your name and visitor id for the
        current tab, a quiz you are about to answer, your unfinished draft and progress in a quiz, and whether you
        dismissed the install banner. You can clear them at any time in your browser settings.
      </p>
      <h2>Analytics and third parties</h2>
      <p>
        QuizLink does not send analytics to any third party by default. If we enable page-view statistics, they will count
        page visits and the start of quiz creation and answering, never your answers. When Auto Draft uses an AI provider,
        the material you submit is sent to that provider only to generate your draft. We do not sell data.
      </p>
      <h2>Children</h2>
      <p>QuizLink is for people aged 13 or older. If you believe a child under 13 has used it, contact us and we will remove their data.</p>
      <h2>Your choices</h2>
      <p>
        You can ask us to delete a quiz or a contact message before it expires, or ask what we hold about a name you used,
        through the <Link href={PAGE_PATHS.contact}>contact page</Link>.
      </p>
    </div>
  );
}
