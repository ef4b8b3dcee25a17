import { startTransition, useEffect, useState } from 'react';

/**
 * False for the first render, true right after it, set in a transition: the page's top (the hero and
 * the name field) is rendered and painted first, and what lies below the fold is rendered in
 * interruptible slices instead of one long task (the home page's total blocking time).
 */
export function useRestAfterFirstPaint(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    startTransition(() => setReady(true));
  }, []);
  return ready;
}
