import { SHELL_MESSAGES } from '@quizlink/contracts/platform';
import { AI_STEPS, MANUAL_STEPS, type Step } from '../home-content.ts';

function Steps({ id, heading, steps }: { id: string; heading: string; steps: readonly Step[] }) {
  return (
    <div className="ql-steps">
      <h3 id={id} className="ql-steps__heading">{heading}</h3>
      <ol className="ql-steps__list" aria-labelledby={id}>
        {steps.map((step) => (
          <li key={step.title} className="ql-steps__item">
            <strong className="ql-steps__title">{step.title}</strong>
            <span className="ql-steps__body">{step.body}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}

/** How It Works, manual and AI, three steps each (spec §2). Also used on the FAQ page's second tab. */
export function HowItWorks({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className="ql-home__section" aria-labelledby="how-it-works">
      <Heading id="how-it-works" className="ql-home__heading">{SHELL_MESSAGES.howItWorksHeading}</Heading>
      <div className="ql-steps-columns">
        <Steps id="how-manual" heading={SHELL_MESSAGES.howItWorksManual} steps={MANUAL_STEPS} />
        <Steps id="how-ai" heading={SHELL_MESSAGES.howItWorksAi} steps={AI_STEPS} />
      </div>
    </section>
  );
}
