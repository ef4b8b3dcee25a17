import { domainEventSchema, TOPICS } from '../events/events.ts';
import { API_ROUTE_TABLE, serviceForPath } from '../platform/routes.ts';
import { buildAsyncApiDocument, messageNameOf } from './asyncapi.ts';
import { compareAsyncApi, compareOpenApi } from './compat.ts';
import { API_ROUTES } from './http-routes.ts';
import { buildOpenApiDocument, openApiPath, operationIdOf } from './openapi.ts';
import { API_DESCRIPTION_PATHS } from './paths.ts';

describe('the generated documents', () => {
  const api = buildOpenApiDocument('1.2.3');
  const events = buildAsyncApiDocument('1.2.3');

  it('describe every declared route once, each answered by a service of the routing table', () => {
    const keys = API_ROUTES.map((r) => `${r.method} ${r.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const route of API_ROUTES) {
      expect(serviceForPath(route.path)).toBeDefined();
      const op = api.paths[openApiPath(route.path)]?.[route.method];
      expect(op?.tags).toEqual([serviceForPath(route.path)]);
    }
    const ids = API_ROUTES.map(operationIdOf);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('leave no entry of the routing table without a route', () => {
    for (const { pattern } of API_ROUTE_TABLE) {
      const want = pattern.split('/');
      const owned = API_ROUTES.filter((r) => want.every((seg, i) => seg.startsWith(':') || seg === r.path.split('/')[i]));
      expect({ pattern, routes: owned.length > 0 }).toEqual({ pattern, routes: true });
    }
  });

  it('never describe the gateway\'s own documentation paths as a service\'s', () => {
    for (const path of Object.values(API_DESCRIPTION_PATHS)) expect(serviceForPath(path)).toBeUndefined();
  });

  it('give the version, the error shape and a path parameter for every `:name`', () => {
    expect(api.info.version).toBe('1.2.3');
    expect(events.info.version).toBe('1.2.3');
    for (const [path, item] of Object.entries(api.paths)) {
      const names = [...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => name);
      for (const op of Object.values(item)) {
        const inPath = ((op.parameters ?? []) as Array<{ in: string; name: string }>).filter((p) => p.in === 'path').map((p) => p.name);
        expect(inPath).toEqual(names);
      }
    }
  });

  it('put every event type and version on its topic, with key and headers', () => {
    for (const option of domainEventSchema.options) {
      const name = messageNameOf(option.shape.type.value, option.shape.version.value);
      const message = events.components.messages[name];
      expect(message?.payload).toBeDefined();
      expect(message?.headers).toMatchObject({ required: ['event-id', 'event-type'] });
      expect(message?.bindings).toMatchObject({ kafka: { key: { type: 'string' } } });
    }
    expect(Object.values(events.channels).map((c) => c.address).sort()).toEqual(Object.values(TOPICS).sort());
  });

  it('are compatible with themselves', () => {
    expect(compareOpenApi(api, buildOpenApiDocument('1.2.4'))).toEqual([]);
    expect(compareAsyncApi(events, buildAsyncApiDocument('1.2.4'))).toEqual([]);
  });
});
