/**
 * Property-based fuzzing of every API route through the gateway (issue 10, point 4): arbitrary path
 * parameters, query strings, headers (Content-Type, Content-Encoding, secrets) and bodies
 * (fuzz-requests.ts). No answer may be a 5xx, and every error is in the common error shape. Fixed seed
 * and bounded count (FUZZ_SEED, FUZZ_RUNS override); on the embedded defaults, or on MariaDB/Redis
 * when DATABASE_URL/REDIS_URL are set.
 */
import * as fc from 'fast-check';
import { errorResponseSchema } from '@quizlink/contracts/errors';
import { API_ROUTE_TABLE, SERVICE_NAMES, serviceForPath } from '@quizlink/contracts/platform';
import { startFuzzStack, type AppRoute, type FuzzStack } from './fuzz-stack.harness.ts';
import { exercise, fill, GATEWAY_ROUTES, requestArbitrary, send } from './fuzz-requests.ts';

const SEED = Number(process.env.FUZZ_SEED ?? 20261125);
const RUNS = Number(process.env.FUZZ_RUNS ?? 600);

let stack: FuzzStack;
let apiRoutes: AppRoute[];

beforeAll(async () => {
  stack = await startFuzzStack('fuzz');
  apiRoutes = SERVICE_NAMES.flatMap((name) => stack.serviceRoutes[name]).filter((route) => route.pattern.startsWith('/api/'));
}, 60_000);

afterAll(async () => {
  await stack?.close();
});

describe('fuzzing every route through the gateway', () => {
  it('When the routes are read from the services, then every row of the contracts route table has routes, and every API route has a row', () => {
    for (const row of API_ROUTE_TABLE) {
      expect(apiRoutes.some((route) => serviceForPath(fill(route.pattern, ['1'])) === row.service && route.pattern.startsWith(row.pattern.split('/:')[0]!))).toBe(true);
    }
    for (const route of apiRoutes) expect(serviceForPath(fill(route.pattern, ['1']))).toBeDefined();
    expect(apiRoutes.length).toBeGreaterThan(40);
  });

  it('When any route gets arbitrary parameters, queries, headers and bodies, then no answer is a 5xx and every error is in the common shape', async () => {
    const property = fc.asyncProperty(requestArbitrary(stack.knownValues), (generated) => exercise(stack.gatewayUrl, apiRoutes, generated));
    // fc.assert rejects with the first failing request (and the seed to replay it) when any answer is wrong.
    await expect(fc.assert(property, { seed: SEED, numRuns: RUNS, endOnFailure: true })).resolves.toBeUndefined();
  }, 120_000);

  it.each(GATEWAY_ROUTES.map((route) => route.pattern))('When %s gets each broken encoding, then it answers 400 in the common shape', async (pattern) => {
    for (const broken of ['%', '%ff', '%E0%A4%A', 'a%00b']) {
      const answer = await send(new URL(`${stack.gatewayUrl}${fill(pattern, [broken])}`), 'GET', {}, undefined);
      expect({ broken, status: answer.status }).toEqual({ broken, status: 400 });
      expect(errorResponseSchema.safeParse(JSON.parse(answer.body)).success).toBe(true);
    }
  });

  it('When every API route gets each broken encoding in each parameter, then each answers 400 in the common shape', async () => {
    const withParams = apiRoutes.filter((route) => /[:*]/.test(route.pattern));
    expect(withParams.length).toBeGreaterThanOrEqual(20);
    for (const route of withParams) {
      for (const broken of ['%', '%ff', '%E0%A4%A', 'a%00b']) {
        const answer = await send(new URL(`${stack.gatewayUrl}${fill(route.pattern, [broken])}`), route.method, { 'content-type': 'application/json' }, undefined);
        expect({ route: `${route.method} ${route.pattern}`, broken, status: answer.status }).toEqual({ route: `${route.method} ${route.pattern}`, broken, status: 400 });
        expect(errorResponseSchema.safeParse(JSON.parse(answer.body)).success).toBe(true);
      }
    }
  });

  it('When every route is asked with a method it does not answer, then it answers 405 with Allow naming the ones it does', async () => {
    const methodsByPath = new Map<string, Set<string>>();
    for (const route of [...apiRoutes, ...GATEWAY_ROUTES]) {
      const filled = fill(route.pattern, ['1']);
      methodsByPath.set(filled, new Set([...(methodsByPath.get(filled) ?? []), route.method]));
    }
    for (const [filled, methods] of methodsByPath) {
      const wrong = ['PUT', 'PATCH', 'DELETE', 'POST', 'GET'].find((method) => !methods.has(method))!;
      const answer = await send(new URL(`${stack.gatewayUrl}${filled}`), wrong, {}, undefined);
      expect({ path: `${wrong} ${filled}`, status: answer.status }).toEqual({ path: `${wrong} ${filled}`, status: 405 });
      const allowed = answer.allow.split(', ');
      for (const method of methods) expect(allowed).toContain(method);
      expect(errorResponseSchema.safeParse(JSON.parse(answer.body)).success).toBe(true);
    }
  });
});
