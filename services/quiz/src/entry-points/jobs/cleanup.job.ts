import type { Logger } from '@quizlink/kit-logger';

/**
 * Runs the expiry clean-up every `intervalMs` (first run right away; 0 = never). A failed run is
 * logged and retried at the next tick; runs never overlap.
 */
export function startCleanupJob(opts: { run: () => Promise<number>; intervalMs: number; logger: Logger }): { stop(): void } {
  if (opts.intervalMs <= 0) return { stop() {} };
  const log = opts.logger.child({ component: 'expiry-clean-up' });
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const tick = async () => {
    try {
      const purged = await opts.run();
      if (purged > 0) log.info({ purged }, 'expired quizzes purged');
    } catch (error) {
      log.warn({ err: error }, 'expiry clean-up failed; retrying at the next run');
    }
    if (!stopped) {
      timer = setTimeout(() => void tick(), opts.intervalMs);
      timer.unref();
    }
  };
  timer = setTimeout(() => void tick(), 0);
  timer.unref();
  return {
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
