import { spawn } from 'node:child_process';
import { nextRestartDelay, RESTART_POLICY, supervise } from '../scripts/lib/supervisor.mjs';

async function waitFor(check: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
}

// stableAfterMs far above a process's start-up, however busy the machine (the reset is checked on nextRestartDelay itself).
const fast = { initialDelayMs: 50, maxDelayMs: 200, stableAfterMs: 600_000 };
const node = (code: string) => () => spawn(process.execPath, ['-e', code], { stdio: 'ignore' });

describe('restart backoff', () => {
  test('When a process keeps exiting quickly, then the pause doubles up to the cap; after a long run it starts over', () => {
    expect(nextRestartDelay(undefined, 0)).toBe(500);
    expect(nextRestartDelay(500, 100)).toBe(1000);
    expect(nextRestartDelay(8000, 100)).toBe(10_000);
    expect(nextRestartDelay(10_000, 100)).toBe(10_000);
    expect(nextRestartDelay(10_000, RESTART_POLICY.stableAfterMs)).toBe(500);
  });
});

describe('supervise', () => {
  test('When the process exits on its own, then it is started again, one log line per restart', async () => {
    const lines: string[] = [];
    let starts = 0;
    const supervised = supervise({
      label: 'demo service',
      policy: fast,
      log: (line) => lines.push(line),
      start: () => {
        starts += 1;
        return node(starts < 3 ? 'process.exit(3)' : 'setInterval(() => {}, 1000)')();
      },
    });
    await waitFor(() => starts >= 3);
    expect(starts).toBe(3);
    expect(lines).toEqual(['demo service exited (code 3); restart #1 in 50 ms.', 'demo service exited (code 3); restart #2 in 100 ms.']);
    await supervised.stop();
    expect(supervised.current().signalCode).toBe('SIGTERM');
    await new Promise((r) => setTimeout(r, 300));
    expect(starts).toBe(3);
  });

  test('When the process is killed, then it comes back; when stopped, it is not restarted', async () => {
    const lines: string[] = [];
    const supervised = supervise({ label: 'killed', policy: fast, log: (line) => lines.push(line), start: node('setInterval(() => {}, 1000)') });
    const first = supervised.current();
    await new Promise((r) => setTimeout(r, 100));
    first.kill('SIGKILL');
    await waitFor(() => supervised.current() !== first);
    expect(supervised.current()).not.toBe(first);
    expect(lines).toEqual(['killed exited (SIGKILL); restart #1 in 50 ms.']);
    await supervised.stop();
    expect(supervised.restarts()).toBe(1);
  });
});
