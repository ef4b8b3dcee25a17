import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import type { ServiceName } from '@quizlink/contracts/platform';
import { baseUrlOf, listen } from '@quizlink/kit-http';
import { closeServer } from '@quizlink/kit-lifecycle';
import { createGateway } from '../src/index.ts';
import { missingDists, writeFile, type DistFolders } from './gateway-fixture.ts';
import { capturingLogger } from './stand-in-services.ts';

const SCRIPT = `console.log(${JSON.stringify('quiz '.repeat(2000))});`;
const BUILT = `console.log(${JSON.stringify('built '.repeat(2000))});`;
// The build's copies, made with settings the gateway never uses (brotli quality 2, gzip level 1): sent as they are, byte for byte.
const BUILT_BR = zlib.brotliCompressSync(BUILT, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 2 } });
const BUILT_GZ = zlib.gzipSync(BUILT, { level: 1 });
const REPLACED = `console.log(${JSON.stringify('replaced '.repeat(2000))});`;

function get(url: string, headers: Record<string, string>): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

let server: http.Server;
let url: string;
let dists: DistFolders;

beforeAll(async () => {
  dists = missingDists();
  writeFile(path.join(dists.shell, 'main.3f9a1c2b7d.js'), SCRIPT);
  writeFile(path.join(dists.shell, 'tiny.js'), 'x();');
  writeFile(path.join(dists.mfe.quiz, 'remoteEntry.js'), SCRIPT);
  writeFile(path.join(dists.root, 'shell', 'outside.js'), SCRIPT);
  writeFile(path.join(dists.shell, 'built.1a2b3c4d5e.js'), BUILT);
  fs.writeFileSync(path.join(dists.shell, 'built.1a2b3c4d5e.js.br'), BUILT_BR);
  fs.writeFileSync(path.join(dists.shell, 'built.1a2b3c4d5e.js.gz'), BUILT_GZ);
  // A file replaced after its build, its copies left behind: they hold the old content.
  writeFile(path.join(dists.mfe.quiz, 'entry.js'), REPLACED);
  fs.writeFileSync(path.join(dists.mfe.quiz, 'entry.js.br'), BUILT_BR);
  fs.writeFileSync(path.join(dists.mfe.quiz, 'entry.js.gz'), BUILT_GZ);
  const upstreams = Object.fromEntries(['quiz', 'attempt', 'generation', 'content', 'shortlink'].map((s) => [s, 'http://127.0.0.1:9'])) as Record<ServiceName, string>;
  server = await listen(createGateway({ upstreams, static: { shell: dists.shell, mfe: dists.mfe }, timeoutMs: 1000, logger: capturingLogger().logger }), { port: 0, host: '127.0.0.1' });
  url = baseUrlOf(server);
});

afterAll(async () => {
  await closeServer(server, 100);
  fs.rmSync(dists.root, { recursive: true, force: true });
});

describe('compressed static files', () => {
  test('When the browser accepts brotli, then a bundle comes brotli-compressed, immutable, with Vary', async () => {
    const res = await get(`${url}/main.3f9a1c2b7d.js`, { 'accept-encoding': 'gzip, br' });

    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toContain('Accept-Encoding');
    expect(res.headers['content-type']).toContain('javascript');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body.length).toBeLessThan(SCRIPT.length / 10);
    expect(zlib.brotliDecompressSync(res.body).toString()).toBe(SCRIPT);
  });

  test('When only gzip is accepted, then gzip; a remote entry stays revalidated; an unchanged file answers 304', async () => {
    const res = await get(`${url}/mfe/quiz/remoteEntry.js`, { 'accept-encoding': 'gzip' });

    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(zlib.gunzipSync(res.body).toString()).toBe(SCRIPT);
    const again = await get(`${url}/mfe/quiz/remoteEntry.js`, { 'accept-encoding': 'gzip', 'if-none-match': String(res.headers.etag) });
    expect(again.status).toBe(304);
  });

  test('When compression is not accepted or the file is tiny, then the file is sent as it is', async () => {
    const plain = await get(`${url}/main.3f9a1c2b7d.js`, {});
    const tiny = await get(`${url}/tiny.js`, { 'accept-encoding': 'br' });

    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);
    expect(tiny.headers['content-encoding']).toBeUndefined();
  });

  test('When the build wrote compressed copies beside a file, then the copy of the accepted encoding is sent as it is', async () => {
    const br = await get(`${url}/built.1a2b3c4d5e.js`, { 'accept-encoding': 'gzip, br' });
    const gz = await get(`${url}/built.1a2b3c4d5e.js`, { 'accept-encoding': 'gzip' });

    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.body.equals(BUILT_BR)).toBe(true);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.body.equals(BUILT_GZ)).toBe(true);
  });

  test('When a file was replaced without its copies, then its own content is compressed and sent, never the copies of the old one', async () => {
    const br = await get(`${url}/mfe/quiz/entry.js`, { 'accept-encoding': 'br' });
    const gz = await get(`${url}/mfe/quiz/entry.js`, { 'accept-encoding': 'gzip' });

    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(REPLACED);
    expect(zlib.gunzipSync(gz.body).toString()).toBe(REPLACED);
  });

  test('When a path tries to leave the build folder, then nothing outside it is served', async () => {
    const res = await get(`${url}/..%2Foutside.js`, { 'accept-encoding': 'br' });

    expect(res.status).toBe(404);
    expect(res.body.toString()).not.toContain('quiz quiz');
  });
});
