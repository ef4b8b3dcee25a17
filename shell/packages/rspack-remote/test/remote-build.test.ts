/// <reference types="node" />
/**
 * @jest-environment node
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { isPrecompressedFile, STATIC_COMPRESSION } from '@quizlink/contracts/platform';

// The real rspack CLI on a fixture remote: @rspack/core is ESM-only and runs outside jest's modules.
const fixture = path.join(__dirname, 'fixture-remote');
const dist = path.join(fixture, 'dist');
const current = (): string => fs.readFileSync(path.join(dist, 'current'), 'utf8').trim();
const release = (): string => path.join(dist, 'releases', current());
const rspackCli = path.resolve(__dirname, '../../../../node_modules/.bin/rspack');

type Manifest = {
  name: string;
  metaData: { publicPath: string; remoteEntry: { name: string } };
  exposes: Array<{ path: string }>;
  shared: Array<{ name: string; singleton: boolean; requiredVersion: string }>;
  remotes?: unknown;
};

function build(env: Record<string, string>): void {
  const result = spawnSync(rspackCli, ['build'], { cwd: fixture, env: { ...process.env, NODE_ENV: '', ...env }, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`rspack build failed:\n${result.stdout}\n${result.stderr}`);
}

const readManifest = (): Manifest => JSON.parse(fs.readFileSync(path.join(release(), 'mf-manifest.json'), 'utf8'));

afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

describe('a remote built with createRemoteConfig', () => {
  test('When built for production, then it is the container mfe_<name> exposing only ./spa with the five shared singletons and hashed files', () => {
    build({});
    const manifest = readManifest();

    expect(manifest.name).toBe('mfe_quiz');
    expect(manifest.metaData.publicPath).toBe('auto');
    expect(manifest.metaData.remoteEntry.name).toBe('remoteEntry.js');
    expect(fs.existsSync(path.join(release(), 'remoteEntry.js'))).toBe(true);
    expect(manifest.exposes.map((e) => e.path)).toEqual(['./spa']);
    expect(manifest.shared.map((s) => [s.name, s.singleton, s.requiredVersion]).sort()).toEqual([
      ['react', true, '^19.3.1'],
      ['react-dom', true, '^19.3.1'],
      ['react-dom/client', true, '^19.3.1'],
      ['react/jsx-runtime', true, '^19.3.1'],
      ['wouter', true, '^3.13.0'],
    ]);
    // The standalone page finds its files next to it, wherever the release is served.
    const html = fs.readFileSync(path.join(release(), 'index.html'), 'utf8');
    expect(html).toMatch(/src="main\.[0-9a-f]{10}\.js"/);
  });

  test('When built, then the build is a release: its own folder named by version, remote.json beside the manifest, current pointing at it', () => {
    build({});

    expect(current()).toMatch(/^0\.4\.2-[0-9a-f]{10}$/);
    expect(JSON.parse(fs.readFileSync(path.join(release(), 'remote.json'), 'utf8'))).toEqual({
      name: 'quiz',
      container: 'mfe_quiz',
      version: current(),
      routes: ['/fixture-quiz'],
      shared: { react: '^19.3.1', 'react/jsx-runtime': '^19.3.1', 'react-dom': '^19.3.1', 'react-dom/client': '^19.3.1', wouter: '^3.13.0' },
    });
    expect(fs.existsSync(path.join(dist, '.staging'))).toBe(false);
  });

  test('When a changed remote is built, then it becomes a new release and the previous one stays untouched for open pages', () => {
    build({});
    const first = current();
    const firstFiles = fs.readdirSync(path.join(dist, 'releases', first)).sort();

    build({ NODE_ENV: 'development' });

    expect(current()).not.toBe(first);
    expect(fs.readdirSync(path.join(dist, 'releases', first)).sort()).toEqual(firstFiles);
  });

  test('When built, then every text file of the release has a brotli and a gzip copy of its final bytes, and source maps have none', () => {
    build({});
    const files = fs.readdirSync(release());
    const texts = files.filter((name) => isPrecompressedFile(name) && fs.statSync(path.join(release(), name)).size >= STATIC_COMPRESSION.minBytes);

    expect(texts).toEqual(expect.arrayContaining(['remoteEntry.js', 'mf-manifest.json', expect.stringMatching(/^main\.[0-9a-f]{10}\.js$/)]));
    for (const name of texts) {
      const raw = fs.readFileSync(path.join(release(), name));
      expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(release(), `${name}.br`)))).toEqual(raw);
      expect(zlib.gunzipSync(fs.readFileSync(path.join(release(), `${name}.gz`)))).toEqual(raw);
    }
    // The copies hold the file as it was last changed (the fixture appends to remoteEntry.js at the REPORT stage).
    expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(release(), 'remoteEntry.js.br'))).toString()).toContain('added at the REPORT stage');
    expect(files.filter((name) => name.endsWith('.map.br') || name.endsWith('.map.gz'))).toEqual([]);
  });

  test('When built with NODE_ENV=development, then file names carry no hash', () => {
    build({ NODE_ENV: 'development' });

    expect(fs.existsSync(path.join(release(), 'main.js'))).toBe(true);
    expect(readManifest().exposes.map((e) => e.path)).toEqual(['./spa']);
  });
});
