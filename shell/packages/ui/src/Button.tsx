import type React from 'react';
import { classNames } from './class-names.ts';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'destructive';
export type ButtonSize = 'md' | 'sm';

export type ButtonProps = React.ComponentProps<'button'> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Stretch to the container's width (handy on small screens). */
  block?: boolean;
};

/** A native button (type="button" unless told otherwise) in one of four variants. */
export function Button({ variant = 'primary', size = 'md', block, className, type = 'button', ...rest }: ButtonProps) {
  return (
    <button
      type={type}
      className={classNames('ql-button', `ql-button--${variant}`, size === 'sm' && 'ql-button--sm', block && 'ql-button--block', className)}
      {...rest}
    />
  );
}
