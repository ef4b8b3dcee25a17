import { useEffect, useRef } from 'react';

/** The spec's fallback delay: the browser restores scroll after back/forward, so scroll again after it. */
export const SCROLL_FALLBACK_MS = 100;

/**
 * Scrolls to the top whenever the path changes — links, navigate(), back and forward alike (wouter's
 * location follows popstate too).
 */
export function useScrollToTop(pathname: string): void {
  const scrolledFor = useRef<string | null>(null);
  useEffect(() => {
    if (scrolledFor.current === pathname) return;
    scrolledFor.current = pathname;
    // The browser would restore old scroll positions on back/forward; the spec wants the top.
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
    window.scrollTo(0, 0);
    const timer = window.setTimeout(() => window.scrollTo(0, 0), SCROLL_FALLBACK_MS);
    return () => window.clearTimeout(timer);
  }, [pathname]);
}
