/** How long each step of a graceful shutdown may take (ms). */
export type ShutdownTiming = {
  /** Requests in flight when the signal came may finish within this; connections left are then cut. */
  inFlightGraceMs: number;
  /** The final outbox publish (events committed by those requests); unpublished rows stay for the next start. */
  outboxFlushMs: number;
  /** The whole shutdown; past it the process exits 1. */
  totalMs: number;
};

/**
 * The defaults. A service takes them from its configuration (kit-config's `SHUTDOWN_*` variables, whose
 * defaults these are). Their sum stays under the whole budget, and the budget (plus the pod's preStop
 * pause) under the pod's termination grace period (infra/deploy/k8s).
 */
export const SHUTDOWN_TIMING = {
  inFlightGraceMs: 10_000,
  outboxFlushMs: 5_000,
  totalMs: 20_000,
} as const satisfies ShutdownTiming;
