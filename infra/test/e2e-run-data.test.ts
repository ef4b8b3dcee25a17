import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { dropRunData } from '../scripts/lib/e2e-run-data.mjs';
import { runDataDir } from '../e2e/support/run-database.ts';

/** Embedded end-to-end runs: what `npm test` leaves in the temp folder after the run. */
describe('an embedded end-to-end run’s data folder', () => {
  const embedded = {};
  let tmpDir: string;
  let log: jest.SpyInstance;

  beforeEach(() => {
    tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-run-data-'));
    log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
  });
  afterEach(() => {
    log.mockRestore();
    fs.rmSync(tmpDir, { recursive: true, force: true });
  });

  const makeRunFolder = (runId: string) => {
    const dir = runDataDir(runId, tmpDir);
    fs.mkdirSync(path.join(dir, 'uploads'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'quiz.sqlite'), 'data');
    return dir;
  };

  it('is removed after a green run, and no other run’s folder is touched', async () => {
    const mine = makeRunFolder('a1b2c3d4');
    const other = makeRunFolder('e5f6a7b8');
    await dropRunData('a1b2c3d4', { failed: false }, embedded, tmpDir);
    expect(fs.existsSync(mine)).toBe(false);
    expect(fs.existsSync(path.join(other, 'quiz.sqlite'))).toBe(true);
  });

  it('is kept after a red run, and its path printed', async () => {
    const mine = makeRunFolder('a1b2c3d4');
    await dropRunData('a1b2c3d4', { failed: true }, embedded, tmpDir);
    expect(fs.existsSync(path.join(mine, 'quiz.sqlite'))).toBe(true);
    expect(log).toHaveBeenCalledWith(`end-to-end data folder kept for inspection: ${mine}`);
  });

  it('is nothing to do when the run never made one', async () => {
    await expect(dropRunData('00000000', { failed: false }, embedded, tmpDir)).resolves.toBeUndefined();
    expect(log).not.toHaveBeenCalled();
  });
});
