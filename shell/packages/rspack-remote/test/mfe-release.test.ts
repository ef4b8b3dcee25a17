/// <reference types="node" />
/**
 * @jest-environment node
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// The release script as CI and the teams run it (infra/deploy/mfe-release.sh execs this file).
const cli = path.join(__dirname, '..', 'src', 'mfe-release.ts');
const run = (...args: string[]) => spawnSync(process.execPath, [cli, ...args], { encoding: 'utf8' });

let tmp: string;
let dist: string;
const current = () => fs.readFileSync(path.join(dist, 'current'), 'utf8').trim();

function addRelease(version: string, mtime: number): void {
  const dir = path.join(dist, 'releases', version);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'mf-manifest.json'), '{}');
  fs.writeFileSync(path.join(dir, 'remote.json'), JSON.stringify({ name: 'admin', container: 'mfe_admin', version, routes: ['/admin'], shared: {} }));
  fs.writeFileSync(path.join(dir, 'remoteEntry.js'), `var mfe_admin = "${version}";`);
  fs.utimesSync(dir, mtime, mtime);
}

beforeEach(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'ql-release-'));
  dist = path.join(tmp, 'dist');
  addRelease('1.0.0-aaaa', 1_000);
  addRelease('1.1.0-bbbb', 2_000);
  fs.writeFileSync(path.join(dist, 'current'), '1.1.0-bbbb\n');
});
afterEach(() => fs.rmSync(tmp, { recursive: true, force: true }));

describe('mfe-release', () => {
  test('When rolled back, then the release before the current one is current; switch brings the newer one back', () => {
    expect(run('rollback', 'admin', '--dist', dist).stdout).toContain('rolled back to 1.0.0-aaaa');
    expect(current()).toBe('1.0.0-aaaa');
    expect(run('list', 'admin', '--dist', dist).stdout).toBe('* 1.0.0-aaaa\n  1.1.0-bbbb\n');

    expect(run('switch', 'admin', '1.1.0-bbbb', '--dist', dist).status).toBe(0);
    expect(current()).toBe('1.1.0-bbbb');
  });

  test('When asked for a release that is not there (or a path), then nothing changes and it says which ones are', () => {
    for (const version of ['9.9.9-zzzz', '../../etc']) {
      const result = run('switch', 'admin', version, '--dist', dist);
      expect(result.status).toBe(1);
      expect(result.stderr).toContain('there are: 1.0.0-aaaa, 1.1.0-bbbb');
    }
    expect(current()).toBe('1.1.0-bbbb');
  });

  test('When packed and deployed elsewhere, then the archive holds the release and becomes current there', () => {
    const archive = run('pack', 'admin', '--dist', dist, '--out', path.join(tmp, 'out')).stdout.trim();
    expect(path.basename(archive)).toBe('mfe-admin-1.1.0-bbbb.tar.gz');

    const target = path.join(tmp, 'cdn');
    expect(run('deploy', 'admin', archive, '--dist', target).stdout).toContain('1.1.0-bbbb is current');
    expect(fs.readFileSync(path.join(target, 'current'), 'utf8').trim()).toBe('1.1.0-bbbb');
    expect(fs.readFileSync(path.join(target, 'releases', '1.1.0-bbbb', 'remoteEntry.js'), 'utf8')).toBe('var mfe_admin = "1.1.0-bbbb";');
    expect(fs.readdirSync(target).sort()).toEqual(['current', 'releases']);
  });

  test('When pruned, then only the newest releases stay, and never without the current one', () => {
    addRelease('1.2.0-cccc', 3_000);
    fs.writeFileSync(path.join(dist, 'current'), '1.0.0-aaaa\n');

    expect(run('prune', 'admin', '--keep', '1', '--dist', dist).stdout).toContain('removed 1.1.0-bbbb');
    expect(fs.readdirSync(path.join(dist, 'releases')).sort()).toEqual(['1.0.0-aaaa', '1.2.0-cccc']);
  });

  test('When an archive of another remote is deployed, then it is refused', () => {
    const archive = run('pack', 'admin', '--dist', dist, '--out', path.join(tmp, 'out')).stdout.trim();
    const result = run('deploy', 'quiz', archive, '--dist', path.join(tmp, 'quiz'));

    expect(result.status).toBe(1);
    expect(result.stderr).toContain('is a release of admin, not quiz');
  });
});
