import { SHELL_MESSAGES } from '@quizlink/contracts/platform';
import { EXPLAINER } from '../home-content.ts';

export function Explainer() {
  return (
    <section className="ql-home__section" aria-labelledby="home-explainer">
      <h2 id="home-explainer" className="ql-home__heading">{SHELL_MESSAGES.whatIsProduct}</h2>
      {EXPLAINER.map((paragraph) => (
        <p key={paragraph.slice(0, 24)}>{paragraph}</p>
      ))}
    </section>
  );
}
