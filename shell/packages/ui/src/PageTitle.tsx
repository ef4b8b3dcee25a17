import type React from 'react';
import { classNames } from './class-names.ts';

export type PageTitleProps = { children: React.ReactNode; subtitle?: React.ReactNode; className?: string };

/** The page's one h1, with an optional lead paragraph. */
export function PageTitle({ children, subtitle, className }: PageTitleProps) {
  return (
    <header className={classNames('ql-page-title', className)}>
      <h1 className="ql-page-title__heading">{children}</h1>
      {subtitle ? <p className="ql-page-title__subtitle">{subtitle}</p> : null}
    </header>
  );
}
