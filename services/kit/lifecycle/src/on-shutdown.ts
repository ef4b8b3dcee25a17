import type { Logger } from '@quizlink/kit-logger';
import { setShuttingDown } from './shutdown-state.ts';
import { SHUTDOWN_TIMING } from './shutdown-timing.ts';

export type ShutdownTask = () => Promise<void>;

export type OnShutdownOptions = {
  /** Whole shutdown budget; past it the process exits 1. Default SHUTDOWN_TIMING.totalMs (under Kubernetes' 30 s grace). */
  timeoutMs?: number;
  signals?: NodeJS.Signals[];
  /** Injected by tests; process.exit otherwise. */
  exit?: (code: number) => void;
};

/**
 * On SIGTERM/SIGINT marks the process as shutting down (readiness turns 503, see isShuttingDown), runs
 * `tasks` one after another (stop taking requests first, close the database last) and exits 0. A failing task is logged and the rest still run; a stuck shutdown exits 1 after
 * `timeoutMs`; a second signal exits 1 at once. Returns a function that removes the handlers.
 */
export function onShutdown(logger: Logger, tasks: ShutdownTask[], opts: OnShutdownOptions = {}): () => void {
  const { timeoutMs = SHUTDOWN_TIMING.totalMs, signals = ['SIGTERM', 'SIGINT'], exit = (code: number) => process.exit(code) } = opts;
  let shuttingDown = false;

  const runTasks = async (): Promise<number> => {
    let failures = 0;
    for (const [index, task] of tasks.entries()) {
      try {
        await task();
      } catch (error) {
        failures += 1;
        logger.error({ err: error, task: task.name || `#${index}` }, 'shutdown task failed');
      }
    }
    return failures;
  };

  const handler = (signal: NodeJS.Signals) => {
    if (shuttingDown) {
      logger.warn({ signal }, 'second signal during shutdown, exiting now');
      exit(1);
      return;
    }
    shuttingDown = true;
    setShuttingDown(true);
    logger.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      logger.error({ timeoutMs }, 'shutdown timed out');
      exit(1);
    }, timeoutMs);
    timer.unref();
    void runTasks().then((failures) => {
      clearTimeout(timer);
      logger.info({ failures }, 'shutdown complete');
      exit(0);
    });
  };

  for (const signal of signals) process.on(signal, handler);
  return () => {
    for (const signal of signals) process.off(signal, handler);
    if (shuttingDown) setShuttingDown(false);
  };
}
