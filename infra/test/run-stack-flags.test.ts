/**
 * The launcher (infra/scripts/run-stack.mjs): its `--attempt-replicas` flag, a value it cannot run refused at
 * once with exit code 2 and a line saying what it takes, before anything starts; and the Node flags it gives
 * the embedded process (infra/scripts/lib/node-runtime.mjs; the distributed pieces': attempt-service-restart.test.ts).
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../bench/load/processes.ts';
import { nodeRuntimeFlags } from '../scripts/lib/node-runtime.mjs';
import { waitUntil } from './attempt-load.harness.ts';
import { embeddedProcessEnv } from './embedded-process.harness.ts';

const repoRoot = path.resolve(import.meta.dirname, '..', '..');
const runStack = (...args: string[]) =>
  spawnSync(process.execPath, [path.join(repoRoot, 'infra/scripts/run-stack.mjs'), ...args], { cwd: repoRoot, encoding: 'utf8', timeout: 30_000 });

describe('run-stack --attempt-replicas', () => {
  it.each([['0'], ['9'], ['two'], ['1.5']])('When the value is %s, then the launcher exits with 2 and says what it takes', (value) => {
    const result = runStack('--distributed', `--attempt-replicas=${value}`);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('--attempt-replicas takes a whole number from 1 to 8, with --distributed');
  });

  it('When replicas are asked for in embedded mode, then the launcher exits with 2: one process is the whole platform there', () => {
    const result = runStack('--attempt-replicas=2');
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('with --distributed (got 2)');
  });
});

/** Boot of the whole platform on a fresh DATA_DIR, on a busy 2-core machine. */
const BOOT_TIMEOUT_MS = 60_000;

describe('run-stack embedded: the Node flags of its one process', () => {
  it('When `npm start` runs the platform embedded, then its process has the Node flags of every QuizLink process (the heap capped), ahead of the script', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'quizlink-flags-'));
    const port = await freePort();
    const env = embeddedProcessEnv({ port, dataDir });
    const launcher = spawn(process.execPath, [path.join(repoRoot, 'infra/scripts/run-stack.mjs')], { cwd: repoRoot, env, stdio: 'ignore' });
    const exited = new Promise<void>((done) => launcher.once('exit', () => done()));
    try {
      await waitUntil(async () => (await fetch(`http://127.0.0.1:${port}/healthz`).catch(() => undefined))?.ok === true, 'the embedded platform', BOOT_TIMEOUT_MS);
      const [platformPid] = fs.readFileSync(`/proc/${launcher.pid}/task/${launcher.pid}/children`, 'utf8').trim().split(' ');
      const args = fs.readFileSync(`/proc/${platformPid}/cmdline`, 'utf8').split('\0');
      const flags = nodeRuntimeFlags();
      expect(args).toEqual(expect.arrayContaining(flags));
      expect(flags.some((flag) => flag.startsWith('--max-old-space-size='))).toBe(true);
      // Node's own flags come before the script; after it they would be the script's arguments.
      const script = args.findIndex((arg) => arg.endsWith('embedded-main.ts'));
      expect(flags.every((flag) => args.indexOf(flag) < script)).toBe(true);
    } finally {
      launcher.kill('SIGTERM');
      await exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, BOOT_TIMEOUT_MS + 60_000);
});
