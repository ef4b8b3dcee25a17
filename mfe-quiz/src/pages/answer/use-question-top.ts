import { useEffect, useRef } from 'react';

/**
 * Each question starts at the top: when the question changes, the page scrolls up and focus moves to
 * the question's heading (so a screen reader reads it and the keys keep working). Not on the first
 * render: the page opens where the browser puts it.
 */
export function useQuestionTop(index: number) {
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = useRef(index);
  useEffect(() => {
    if (shown.current === index) return;
    shown.current = index;
    window.scrollTo?.({ top: 0 });
    heading.current?.focus({ preventScroll: true });
  }, [index]);
  return heading;
}
