/// <reference types="node" />
/**
 * @jest-environment node
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

// The real rspack CLI on a fixture remote: @rspack/core is ESM-only and runs outside jest's modules.
const fixture = path.join(__dirname, 'fixture-remote');
const dist = path.join(fixture, 'dist');
const rspackCli = path.resolve(__dirname, '../../../../node_modules/.bin/rspack');

type Manifest = {
  name: string;
  metaData: { publicPath: string; remoteEntry: { name: string } };
  exposes: Array<{ path: string }>;
  shared: Array<{ name: string; singleton: boolean; requiredVersion: string }>;
};

function build(env: Record<string, string>): void {
  const result = spawnSync(rspackCli, ['build'], { cwd: fixture, env: { ...process.env, NODE_ENV: '', ...env }, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`rspack build failed:\n${result.stdout}\n${result.stderr}`);
}

const readManifest = (): Manifest => JSON.parse(fs.readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8'));

afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

describe('a remote built with createRemoteConfig', () => {
  test('When built for production, then it is the container mfe_<name> exposing only ./spa with the five shared singletons and hashed files', () => {
    build({});
    const manifest = readManifest();

    expect(manifest.name).toBe('mfe_quiz');
    expect(manifest.metaData.publicPath).toBe('auto');
    expect(manifest.metaData.remoteEntry.name).toBe('remoteEntry.js');
    expect(fs.existsSync(path.join(dist, 'remoteEntry.js'))).toBe(true);
    expect(manifest.exposes.map((e) => e.path)).toEqual(['./spa']);
    expect(manifest.shared.map((s) => [s.name, s.singleton, s.requiredVersion]).sort()).toEqual([
      ['react', true, '19.3.1'],
      ['react-dom', true, '19.3.1'],
      ['react-dom/client', true, '19.3.1'],
      ['react/jsx-runtime', true, '19.3.1'],
      ['wouter', true, '3.13.0'],
    ]);
    const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
    expect(html).toMatch(/src="\/mfe\/quiz\/main\.[0-9a-f]{10}\.js"/);
  });

  test('When built with NODE_ENV=development, then file names carry no hash', () => {
    build({ NODE_ENV: 'development' });

    expect(fs.existsSync(path.join(dist, 'main.js'))).toBe(true);
    expect(readManifest().exposes.map((e) => e.path)).toEqual(['./spa']);
  });
});
