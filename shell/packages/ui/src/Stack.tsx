import type React from 'react';

export type StackProps = {
  children: React.ReactNode;
  direction?: 'column' | 'row';
  /** Space between children, in the design system's steps (1 = 4px … 6 = 32px). */
  gap?: 1 | 2 | 3 | 4 | 5 | 6;
  align?: React.CSSProperties['alignItems'];
  justify?: React.CSSProperties['justifyContent'];
  wrap?: boolean;
  as?: 'div' | 'section' | 'ul';
  className?: string;
};

/**
 * Flex layout with the design system's spacing. @quizlink/ui has no layout classes and a remote has
 * no stylesheet of its own, so spacing is set here once.
 */
export function Stack({ children, direction = 'column', gap = 4, align, justify, wrap, as: Tag = 'div', className }: StackProps) {
  const style: React.CSSProperties = {
    display: 'flex',
    flexDirection: direction,
    gap: `var(--ql-space-${gap})`,
    alignItems: align,
    justifyContent: justify,
    flexWrap: wrap ? 'wrap' : undefined,
    ...(Tag === 'ul' ? { listStyle: 'none', margin: 0, padding: 0 } : {}),
  };
  return (
    <Tag className={className} style={style}>
      {children}
    </Tag>
  );
}
