import type React from 'react';
import { classNames } from './class-names.ts';

export type CardProps = React.ComponentProps<'section'> & {
  /** Heading shown at the top of the card (an h2). */
  heading?: React.ReactNode;
  /** Tone of the card's edge: neutral by default, green for success, red for errors. */
  tone?: 'neutral' | 'success' | 'danger';
};

/** A surface grouping related content. With a heading it is a labelled region. */
export function Card({ heading, tone = 'neutral', className, children, ...rest }: CardProps) {
  return (
    <section className={classNames('ql-card', tone !== 'neutral' && `ql-card--${tone}`, className)} {...rest}>
      {heading ? <h2 className="ql-card__heading">{heading}</h2> : null}
      {children}
    </section>
  );
}
