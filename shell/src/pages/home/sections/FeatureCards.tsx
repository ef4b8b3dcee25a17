import { SHELL_MESSAGES } from '@quizlink/contracts/platform';
import { FEATURES } from '../home-content.ts';
import { FeatureIcon } from './FeatureIcon.tsx';

export function FeatureCards() {
  return (
    <section className="ql-home__section" aria-labelledby="home-features">
      <h2 id="home-features" className="ql-home__heading">{SHELL_MESSAGES.featuresHeading}</h2>
      <ul className="ql-feature-grid">
        {FEATURES.map((feature) => (
          <li key={feature.title} className="ql-feature">
            <FeatureIcon name={feature.icon} />
            <h3 className="ql-feature__title">{feature.title}</h3>
            <p className="ql-feature__body">{feature.body}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
