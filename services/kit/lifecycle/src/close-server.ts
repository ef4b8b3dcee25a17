import type http from 'node:http';
import { SHUTDOWN_TIMING } from './shutdown-timing.ts';

const IDLE_SWEEP_MS = 25;

/**
 * Stops `server` gracefully: no new connections; idle keep-alive connections closed at once and, as
 * requests in flight finish, their connections too (Node leaves those open until their keep-alive
 * timeout otherwise); requests still arriving on open connections are answered with `Connection: close`.
 * After `graceMs` the remaining connections are cut so shutdown cannot hang on a stuck client.
 * Resolves when closed; a server that is not listening resolves at once.
 */
export function closeServer(server: http.Server, graceMs: number = SHUTDOWN_TIMING.inFlightGraceMs): Promise<void> {
  if (!server.listening) return Promise.resolve();
  const markClosing = (_req: http.IncomingMessage, res: http.ServerResponse) => {
    if (!res.headersSent) res.setHeader('connection', 'close');
  };
  server.prependListener('request', markClosing);
  return new Promise((resolve, reject) => {
    const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
    const cut = setTimeout(() => server.closeAllConnections(), graceMs);
    sweep.unref();
    cut.unref();
    server.close((error) => {
      clearInterval(sweep);
      clearTimeout(cut);
      server.off('request', markClosing);
      if (error && (error as NodeJS.ErrnoException).code !== 'ERR_SERVER_NOT_RUNNING') reject(error);
      else resolve();
    });
    server.closeIdleConnections();
  });
}
