import { startGateway, type StartedGateway } from './gateway-fixture.ts';
import { startStandIns, type SeenRequest, type StandIns } from './stand-in-services.ts';

let standIns: StandIns;
let behindProxy: StartedGateway;
let facingClients: StartedGateway;

beforeAll(async () => {
  standIns = await startStandIns();
  // A load balancer on loopback in front of this gateway (GATEWAY_TRUST_PROXY=loopback) …
  behindProxy = await startGateway({ upstreams: standIns.urls, trustProxy: 'loopback' });
  // … and the default, clients connecting directly.
  facingClients = await startGateway({ upstreams: standIns.urls });
});

afterAll(async () => {
  await behindProxy.close();
  await facingClients.close();
  await standIns.close();
});

const forwarded = { 'x-forwarded-for': '203.0.113.9, 198.51.100.4', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'quizlink.example' };

async function seenThrough(gateway: StartedGateway): Promise<SeenRequest['headers']> {
  const res = await fetch(`${gateway.url}/api/users`, { headers: forwarded });
  return ((await res.json()) as SeenRequest).headers;
}

describe('forwarded headers and the proxies in front of the gateway', () => {
  test('When the connection comes from a trusted proxy, then the service receives the one client it reported and its proto and host', async () => {
    const headers = await seenThrough(behindProxy);
    // Express walks the list from the right: 198.51.100.4 is the first untrusted hop, so it is the client.
    expect(headers['x-forwarded-for']).toBe('198.51.100.4');
    expect(headers['x-forwarded-proto']).toBe('https');
    expect(headers['x-forwarded-host']).toBe('quizlink.example');
  });

  test('When nothing in front is trusted (the default), then every forwarded value a client sent is replaced', async () => {
    const headers = await seenThrough(facingClients);
    expect(headers['x-forwarded-for']).toMatch(/^(::ffff:)?127\.0\.0\.1$/);
    expect(headers['x-forwarded-proto']).toBe('http');
    expect(headers['x-forwarded-host']).toBe(new URL(facingClients.url).host);
  });
});
