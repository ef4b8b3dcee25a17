import type React from 'react';
import { classNames } from './class-names.ts';

export type AlertVariant = 'info' | 'success' | 'warning' | 'error';

export type AlertProps = Omit<React.ComponentProps<'div'>, 'title'> & {
  variant?: AlertVariant;
  title?: React.ReactNode;
};

/**
 * An inline message or banner. Errors use role="alert" (announced at once); the others role="status"
 * (announced politely).
 */
export function Alert({ variant = 'info', title, className, children, ...rest }: AlertProps) {
  return (
    <div role={variant === 'error' ? 'alert' : 'status'} className={classNames('ql-alert', `ql-alert--${variant}`, className)} {...rest}>
      {title ? <p className="ql-alert__title">{title}</p> : null}
      {children ? <div className="ql-alert__body">{children}</div> : null}
    </div>
  );
}
