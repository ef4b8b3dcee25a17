/** Where the service worker is served (spec: GET /sw.js), scope `/`. */
export const SERVICE_WORKER_URL = '/sw.js';

/**
 * Registers the service worker once the page has loaded, so it never competes with the first paint;
 * the outcome is only logged (spec). Development builds skip it: a caching worker there would serve
 * stale bundles.
 */
export function registerServiceWorker(production = process.env.NODE_ENV === 'production'): void {
  if (!production || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register(SERVICE_WORKER_URL).then(
      (registration) => console.info('QuizLink: service worker registered for', registration.scope),
      (error: unknown) => console.warn('QuizLink: service worker registration failed', error),
    );
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
