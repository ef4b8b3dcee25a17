import type { NextFunction, Request, RequestHandler, Response } from 'express';

const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  value !== null && typeof value === 'object' && typeof (value as { then?: unknown }).then === 'function';

/**
 * Several middlewares as one layer of the app's router, run in the order given, with the router's own
 * rules: `next()`, `next('route')` and a falsy `next(null)` go on to the next of them; anything else
 * given to `next` (an error, or `'router'`) ends the series and goes to the app with it, as does a
 * throw or a rejected promise. After the last, the app's next layer runs.
 *
 * Why: every layer of an Express router costs a round of its `next` (the path match, a closure, the
 * parameters), per request and per app. An embedded submission passes two apps (gateway and attempt
 * service); their leading middlewares as one layer each made it about 5 % cheaper (bench README,
 * "Twenty-ninth round"). Error handlers (four arguments) stay layers of their own.
 */
export function inSeries(handlers: readonly RequestHandler[]): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    let index = 0;
    const step = (signal?: unknown): void => {
      // As in the router, a falsy signal (`next(null)`, `next('')`) is no error: it goes on, like `next()`.
      const ending = signal && signal !== 'route' ? signal : undefined;
      if (ending !== undefined || index === handlers.length) {
        next(ending);
        return;
      }
      const handler = handlers[index] as RequestHandler;
      index += 1;
      try {
        const result: unknown = handler(req, res, step);
        if (isThenable(result)) result.then(undefined, (error: unknown) => step(error || new Error('Rejected promise')));
      } catch (error) {
        step(error);
      }
    };
    step();
  };
}
