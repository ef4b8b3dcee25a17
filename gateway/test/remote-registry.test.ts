import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import { baseUrlOf, listen } from '@quizlink/kit-http';
import { closeServer } from '@quizlink/kit-lifecycle';
import type { RemoteRegistry } from '@quizlink/contracts/platform';
import { startGateway, writeFile, type DistFolders, type StartedGateway } from './gateway-fixture.ts';
import { startStandIns, type StandIns } from './stand-in-services.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const SHELL_HTML = '<!doctype html><html><head><title>QuizLink</title></head><body><div id="root"></div></body></html>';
const SHARED = { react: '^19.3.1', 'react-dom': '^19.3.1' };

const manifest = (chunk: string) => JSON.stringify({ metaData: { remoteEntry: { name: 'remoteEntry.js' } }, exposes: [{ path: './spa', assets: { js: { sync: [chunk] }, css: { sync: [] } } }] });
const descriptor = (name: string, version: string, routes: string[]) => JSON.stringify({ name, container: `mfe_${name}`, version, routes, shared: SHARED });

/** An admin remote with two releases, current = 1.0.0-aaaa; a quiz remote in the older flat layout. */
function makeDists(): DistFolders {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'gateway-registry-'));
  const dists: DistFolders = {
    root,
    shell: path.join(root, 'shell'),
    mfe: { quiz: path.join(root, 'quiz'), autodraft: path.join(root, 'autodraft'), admin: path.join(root, 'admin') },
  };
  writeFile(path.join(dists.shell, 'index.html'), SHELL_HTML);
  for (const [version, chunk] of [['1.0.0-aaaa', 'spa.1111aaaa11.js'], ['1.0.1-bbbb', 'spa.2222bbbb22.js']] as const) {
    const release = path.join(dists.mfe.admin, 'releases', version);
    writeFile(path.join(release, 'mf-manifest.json'), manifest(chunk));
    writeFile(path.join(release, 'remote.json'), descriptor('admin', version, ['/admin', '/blog-management']));
    writeFile(path.join(release, 'remoteEntry.js'), `var mfe_admin = "${version}";`);
    writeFile(path.join(release, chunk), `chunk("${version}");`);
  }
  writeFile(path.join(dists.mfe.admin, 'current'), '1.0.0-aaaa\n');
  writeFile(path.join(dists.mfe.quiz, 'mf-manifest.json'), manifest('spa.3333cccc33.js'));
  writeFile(path.join(dists.mfe.quiz, 'remoteEntry.js'), 'var mfe_quiz;');
  return dists;
}

let standIns: StandIns;
let dists: DistFolders;
let gateway: StartedGateway;

beforeAll(async () => {
  standIns = await startStandIns();
  dists = makeDists();
  gateway = await startGateway({ upstreams: standIns.urls, dists });
});

afterAll(async () => {
  await gateway.close();
  await standIns.close();
  fs.rmSync(dists.root, { recursive: true, force: true });
});

const registryOf = async (url: string): Promise<RemoteRegistry> => (await fetch(`${url}/mfe/registry.json`)).json() as Promise<RemoteRegistry>;
const entry = (registry: RemoteRegistry, name: string) => registry.remotes.find((r) => r.name === name);

describe('/mfe/registry.json from build folders', () => {
  test('When a remote has releases, then the registry names the current one: version, manifest URL, its own routes and shared ranges', async () => {
    const res = await fetch(`${gateway.url}/mfe/registry.json`);
    const registry = (await res.json()) as RemoteRegistry;

    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(entry(registry, 'admin')).toEqual({
      name: 'admin',
      container: 'mfe_admin',
      version: '1.0.0-aaaa',
      routes: ['/admin', '/blog-management'],
      shared: SHARED,
      manifestUrl: '/mfe/admin/releases/1.0.0-aaaa/mf-manifest.json',
    });
  });

  test('When a remote is a flat build without remote.json, then it stays at /mfe/<name>/ with the contracts\' routes and an unknown version', async () => {
    expect(entry(await registryOf(gateway.url), 'quiz')).toMatchObject({ version: 'unknown', manifestUrl: '/mfe/quiz/mf-manifest.json', routes: expect.arrayContaining(['/quiz', '/create']) });
  });

  test('When current is switched and switched back, then the registry, the page and its preloads follow at once, and both releases stay served', async () => {
    const pointer = path.join(dists.mfe.admin, 'current');
    try {
      fs.writeFileSync(pointer, '1.0.1-bbbb\n');
      expect(entry(await registryOf(gateway.url), 'admin')?.version).toBe('1.0.1-bbbb');
      const page = await (await fetch(`${gateway.url}/admin`)).text();
      expect(page).toContain('<link rel="preload" href="/mfe/admin/releases/1.0.1-bbbb/spa.2222bbbb22.js" as="script">');
      expect(page).toContain('"manifestUrl":"/mfe/admin/releases/1.0.1-bbbb/mf-manifest.json"');

      const old = await fetch(`${gateway.url}/mfe/admin/releases/1.0.0-aaaa/spa.1111aaaa11.js`);
      expect(old.status).toBe(200);
      expect(old.headers.get('cache-control')).toBe(IMMUTABLE);
      expect(await old.text()).toBe('chunk("1.0.0-aaaa");');
    } finally {
      fs.writeFileSync(pointer, '1.0.0-aaaa\n');
    }
    expect(entry(await registryOf(gateway.url), 'admin')?.version).toBe('1.0.0-aaaa');
  });

  test('When current names something that is not a release name, then it is ignored (the flat folder is used), never a path', async () => {
    const pointer = path.join(dists.mfe.admin, 'current');
    try {
      fs.writeFileSync(pointer, '../../quiz\n');
      expect(entry(await registryOf(gateway.url), 'admin')?.manifestUrl).toBe('/mfe/admin/mf-manifest.json');
    } finally {
      fs.writeFileSync(pointer, '1.0.0-aaaa\n');
    }
  });

  test('When a page is opened, then it carries the registry as inert JSON, with "<" escaped', async () => {
    const page = await (await fetch(`${gateway.url}/`)).text();
    const json = /<script type="application\/json" id="ql-remote-registry">(.*?)<\/script>/.exec(page)?.[1] ?? '';

    expect(JSON.parse(json)).toEqual(await registryOf(gateway.url));
    expect(json).not.toContain('<');
  });
});

