import type React from 'react';
import { classNames } from './class-names.ts';

export type StatusPanelProps = {
  title: React.ReactNode;
  /** h1 when the panel is the whole page (404, crash screen); h2 when it stands for one area. */
  headingLevel?: 1 | 2;
  children?: React.ReactNode;
  actions?: React.ReactNode;
  note?: React.ReactNode;
  tone?: 'neutral' | 'danger';
  role?: 'alert';
  className?: string;
};

/** A centred message with actions: the frame of not-found, error and "could not load" screens. */
export function StatusPanel({ title, headingLevel = 1, children, actions, note, tone = 'neutral', role, className }: StatusPanelProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section role={role} className={classNames('ql-status', tone === 'danger' && 'ql-status--danger', className)}>
      <Heading className="ql-status__title">{title}</Heading>
      {children ? <div className="ql-status__body">{children}</div> : null}
      {actions ? <div className="ql-status__actions">{actions}</div> : null}
      {note ? <p className="ql-status__note">{note}</p> : null}
    </section>
  );
}
