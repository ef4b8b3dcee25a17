import fs from 'node:fs';
import path from 'node:path';
import { API_DESCRIPTION_PATHS, API_ROUTES, operationIdOf } from '@quizlink/contracts/api-description';
import { SERVICE_NAMES, type ServiceName } from '@quizlink/contracts/platform';
import { API_DOCS_CACHE_CONTROL } from '../src/api-docs.ts';
import { rawGet, startGateway, type StartedGateway } from './gateway-fixture.ts';

const committed = (name: string): unknown => JSON.parse(fs.readFileSync(path.resolve(__dirname, '..', '..', 'docs', 'api', name), 'utf8'));
// No service runs: anything proxied would answer 502, so a 200 proves the gateway answered itself.
const nowhere = Object.fromEntries(SERVICE_NAMES.map((name) => [name, 'http://127.0.0.1:9'])) as Record<ServiceName, string>;

describe('the API description the gateway serves', () => {
  let gateway: StartedGateway;
  beforeAll(async () => {
    gateway = await startGateway({ upstreams: nowhere });
  });
  afterAll(() => gateway.close());

  it.each([
    [API_DESCRIPTION_PATHS.openapi, 'openapi.json'],
    [API_DESCRIPTION_PATHS.asyncapi, 'asyncapi.json'],
  ])('%s is the committed docs/api/%s, cacheable', async (route, file) => {
    const res = await fetch(`${gateway.url}${route}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('cache-control')).toBe(API_DOCS_CACHE_CONTROL);
    expect(res.headers.get('etag')).toBeTruthy();
    expect(await res.json()).toEqual(committed(file));
  });

  it('renders the reference page on the server: every route and event, no script, under the CSP', async () => {
    const res = await fetch(`${gateway.url}${API_DESCRIPTION_PATHS.docs}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await res.text();
    expect(html).not.toMatch(/<script|<link|https?:\/\//i);
    for (const route of API_ROUTES) expect(html).toContain(`id="${operationIdOf(route)}"`);
    for (const topic of ['attempt.events.v1', 'quiz.events.v1']) expect(html).toContain(topic);
  });

  it('a conditional request with the ETag is answered 304', async () => {
    const first = await fetch(`${gateway.url}${API_DESCRIPTION_PATHS.openapi}`);
    const etag = first.headers.get('etag') ?? '';
    await first.arrayBuffer();
    const again = await rawGet(gateway.url, API_DESCRIPTION_PATHS.openapi, { 'if-none-match': etag });
    expect(again.status).toBe(304);
  });
});
