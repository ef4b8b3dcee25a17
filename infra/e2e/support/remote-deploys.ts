import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';

/**
 * Support for remote-deploys.spec.ts (issue 16): a second origin serving a remote's release with CORS
 * (a CDN as far as the browser can tell), a second gateway configured only through its environment,
 * and the release script every team uses.
 */
export const repoRoot = path.resolve(import.meta.dirname, '../../..');

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
};

export type Origin = { url: string; requests: string[]; close(): Promise<void> };

/** Static files of `dir` on 127.0.0.1:`port`, open to every origin (CORS), recording each path asked. */
export async function startStaticOrigin(dir: string, port: number): Promise<Origin> {
  const requests: string[] = [];
  const root = path.resolve(dir);
  const server = http.createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    requests.push(pathname);
    res.setHeader('Access-Control-Allow-Origin', '*');
    const file = path.join(root, pathname);
    if (!file.startsWith(`${root}${path.sep}`) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found');
      return;
    }
    res.writeHead(200, { 'Content-Type': CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream', 'Cache-Control': 'no-cache' });
    fs.createReadStream(file).pipe(res);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${port}`, requests, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

export type SecondGateway = { url: string; close(): Promise<void> };

/**
 * `node gateway/src/main.ts` on `port` with `env` (MFE_<NAME>_URL, MFE_<NAME>_DIST …): the same
 * gateway, configured differently, no rebuild. Its API goes to the test stack's gateway, which routes
 * it on to the services, so both origins share one set of data.
 */
export async function startSecondGateway(port: number, apiGatewayUrl: string, env: Record<string, string>): Promise<SecondGateway> {
  const services = ['QUIZ', 'ATTEMPT', 'GENERATION', 'CONTENT', 'SHORTLINK'];
  const child: ChildProcess = spawn(process.execPath, [path.join(repoRoot, 'gateway/src/main.ts')], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', NODE_ENV: 'test', ...Object.fromEntries(services.map((s) => [`${s}_SERVICE_URL`, apiGatewayUrl])), ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the second gateway stopped (${child.exitCode})`);
    const ok = await fetch(`${url}/healthz`).then((r) => r.ok, () => false);
    if (ok) break;
    if (Date.now() > deadline) throw new Error('the second gateway did not start within 30 s');
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    close: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** infra/deploy/mfe-release.sh with arguments; throws with its output when it fails. */
export function mfeRelease(...args: string[]): string {
  const result = spawnSync(path.join(repoRoot, 'infra/deploy/mfe-release.sh'), args, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`mfe-release ${args.join(' ')} failed:\n${result.stdout}${result.stderr}`);
  return result.stdout.trim();
}

/** The release a remote's build folder in the repository currently names. */
export function builtRelease(name: string): string {
  const dist = path.join(repoRoot, `mfe-${name}`, 'dist');
  const version = fs.readFileSync(path.join(dist, 'current'), 'utf8').trim();
  return path.join(dist, 'releases', version);
}

type Registry = { remotes: Array<{ name: string; version: string; manifestUrl: string }> };

export async function registryEntry(gatewayUrl: string, name: string): Promise<Registry['remotes'][number]> {
  const registry = (await (await fetch(`${gatewayUrl}/mfe/registry.json`)).json()) as Registry;
  const entry = registry.remotes.find((r) => r.name === name);
  if (!entry) throw new Error(`${name} is not in the registry`);
  return entry;
}

type Manifest = { exposes?: Array<{ assets?: { js?: { sync?: string[]; async?: string[] }; css?: { sync?: string[] } } }> };

/**
 * Requests a browser with the remote open keeps making, over and over until stopped: the registry,
 * the live manifest and every file it names, and the page. Returns each failure (status or error).
 */
export function keepRequesting(gatewayUrl: string, name: string, page: string): { stop(): Promise<{ count: number; failures: string[] }> } {
  const state = { running: true };
  let count = 0;
  const failures: string[] = [];
  // A fresh connection per request (agent: false): a keep-alive socket the server closes just as it is
  // reused would be a client race, not an answer of the gateway (browsers retry those on their own).
  const get = (url: string): Promise<{ body: string } | undefined> =>
    new Promise((resolve) => {
      count++;
      const fail = (why: string) => {
        failures.push(`${why} ${url}`);
        resolve(undefined);
      };
      http
        .get(url, { agent: false }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('error', (error) => fail(String(error)));
          res.on('end', () => {
            if ((res.statusCode ?? 0) >= 400) fail(String(res.statusCode));
            else resolve({ body: Buffer.concat(chunks).toString('utf8') });
          });
        })
        .on('error', (error) => fail(String(error)));
    });
  const loop = (async () => {
    while (state.running) {
      const entry = await registryEntry(gatewayUrl, name).catch((error: unknown) => {
        failures.push(`registry: ${String(error)}`);
        return undefined;
      });
      await get(`${gatewayUrl}${page}`);
      if (!entry) continue;
      const manifestUrl = new URL(entry.manifestUrl, gatewayUrl).href;
      const manifestText = (await get(manifestUrl))?.body;
      const manifest = manifestText ? (JSON.parse(manifestText) as Manifest) : undefined;
      const files = (manifest?.exposes ?? []).flatMap((e) => [...(e.assets?.js?.sync ?? []), ...(e.assets?.js?.async ?? []), ...(e.assets?.css?.sync ?? [])]);
      await Promise.all(['remoteEntry.js', ...files].map((file) => get(new URL(file, manifestUrl).href)));
    }
  })();
  return {
    async stop() {
      state.running = false;
      await loop;
      return { count, failures };
    },
  };
}
