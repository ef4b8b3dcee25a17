import http from 'node:http';
import type { Socket } from 'node:net';
import type { Express } from 'express';

/**
 * How long an idle keep-alive connection stays open (Node's default is 5 s). Longer than a client's
 * pause between bursts — the gateway's upstream agent, a load balancer (commonly 60 s idle), a bench
 * alternating with its baseline — so a client does not send on a socket the server is just closing
 * ("socket hang up" on a POST, which may not be retried). `server.close()` still closes idle ones at once.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

type RequestClass = typeof http.IncomingMessage;
type ResponseClass = typeof http.ServerResponse;

/**
 * Node's request and response classes, building each request and response with the app's own
 * prototypes (`app.request`, `app.response`) from the start. Express gives every request and response
 * its app's prototypes in `app.handle` (`Object.setPrototypeOf`, two calls a request); V8 takes ~2 µs
 * a call to change an object's prototype and ~0.4 µs when it already has it (issue 14, thirtieth
 * round: the two lines held ~1 % of the embedded process's samples per app a request passes).
 */
function classesWithAppPrototypes(app: Express): { IncomingMessage: RequestClass; ServerResponse: ResponseClass } {
  function AppRequest(socket: Socket) {
    return Reflect.construct(http.IncomingMessage, [socket], AppRequest) as http.IncomingMessage;
  }
  AppRequest.prototype = app.request;
  function AppResponse(req: http.IncomingMessage, options?: unknown) {
    return Reflect.construct(http.ServerResponse, [req, options], AppResponse) as http.ServerResponse;
  }
  AppResponse.prototype = app.response;
  return { IncomingMessage: AppRequest as unknown as RequestClass, ServerResponse: AppResponse as unknown as ResponseClass };
}

/** Starts serving `app`; resolves once listening (port 0 → a free port, read it from server.address()). */
export function listen(app: Express, opts: { port: number; host: string }): Promise<http.Server> {
  const server = http.createServer(classesWithAppPrototypes(app), app);
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  return new Promise((resolve, reject) => {
    const onError = (error: Error) => reject(error);
    server.once('error', onError);
    server.listen(opts.port, opts.host, () => {
      server.off('error', onError);
      resolve(server);
    });
  });
}

/** `http://host:port` of a listening server (tests and logs). */
export function baseUrlOf(server: http.Server): string {
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('server is not listening on TCP');
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}`;
}
