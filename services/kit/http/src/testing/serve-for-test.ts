import type http from 'node:http';
import type { Express } from 'express';
import { closeServer } from '@quizlink/kit-lifecycle';
import { baseUrlOf, listen } from '../listen.ts';

/** What a service factory returns; start and stop are optional so a bare app can be served too. */
export type ServableForTest = { app: Express; start?(): Promise<void>; stop?(): Promise<void>; closeAfterDrain?(): Promise<void> };

export type ServedForTest = {
  server: http.Server;
  /** `http://127.0.0.1:<port>` */
  baseUrl: string;
  /** Closes the server, then stops the service and closes what it keeps for requests in flight. Safe to call twice. */
  close(): Promise<void>;
};

/** Starts `service` and serves its app on 127.0.0.1, on a free port. */
export async function serveForTest(service: ServableForTest, opts: { graceMs?: number } = {}): Promise<ServedForTest> {
  await service.start?.();
  const server = await listen(service.app, { port: 0, host: '127.0.0.1' });
  let closed: Promise<void> | undefined;
  return {
    server,
    baseUrl: baseUrlOf(server),
    close() {
      closed ??= (async () => {
        await closeServer(server, opts.graceMs);
        await service.stop?.();
        await service.closeAfterDrain?.();
      })();
      return closed;
    },
  };
}
