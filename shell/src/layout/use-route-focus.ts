import { useEffect, useRef } from 'react';

/** How long to wait for a lazily loaded page or a remote to render its heading. */
export const HEADING_WAIT_MS = 3000;

/** Focuses the page's main heading (made focusable without entering the tab order), else <main>. */
function focusTarget(main: HTMLElement): boolean {
  const heading = main.querySelector<HTMLElement>('h1');
  if (!heading) return false;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
  return true;
}

function focusWhenReady(main: HTMLElement): () => void {
  let observer: MutationObserver | null = null;
  let timer = 0;
  const stop = () => {
    observer?.disconnect();
    window.clearTimeout(timer);
  };
  // One frame first: a remote re-renders on the same navigation and may still show its old page.
  const frame = window.requestAnimationFrame(() => {
    if (focusTarget(main)) return;
    observer = new MutationObserver(() => {
      if (focusTarget(main)) stop();
    });
    observer.observe(main, { childList: true, subtree: true });
    timer = window.setTimeout(() => {
      stop();
      main.focus({ preventScroll: true });
    }, HEADING_WAIT_MS);
  });
  return () => {
    window.cancelAnimationFrame(frame);
    stop();
  };
}

/**
 * After a client-side route change, moves focus to the new page's h1 (or <main>), so keyboard and
 * screen-reader users start reading the new page instead of staying on the link they used. The first
 * page of a visit keeps the browser's own focus.
 */
export function useRouteFocus(pathname: string, mainId: string): void {
  const firstPath = useRef(pathname);
  const moved = useRef(false);
  useEffect(() => {
    if (!moved.current && pathname === firstPath.current) return;
    moved.current = true;
    const main = document.getElementById(mainId);
    return main ? focusWhenReady(main) : undefined;
  }, [pathname, mainId]);
}
