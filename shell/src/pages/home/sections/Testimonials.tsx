import { SHELL_MESSAGES } from '@quizlink/contracts/platform';
import { TESTIMONIALS } from '../home-content.ts';

export function Testimonials() {
  return (
    <section className="ql-home__section" aria-labelledby="home-testimonials">
      <h2 id="home-testimonials" className="ql-home__heading">{SHELL_MESSAGES.testimonialsHeading}</h2>
      <ul className="ql-testimonials">
        {TESTIMONIALS.map((t) => (
          <li key={t.name}>
            <figure className="ql-testimonial">
              <blockquote className="ql-testimonial__quote">
                <p>{t.quote}</p>
              </blockquote>
              <figcaption className="ql-testimonial__author">
                <strong>{t.name}</strong>, {t.role}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
