/**
 * Full page loads, behind a module of their own so tests can replace them (jsdom cannot navigate).
 * Used where a clean start is the point: the crash screen and a remote that failed to load.
 */
export function reloadPage(): void {
  window.location.reload();
}

export function loadPage(path: string): void {
  window.location.assign(path);
}
