/// <reference types="node" />
/**
 * @jest-environment node
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findVersionSkew } from '../src/version-skew.ts';

const SHELL = { react: '19.3.1', 'react/jsx-runtime': '19.3.1', 'react-dom': '19.3.1', 'react-dom/client': '19.3.1', wouter: '3.13.0' };

describe('findVersionSkew', () => {
  test('When every remote accepts the shell\'s versions (a later patch or minor included), then there is nothing to report', () => {
    expect(findVersionSkew(SHELL, [{ remote: '@quizlink/mfe-quiz', shared: { react: '^19.3.0', 'react-dom': '^19.0.0', wouter: '^3.13.0' } }])).toEqual([]);
  });

  test('When a remote needs another major, then each mismatch names the remote, its range and the shell\'s version', () => {
    const problems = findVersionSkew(SHELL, [
      { remote: '@quizlink/mfe-quiz', shared: { react: '^19.3.1' } },
      { remote: '@quizlink/mfe-admin', shared: { react: '^20.0.0', wouter: '^3.13.0', 'left-pad': '^1.0.0' } },
    ]);

    expect(problems).toEqual([
      '@quizlink/mfe-admin requires react ^20.0.0, but the shell provides react 19.3.1',
      '@quizlink/mfe-admin requires left-pad ^1.0.0, but the shell does not share left-pad',
    ]);
  });
});

describe('check-version-skew.ts (the CI step)', () => {
  const cli = path.join(__dirname, '..', 'src', 'check-version-skew.ts');
  const shellDir = path.resolve(__dirname, '../../..');
  let tmp: string;

  beforeAll(() => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'ql-skew-'));
  });
  afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

  function remoteWith(name: string, react: string): string {
    const dir = path.join(tmp, name);
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name, version: '1.0.0', dependencies: { react, 'react-dom': react, wouter: '3.13.0' } }));
    return dir;
  }

  const run = (...remotes: string[]) =>
    spawnSync(process.execPath, [cli, '--shell', shellDir, ...remotes.flatMap((dir) => ['--remote', dir])], { encoding: 'utf8' });

  test('When the repository\'s own remotes are checked against the shell, then it passes', () => {
    const result = spawnSync(process.execPath, [cli], { encoding: 'utf8' });

    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('every remote accepts them');
  });

  test('When a remote is deliberately built for another React major, then it fails naming the remote and the shell\'s version', () => {
    const shellReact = JSON.parse(fs.readFileSync(path.resolve(shellDir, '../node_modules/react/package.json'), 'utf8')).version as string;
    const result = run(remoteWith('mfe-in-step', shellReact), remoteWith('mfe-from-the-future', '99.0.0'));

    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`mfe-from-the-future requires react ^99.0.0, but the shell provides react ${shellReact}`);
    expect(result.stderr).toContain(`mfe-from-the-future requires react-dom ^99.0.0, but the shell provides react-dom ${shellReact}`);
    expect(result.stderr).not.toContain('mfe-in-step');
  });
});
