import type { Request, RequestHandler } from 'express';

/**
 * Set on a request by a gateway that hands it to a service app in the same process (embedded mode), once
 * the gateway has applied what every app applies first: the security headers, on the same response
 * object, and the path check. The service app then skips its own copies of those steps instead of
 * doing them twice per request (issue 14: the second helmet's dozen headers, which also replaced the
 * gateway's Content-Security-Policy with helmet's default on every /api response, and the second path
 * check). A request that reaches the app over a socket never carries it.
 */
const CHECKED_BY_GATEWAY = Symbol('kit-http.checkedByGateway');

type Checkable = Request & { [CHECKED_BY_GATEWAY]?: true };

/** Marks a request the gateway in this process has checked and given its security headers. */
export function markCheckedByGateway(req: Request): void {
  (req as Checkable)[CHECKED_BY_GATEWAY] = true;
}

/** The middleware, for requests the gateway in this process has not already checked. */
export function unlessCheckedByGateway(middleware: RequestHandler): RequestHandler {
  return (req, res, next) => {
    if ((req as Checkable)[CHECKED_BY_GATEWAY]) {
      next();
      return;
    }
    return middleware(req, res, next);
  };
}