describe('a remote on another origin (MFE_QUIZ_URL)', () => {
  let cdn: { url: string; close(): Promise<void> };
  let remoteGateway: StartedGateway;

  beforeAll(async () => {
    const app = express();
    app.get('/quiz/v7/remote.json', (_req, res) => res.type('json').send(descriptor('quiz', '7.0.0-cdn', ['/quiz', '/create'])));
    app.get('/quiz/v7/mf-manifest.json', (_req, res) => res.type('json').send(manifest('spa.4444dddd44.js')));
    // A CDN folder in the release layout: current + releases/<version>/.
    app.get('/admin/current', (_req, res) => res.type('text').send('3.1.0-eeee\n'));
    app.get('/admin/releases/3.1.0-eeee/remote.json', (_req, res) => res.type('json').send(descriptor('admin', '3.1.0-eeee', ['/admin'])));
    app.get('/admin/releases/3.1.0-eeee/mf-manifest.json', (_req, res) => res.type('json').send(manifest('spa.5555eeee55.js')));
    const server = await listen(app, { port: 0, host: '127.0.0.1' });
    cdn = { url: baseUrlOf(server), close: () => closeServer(server, 100) };
    remoteGateway = await startGateway({ upstreams: standIns.urls, dists, mfeUrls: { quiz: `${cdn.url}/quiz/v7`, admin: `${cdn.url}/admin/`, autodraft: 'http://127.0.0.1:1/autodraft/' } });
  });
  afterAll(async () => {
    await remoteGateway.close();
    await cdn.close();
  });

  test('When the registry is read, then the remote\'s manifest is on that origin with the version and routes its remote.json declares', async () => {
    expect(entry(await registryOf(remoteGateway.url), 'quiz')).toEqual({
      name: 'quiz',
      container: 'mfe_quiz',
      version: '7.0.0-cdn',
      routes: ['/quiz', '/create'],
      shared: SHARED,
      manifestUrl: `${cdn.url}/quiz/v7/mf-manifest.json`,
    });
  });

  test('When that URL holds releases and a current pointer, then the registry names the current release there', async () => {
    expect(entry(await registryOf(remoteGateway.url), 'admin')).toMatchObject({ version: '3.1.0-eeee', manifestUrl: `${cdn.url}/admin/releases/3.1.0-eeee/mf-manifest.json` });
  });

  test('When that origin cannot be reached, then the remote is still listed there with the contracts\' routes (its pages show its error card)', async () => {
    expect(entry(await registryOf(remoteGateway.url), 'autodraft')).toMatchObject({
      version: 'unknown',
      routes: ['/auto-draft', '/auto-draft-session'],
      manifestUrl: 'http://127.0.0.1:1/autodraft/mf-manifest.json',
    });
  });

  test('When a page the remote owns is opened, then its files are preloaded from that origin', async () => {
    const page = await (await fetch(`${remoteGateway.url}/create`)).text();

    expect(page).toContain(`<link rel="preload" href="${cdn.url}/quiz/v7/spa.4444dddd44.js" as="script">`);
  });

  test('When any response is sent, then the CSP allows that origin for scripts, fetches, styles and images only', async () => {
    const csp = (await fetch(`${remoteGateway.url}/`)).headers.get('content-security-policy') ?? '';
    const directive = (name: string) => csp.split(';').map((d) => d.trim()).find((d) => d.startsWith(`${name} `)) ?? '';

    for (const name of ['script-src', 'connect-src', 'style-src', 'img-src']) expect(directive(name)).toContain(cdn.url);
    for (const name of ['default-src', 'worker-src', 'manifest-src', 'form-action', 'font-src']) expect(directive(name)).not.toContain(cdn.url);
    // The gateway on its own folders allows only itself.
    expect((await fetch(`${gateway.url}/`)).headers.get('content-security-policy')).not.toContain(cdn.url);
  });
});
