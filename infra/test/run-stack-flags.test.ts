/**
 * The launcher's `--attempt-replicas` flag (infra/scripts/run-stack.mjs): a value it cannot run is
 * refused at once with exit code 2 and a line saying what it takes, before anything starts.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

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
