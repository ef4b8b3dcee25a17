import type { Logger } from '@quizlink/kit-logger';
import type { DraftStore } from './draft-store.ts';
import type { ExtractDeps } from './read-content.ts';
import type { OcrEngine } from './ocr.ts';
import type { Generators } from './generate-questions.ts';

export type EngineLimits = {
  /** A background draft nobody polls for this long is cancelled. */
  watchTimeoutMs: number;
  /** A running draft not updated for this long was lost with its instance. */
  staleAfterMs: number;
  /** Model calls the caller waits for fall back to offline after this long. */
  syncDeadlineMs: number;
  maxConcurrent: number;
  maxConcurrentPerClient: number;
  /** How often a running draft writes its progress and checks whether it was cancelled or abandoned. */
  heartbeatMs: number;
};

/** Sync generations (generate-more, process-content) in flight in this instance, per client. */
export type InFlight = { total(): number; forClient(key: string): number; enter(key: string): () => void };

export function createInFlight(): InFlight {
  const counts = new Map<string, number>();
  let total = 0;
  return {
    total: () => total,
    forClient: (key) => counts.get(key) ?? 0,
    enter(key) {
      counts.set(key, (counts.get(key) ?? 0) + 1);
      total += 1;
      let left = false;
      return () => {
        if (left) return;
        left = true;
        total -= 1;
        const n = (counts.get(key) ?? 1) - 1;
        if (n === 0) counts.delete(key);
        else counts.set(key, n);
      };
    },
  };
}

/** Everything the draft use cases need, built once by the service. */
export type DraftEngine = {
  store: DraftStore;
  generators: Generators;
  extract: ExtractDeps;
  ocr: OcrEngine | null;
  clock: () => Date;
  logger: Logger;
  limits: EngineLimits;
  inFlight: InFlight;
  /** Starts timing a draft job; the returned function is called when it ends (metrics). */
  timeJob?: () => () => void;
};
