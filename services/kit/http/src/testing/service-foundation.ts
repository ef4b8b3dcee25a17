import type { Sequelize } from 'sequelize';
import { HTTP_ERRORS } from '@quizlink/contracts/errors';
import type { Cache } from '@quizlink/kit-cache';
import { openDatabase } from '@quizlink/kit-db';
import type { Logger } from '@quizlink/kit-logger';
import { serveForTest, type ServableForTest, type ServedForTest } from './serve-for-test.ts';
import { openTestPorts, type TestPorts } from './test-ports.ts';

export type FoundationOptions = {
  service: string;
  /** Builds the service on the given ports (its config for tests included); called once more per check. */
  create(ports: { sequelize: Sequelize; logger: Logger; cache?: Cache }): Promise<ServableForTest>;
};

/** The running service of a test file; its fields are set once `beforeAll` has run. */
export type Foundation = { ports: TestPorts; served: ServedForTest };

/**
 * What every service does whatever its domain, as one `describe` block of a service's test file: probes
 * answer (alive, ready with its database and cache), a second start on the same database applies no
 * migration twice, an unknown path is a 404 in the common error shape, and readiness fails when the
 * database is gone. Call it at the top level of the file: it serves the service (`openTestPorts` +
 * `serveForTest`) for the whole file and returns it for the file's own checks.
 */
export function describeServiceFoundation(opts: FoundationOptions): Foundation {
  const foundation = {} as Foundation;
  beforeAll(async () => {
    foundation.ports = await openTestPorts({ service: opts.service, label: 'foundation' });
    const { sequelize, cache, logger } = foundation.ports;
    foundation.served = await serveForTest(await opts.create({ sequelize, cache, logger }));
  });
  afterAll(async () => {
    await foundation.served?.close();
    await foundation.ports?.close();
  });

  describe(`${opts.service} service foundation`, () => {
    it('When the probes are called, then it is alive and ready (database and cache reachable)', async () => {
      const live = await fetch(`${foundation.served.baseUrl}/healthz`);
      expect(live.status).toBe(200);
      expect(await live.json()).toEqual({ status: 'ok' });
      const ready = await fetch(`${foundation.served.baseUrl}/readyz`);
      expect(ready.status).toBe(200);
      expect(await ready.json()).toEqual({ status: 'ready' });
    });

    it('When the service is created again on the same database, then the migrations are not applied twice', async () => {
      const { sequelize, logger } = foundation.ports;
      await expect(opts.create({ sequelize, logger })).resolves.toHaveProperty('app');
    });

    it('When an unknown API path is called, then it answers 404 in the common error shape', async () => {
      const requestId = `req-${opts.service}-1`;
      const res = await fetch(`${foundation.served.baseUrl}/api/anything`, { headers: { 'x-request-id': requestId } });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ error: { code: HTTP_ERRORS.routeNotFound.code, message: expect.any(String), requestId } });
    });

    it('When the database is gone, then readiness answers 503', async () => {
      const { logger } = foundation.ports;
      const other = await openDatabase({ sqliteFile: ':memory:', logger });
      const service = await opts.create({ sequelize: other, logger });
      await other.close();
      const broken = await serveForTest({ app: service.app });
      try {
        const res = await fetch(`${broken.baseUrl}/readyz`);
        expect(res.status).toBe(503);
        expect(((await res.json()) as { error: { code: string } }).error.code).toBe(HTTP_ERRORS.serviceNotReady.code);
      } finally {
        await broken.close();
      }
    });
  });
  return foundation;
}
