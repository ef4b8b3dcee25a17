/**
 * Client-side navigation that every router on the page hears: the shell's, each micro-frontend's and
 * single-spa's. pushState alone is silent, so a popstate event follows it.
 */
export function navigate(path: string, opts: { replace?: boolean } = {}): void {
  if (opts.replace) window.history.replaceState(null, '', path);
  else window.history.pushState(null, '', path);
  window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
}
