import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * The chunked stdout of createLogger, as a process sees it: a child process logs with stdout
 * redirected to a file, the way `npm start > quizlink.log` or a service manager runs it.
 */
const LOGGER_URL = pathToFileURL(path.join(__dirname, 'create-logger.ts')).href;

type ChildRun = { outFile: string; exited: Promise<{ code: number | null; stderr: string }> };

/** Runs `body` in a child with `logger` in scope; every fsync the process makes is counted and printed to stderr at exit. */
function runChild(body: string): ChildRun {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kit-logger-stdout-'));
  const outFile = path.join(dir, 'out.log');
  const out = fs.openSync(outFile, 'w');
  const script = `
    import fs from 'node:fs';
    let fsyncs = 0;
    const { fsyncSync, fsync } = fs;
    fs.fsyncSync = (...args) => { fsyncs += 1; return fsyncSync(...args); };
    fs.fsync = (...args) => { fsyncs += 1; return fsync(...args); };
    const { createLogger } = await import(${JSON.stringify(LOGGER_URL)});
    const logger = createLogger({ service: 'stdout-test', format: 'json' });
    // After the logger's own exit handler, so the count includes its last write.
    process.on('exit', () => process.stderr.write('fsyncs=' + fsyncs));
    ${body}
  `;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], { stdio: ['ignore', out, 'pipe'] });
  fs.closeSync(out);
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  const exited = new Promise<{ code: number | null; stderr: string }>((resolve) => child.once('exit', (code) => resolve({ code, stderr })));
  return { outFile, exited };
}

const linesOf = (file: string) =>
  fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { msg: string; n?: number; service: string });

async function waitFor<T>(read: () => T | undefined, timeoutMs: number): Promise<T | undefined> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = read();
    if (value !== undefined || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('createLogger on stdout', () => {
  it('writes a lone line within the flush interval while the process runs on', async () => {
    const run = runChild(`logger.info('alone'); setTimeout(() => {}, 3000);`);
    const seen = await waitFor(() => (linesOf(run.outFile).some((l) => l.msg === 'alone') ? true : undefined), 2000);
    const exit = await run.exited;
    expect(seen).toBe(true);
    expect(exit.code).toBe(0);
  });

  it('writes what is still gathering when the process exits, and never fsyncs the file', async () => {
    const run = runChild(`logger.info('first'); logger.warn('last before exit'); process.exit(3);`);
    const exit = await run.exited;
    expect(exit.code).toBe(3);
    expect(linesOf(run.outFile).map((l) => l.msg)).toEqual(['first', 'last before exit']);
    expect(exit.stderr).toContain('fsyncs=0');
  });

  it('keeps every line whole and in order across many chunks, with no fsync on the periodic flush', async () => {
    const run = runChild(`
      for (let n = 0; n < 3000; n += 1) logger.info({ n }, 'line ' + 'x'.repeat(n % 200));
      setTimeout(() => logger.info('after a pause'), 250);
      setTimeout(() => process.exit(0), 500);
    `);
    const exit = await run.exited;
    const lines = linesOf(run.outFile);
    expect(lines).toHaveLength(3001);
    expect(lines.slice(0, 3000).map((l) => l.n)).toEqual(Array.from({ length: 3000 }, (_, n) => n));
    expect(lines[3000]?.msg).toBe('after a pause');
    expect(lines.every((l) => l.service === 'stdout-test')).toBe(true);
    expect(exit.stderr).toContain('fsyncs=0');
  });
});
