import type { Express, RequestHandler } from 'express';
import { HTTP_ERRORS } from '@quizlink/contracts/errors';
import { AppError } from '@quizlink/kit-errors';

/** The part of the router's (router@2) layers this reads: a pure `match`, a route's methods, a nested router's stack. */
type Layer = {
  match(path: string): false | { path: string };
  route?: { methods: Record<string, boolean | undefined> };
  handle: { stack?: Layer[] };
};

/** A route's methods as `Allow` names them: upper case, HEAD wherever GET is (Express answers it), `.all()` left out. */
export function methodsOfRoute(route: { methods: Record<string, boolean | undefined> }): string[] {
  const methods = Object.keys(route.methods)
    .filter((name) => name !== '_all' && route.methods[name])
    .map((name) => name.toUpperCase());
  return methods.includes('GET') && !methods.includes('HEAD') ? [...methods, 'HEAD'] : methods;
}

/** Every method some route of `stack` answers for `path`, nested routers included. */
function methodsFor(stack: readonly Layer[], path: string, found: Set<string>): void {
  for (const layer of stack) {
    let matched: false | { path: string };
    try {
      matched = layer.match(path);
    } catch {
      continue;
    }
    if (!matched) continue;
    if (layer.route) {
      for (const method of methodsOfRoute(layer.route)) found.add(method);
    } else if (Array.isArray(layer.handle.stack)) {
      const rest = path.slice(matched.path.length);
      methodsFor(layer.handle.stack, rest.startsWith('/') ? rest : `/${rest}`, found);
    }
  }
}

/** The methods the app's routes answer for a path (empty when no route has that path). */
export function allowedMethods(app: Express, path: string): string[] {
  const stack = (app as unknown as { router?: { stack: Layer[] } }).router?.stack ?? [];
  const found = new Set<string>();
  methodsFor(stack, path, found);
  return [...found].sort();
}

/**
 * Mount after every route, before the 404: a path some route answers, asked with another method,
 * gets 405 `request.method_not_allowed` with `Allow` listing the methods it does answer. The list is
 * read from the app's own router, so it can never drift from the routes. OPTIONS gets 204 with `Allow`.
 */
export function methodNotAllowedHandler(app: Express): RequestHandler {
  return (req, res, next) => {
    const allowed = allowedMethods(app, req.path);
    if (allowed.length === 0 || allowed.includes(req.method)) {
      next();
      return;
    }
    if (req.method === 'OPTIONS') {
      res.set('Allow', [...allowed, 'OPTIONS'].join(', ')).status(204).end();
      return;
    }
    next(
      new AppError(HTTP_ERRORS.requestMethodNotAllowed, { headers: { Allow: allowed.join(', ') } }),
    );
  };
}
