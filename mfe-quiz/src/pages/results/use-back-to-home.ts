import { useEffect } from 'react';
import { PAGE_PATHS } from '@quizlink/contracts/platform';
import { navigate } from '@quizlink/platform';

/**
 * The browser's back button leaves the results for the home page (spec): going back would land
 * on the finished quiz. A duplicate history entry catches the back press; a popstate that lands
 * anywhere else is an ordinary navigation (a button, a link) and is left alone. Routers (single-spa,
 * the platform's navigate) also dispatch synthetic popstate events while the trap entry is still
 * current: those carry the trap's state and are not a back press. A reload keeps the results page
 * (its secret is in localStorage) and lands on the trap entry, which is then reused.
 */
export function useBackToHome(): void {
  useEffect(() => {
    const here = window.location.pathname;
    // After a reload the current entry is already the trap: another one would catch the back press.
    const onTrap = (window.history.state as { trap?: string } | null)?.trap === here;
    if (!onTrap) window.history.pushState({ trap: here }, '', here);
    const onPop = (event: PopStateEvent) => {
      const state = (event.state ?? window.history.state) as { trap?: string } | null;
      if (state?.trap === here) return;
      window.removeEventListener('popstate', onPop);
      if (window.location.pathname === here) navigate(PAGE_PATHS.home, { replace: true });
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
}
