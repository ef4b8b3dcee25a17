import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { HTTP_ERRORS } from '@quizlink/contracts/errors';
import type { ServiceName } from '@quizlink/contracts/platform';
import { AppError, sendError } from '@quizlink/kit-errors';
import { markCheckedByGateway, requestIdOf } from '@quizlink/kit-http';
import type { Logger } from '@quizlink/kit-logger';

/**
 * Hands a routed /api request to a service app running in this process (embedded mode): the app reads
 * the body stream and writes the response itself, as it would behind the proxy, with no socket, no
 * second HTTP parse and no copy of the body. What the proxy guarantees still holds: a service silent
 * for `timeoutMs` answers 504 in the common shape (a live stream, once answered, is exempt), and a
 * failure the app did not answer reaches the gateway's error handler.
 */
export function inProcessDispatcher(timeoutMs: number, logger: Logger) {
  return (app: RequestHandler, req: Request, res: Response, next: NextFunction, route: { service: ServiceName }): void => {
    const timer = setTimeout(() => {
      if (res.headersSent) return;
      logger.warn({ requestId: requestIdOf(req), upstream: route.service, timedOut: true }, 'upstream timed out');
      sendError(res, requestIdOf(req), new AppError(HTTP_ERRORS.gatewayUpstreamTimeout));
    }, timeoutMs);
    // A response emits 'close' once it is complete or its connection is gone, whichever comes first.
    res.once('close', () => clearTimeout(timer));
    // The gateway's app has set the security headers on this response and checked the path: the service's app skips both.
    markCheckedByGateway(req);
    // A live stream sends its headers at once and then stays open by design: the timer finds them sent.
    try {
      void Promise.resolve(app(req, res, next)).catch(next);
    } catch (error) {
      next(error);
    }
  };
}
