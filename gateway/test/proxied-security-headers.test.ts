import type { Server } from 'node:http';
import { baseUrlOf, listen } from '@quizlink/kit-http';
import { closeServer } from '@quizlink/kit-lifecycle';
import { startGateway, type StartedGateway } from './gateway-fixture.ts';
import { expectApiSecurityHeaders, expectHelmetDefaultHeaders, pageHeadersServiceApp } from './service-headers.ts';
import { startStandIns, type StandIns } from './stand-in-services.ts';

let standIns: StandIns;
let gateway: StartedGateway;
let contentServer: Server;

beforeAll(async () => {
  standIns = await startStandIns();
  contentServer = await listen(pageHeadersServiceApp(), { port: 0, host: '127.0.0.1' });
  gateway = await startGateway({ upstreams: { ...standIns.urls, content: baseUrlOf(contentServer) } });
});
afterAll(async () => {
  await gateway.close();
  await closeServer(contentServer);
  await standIns.close();
});

describe('security headers of proxied answers (distributed mode)', () => {
  test("When a service behind the gateway sets security headers of its own choosing, then the browser gets the gateway's API set and none of the service's", async () => {
    expectHelmetDefaultHeaders((await fetch(`${baseUrlOf(contentServer)}/api/blog/public/posts`)).headers);
    const res = await fetch(`${gateway.url}/api/blog/public/posts`);
    expect(res.status).toBe(200);
    expectApiSecurityHeaders(res.headers);
  });

  test('When a service sets headers that are its own business, then they reach the browser unchanged', async () => {
    const res = await fetch(`${gateway.url}/api/blog/public/posts`);
    expect(res.headers.get('cache-control')).toBe('public, max-age=30');
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(await res.json()).toEqual({ posts: [] });
  });
});
