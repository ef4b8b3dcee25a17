import type { DraftStatus } from '@quizlink/contracts';
import { autoCreateApi } from '../../api/auto-create.api.ts';

export const POLL_INTERVAL_MS = 700;
/** Network blips while polling are retried this many times in a row before the draft is given up. */
const MAX_FAILURES = 5;

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(new DOMException('Polling stopped', 'AbortError'));
      },
      { once: true },
    );
  });

/**
 * Watches a draft until it is ready, failed or cancelled, reporting every status on the way (which
 * file is read, pages done, questions made). Polling is also what tells the server someone still
 * waits: when it stops (the user left), the server stops the draft.
 */
export async function watchDraft(sessionId: string, signal: AbortSignal, onStatus: (status: DraftStatus) => void, intervalMs = POLL_INTERVAL_MS): Promise<DraftStatus> {
  let failures = 0;
  for (;;) {
    try {
      const { data } = await autoCreateApi.draftStatus(sessionId, signal);
      failures = 0;
      onStatus(data);
      if (data.status === 'ready' || data.status === 'failed' || data.status === 'cancelled') return data;
    } catch (error) {
      if (signal.aborted) throw error;
      failures += 1;
      if (failures >= MAX_FAILURES) throw error;
    }
    await sleep(intervalMs, signal);
  }
}
