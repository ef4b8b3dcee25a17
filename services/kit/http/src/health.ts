import { TimeoutStrategy, timeout } from 'cockatiel';
import type { Express } from 'express';
import { HTTP_ERRORS } from '@quizlink/contracts/errors';
import { HEALTH_PATHS } from '@quizlink/contracts/http';
import { AppError, sendError } from '@quizlink/kit-errors';
import { isShuttingDown } from '@quizlink/kit-lifecycle';
import type { Logger } from '@quizlink/kit-logger';
import { requestIdOf } from './request-id.ts';

export type ReadinessCheck = () => Promise<void>;

const CHECK_TIMEOUT_MS = 3000;

/** Each check raced against this budget (cockatiel's aggressive timeout: a check still running is reported as failed). */
const checkBudget = timeout(CHECK_TIMEOUT_MS, { strategy: TimeoutStrategy.Aggressive, abortOnReturn: false });

/**
 * GET /healthz: the process is alive (never touches dependencies, so a slow database does not get the
 * process restarted). GET /readyz: every readiness check passes (database and bus reachable; the cache port reports ready while Redis is down, since it degrades to misses), so
 * the instance may take traffic; failures are logged, not described to the caller. From the shutdown
 * signal on (kit-lifecycle's isShuttingDown) /readyz answers 503 without running the checks.
 */
export function mountHealthRoutes(app: Express, logger: Logger, checks: ReadinessCheck[]): void {
  app.get(HEALTH_PATHS.live, (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get(HEALTH_PATHS.ready, async (req, res) => {
    // A draining process takes no new work: unready from the signal on, whatever its dependencies say.
    if (isShuttingDown()) {
      sendError(res, requestIdOf(req), new AppError(HTTP_ERRORS.serviceNotReady, { details: { shuttingDown: true } }));
      return;
    }
    const results = await Promise.allSettled(checks.map((check) => checkBudget.execute(() => check())));
    const failed = results.flatMap((result, index) => (result.status === 'rejected' ? [{ index, reason: result.reason as unknown }] : []));
    if (failed.length === 0) {
      res.json({ status: 'ready' });
      return;
    }
    for (const { index, reason } of failed) {
      logger.warn({ err: reason, check: checks[index]?.name || `#${index}`, requestId: requestIdOf(req) }, 'readiness check failed');
    }
    sendError(res, requestIdOf(req), new AppError(HTTP_ERRORS.serviceNotReady, { details: { failedChecks: failed.length } }));
  });
}
