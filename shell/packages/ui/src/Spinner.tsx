import { classNames } from './class-names.ts';

export type SpinnerProps = { label: string; size?: 'sm' | 'md' | 'lg'; className?: string };

/** A busy indicator announced to assistive technology by its label (<output> has the status role). */
export function Spinner({ label, size = 'md', className }: SpinnerProps) {
  return (
    <output className={classNames('ql-spinner', `ql-spinner--${size}`, className)}>
      <span className="ql-spinner__circle" aria-hidden="true" />
      <span className="ql-visually-hidden">{label}</span>
    </output>
  );
}
