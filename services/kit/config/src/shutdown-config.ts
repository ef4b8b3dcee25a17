import { z } from 'zod';
import { SHUTDOWN_TIMING, type ShutdownTiming } from '@quizlink/kit-lifecycle';

/** A bound in milliseconds: at most ten minutes, far beyond any pod's termination grace. */
const milliseconds = z.coerce.number().int().min(1).max(600_000);

/**
 * The graceful shutdown's bounds (kit-lifecycle; kit-http's `runService` applies them). The Kubernetes
 * Deployments' `terminationGracePeriodSeconds` must exceed their preStop pause plus SHUTDOWN_TIMEOUT_MS
 * (infra/test/deploy-shutdown-grace.test.ts checks the rendered manifests).
 */
export const shutdownConfigShape = {
  /** Requests in flight at SIGTERM may finish within this; connections still open are then cut. */
  SHUTDOWN_IN_FLIGHT_GRACE_MS: milliseconds.default(SHUTDOWN_TIMING.inFlightGraceMs),
  /** The final publish of committed outbox rows (services with an event bus); what is left stays for the next start. */
  SHUTDOWN_OUTBOX_FLUSH_MS: milliseconds.default(SHUTDOWN_TIMING.outboxFlushMs),
  /** The whole shutdown; past it the process exits 1. Must exceed the steps above. */
  SHUTDOWN_TIMEOUT_MS: milliseconds.default(SHUTDOWN_TIMING.totalMs),
};

type ShutdownSettings = { SHUTDOWN_IN_FLIGHT_GRACE_MS: number; SHUTDOWN_OUTBOX_FLUSH_MS?: number; SHUTDOWN_TIMEOUT_MS: number };

/**
 * The steps must fit in the whole budget, with room left to close the bus, cache and database. Add it to a
 * schema with `.superRefine(checkShutdownBudget)`; a schema without the outbox variable counts it as 0.
 */
export function checkShutdownBudget(config: ShutdownSettings, ctx: z.RefinementCtx): void {
  const steps = config.SHUTDOWN_IN_FLIGHT_GRACE_MS + (config.SHUTDOWN_OUTBOX_FLUSH_MS ?? 0);
  if (config.SHUTDOWN_TIMEOUT_MS > steps) return;
  ctx.addIssue({ code: 'custom', path: ['SHUTDOWN_TIMEOUT_MS'], message: `must exceed the in-flight grace plus the outbox flush (${steps} ms)` });
}

/** The configured bounds, as kit-lifecycle and kit-http's `runService` take them. */
export function shutdownTimingOf(config: ShutdownSettings): ShutdownTiming {
  return {
    inFlightGraceMs: config.SHUTDOWN_IN_FLIGHT_GRACE_MS,
    outboxFlushMs: config.SHUTDOWN_OUTBOX_FLUSH_MS ?? 0,
    totalMs: config.SHUTDOWN_TIMEOUT_MS,
  };
}
