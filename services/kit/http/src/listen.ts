import http from 'node:http';
import type { Express } from 'express';

/** Starts serving `app`; resolves once listening (port 0 → a free port, read it from server.address()). */
export function listen(app: Express, opts: { port: number; host: string }): Promise<http.Server> {
  const server = http.createServer(app);
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
