/**
 * Whether this process received its shutdown signal. Set by onShutdown before its first task, read by
 * the readiness probe (kit-http), so a draining process answers /readyz with 503 at once and load
 * balancers stop sending it new work while it finishes what is in flight.
 */
let shuttingDown = false;

export function isShuttingDown(): boolean {
  return shuttingDown;
}

/** onShutdown's switch; `false` only when a test removes its handlers. */
export function setShuttingDown(value: boolean): void {
  shuttingDown = value;
}
