import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { closeServer } from './index.ts';

function startServer(handler: http.RequestListener): Promise<{ server: http.Server; port: number }> {
  const server = http.createServer(handler);
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, port: (server.address() as AddressInfo).port })));
}

function get(port: number, path: string, agent: http.Agent): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, agent }, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}

describe('closeServer', () => {
  test('When a request is in flight, then it completes and the server closes right after', async () => {
    const { server, port } = await startServer((req, res) => {
      const delay = req.url === '/slow' ? 200 : 0;
      setTimeout(() => res.end(req.url), delay);
    });
    const agent = new http.Agent({ keepAlive: true });
    await get(port, '/warm', agent); // leaves an idle keep-alive connection behind

    const slow = get(port, '/slow', agent);
    await new Promise((r) => setTimeout(r, 50));
    const started = Date.now();
    await closeServer(server, 5000);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(await slow).toEqual({ status: 200, body: '/slow' });
    expect(server.listening).toBe(false);
    await expect(get(port, '/after', new http.Agent())).rejects.toThrow(/ECONNREFUSED/);
    agent.destroy();
  });

  test('When a request hangs past the grace period, then its connection is cut and close resolves', async () => {
    const { server, port } = await startServer(() => {
      /* never answers */
    });
    const hanging = get(port, '/hang', new http.Agent()).catch((error: Error) => error);
    await new Promise((r) => setTimeout(r, 50));
    await closeServer(server, 100);
    expect(String(await hanging)).toMatch(/socket hang up|ECONNRESET/);
  });

  test('When the server is not listening, then closeServer resolves at once', async () => {
    await expect(closeServer(http.createServer())).resolves.toBeUndefined();
  });
});
