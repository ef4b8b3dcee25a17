import type React from 'react';
import { Button, type ButtonProps } from './Button.tsx';
import { classNames } from './class-names.ts';

export type IconButtonProps = Omit<ButtonProps, 'children' | 'aria-label' | 'block'> & {
  /** The accessible name (the icon alone says nothing to a screen reader); also the tooltip. */
  label: string;
  /** An inline SVG; it is hidden from assistive technology. */
  icon: React.ReactNode;
};

/** A square 44 px button showing only an icon, named by `label` for screen readers and on hover. */
export function IconButton({ label, icon, className, variant = 'outline', ...rest }: IconButtonProps) {
  return (
    <Button variant={variant} aria-label={label} title={label} className={classNames('ql-icon-button', className)} {...rest}>
      <span aria-hidden="true" className="ql-icon-button__icon">
        {icon}
      </span>
    </Button>
  );
}
