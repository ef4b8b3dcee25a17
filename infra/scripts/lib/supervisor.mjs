/**
 * Keeps one child process running: when it exits on its own, it is started again after a pause that
 * doubles with each quick exit (0.5 s, 1 s, 2 s … capped at 10 s) and starts over once a run lasted
 * 30 s. One line per restart on stderr. Stopping (the launcher's Ctrl-C/SIGTERM) sends SIGTERM to the
 * running child, cancels a pending restart, and resolves when the child is gone.
 */
export const RESTART_POLICY = { initialDelayMs: 500, maxDelayMs: 10_000, stableAfterMs: 30_000 };

/** The pause before the next start, given the last pause and how long the last run lasted. */
export function nextRestartDelay(previousDelayMs, upForMs, policy = RESTART_POLICY) {
  if (previousDelayMs === undefined || upForMs >= policy.stableAfterMs) return policy.initialDelayMs;
  return Math.min(previousDelayMs * 2, policy.maxDelayMs);
}

/**
 * @param {object} opts
 * @param {string} opts.label            e.g. "attempt service", for the log lines
 * @param {() => import('node:child_process').ChildProcess} opts.start  spawns the process once
 * @param {typeof RESTART_POLICY} [opts.policy]
 * @param {(line: string) => void} [opts.log]
 */
export function supervise({ label, start, policy = RESTART_POLICY, log = (line) => console.error(line) }) {
  let child;
  let startedAt = 0;
  let delayMs;
  let restarts = 0;
  let timer;
  let stopping = false;

  const run = () => {
    timer = undefined;
    startedAt = Date.now();
    child = start();
    child.on('exit', (code, signal) => {
      if (stopping) return;
      delayMs = nextRestartDelay(delayMs, Date.now() - startedAt, policy);
      restarts += 1;
      log(`${label} exited (${signal ?? `code ${code}`}); restart #${restarts} in ${delayMs} ms.`);
      timer = setTimeout(run, delayMs);
    });
  };
  run();

  return {
    /** The process running now (the last one started). */
    current: () => child,
    restarts: () => restarts,
    /** SIGTERM to the running child (no more restarts); resolves when it has exited. */
    stop() {
      stopping = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      return exited;
    },
  };
}
