import http from 'node:http';
import express from 'express';
import { publicOriginOf } from './public-origin.ts';

/** A real Express app, so req.host and req.protocol apply the trust setting as in the gateway. */
async function originSeen(headers: Record<string, string>, opts: { trustProxy?: string | boolean; configured?: string } = {}): Promise<string> {
  const app = express();
  app.set('trust proxy', opts.trustProxy ?? false);
  app.get('/', (req, res) => {
    res.send(publicOriginOf(req, opts.configured));
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    const { port } = server.address() as { port: number };
    return await new Promise<string>((resolve, reject) => {
      const req = http.request({ host: '127.0.0.1', port, path: '/', headers }, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve(body));
      });
      req.on('error', reject);
      req.end();
    });
  } finally {
    server.close();
  }
}

describe('publicOriginOf', () => {
  test('When PUBLIC_ORIGIN is configured, then it wins over any header, with www folded', async () => {
    expect(await originSeen({ host: 'evil.example' }, { configured: 'https://www.quizlink.app' })).toBe('https://quizlink.app');
  });

  test('When a trusted proxy forwards host and protocol, then they are used', async () => {
    const headers = { host: '10.0.0.5:8080', 'x-forwarded-host': 'www.quizlink.app', 'x-forwarded-proto': 'https, http' };
    expect(await originSeen(headers, { trustProxy: 'loopback' })).toBe('https://quizlink.app');
  });

  test('When a client that is not a trusted proxy sends forwarded host and protocol, then they are ignored', async () => {
    const headers = { host: 'quizlink.app', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };
    expect(await originSeen(headers)).toBe('http://quizlink.app');
  });

  test('When the Host header is malformed, then it is ignored', async () => {
    expect(await originSeen({ host: 'bad host"><script>' })).toBe('http://localhost');
    expect(await originSeen({ host: '127.0.0.1:8140' })).toBe('http://127.0.0.1:8140');
  });
});
