/**
 * How long each step of a graceful shutdown may take (ms). Their sum stays under the whole budget,
 * and the budget under Kubernetes' default 30 s termination grace period.
 */
export const SHUTDOWN_TIMING = {
  /** Requests in flight when the signal came may finish within this; connections left are then cut. */
  inFlightGraceMs: 10_000,
  /** The final outbox publish (events committed by those requests); unpublished rows stay for the next start. */
  outboxFlushMs: 5_000,
  /** The whole shutdown; past it the process exits 1. */
  totalMs: 20_000,
} as const;
