import type { DomainEvent } from '@quizlink/contracts/events';

/**
 * How recently this instance's durable projector must have committed an event with the same key (the
 * quiz: one key, one partition) for a live push to wait for it: the partition is then most likely this
 * instance's, and the projector about to commit the rows the push needs.
 */
export const PROJECTOR_OWNS_KEY_MS = 10_000;
/**
 * The longest a live push waits for this instance's projector before it writes the rows itself: the
 * attempt → dashboard budget (issue 14: p99 ≤ 250 ms). Measured at 64 takers, distributed: waits capped
 * at 40 ms and at 1 s gave the same lag (p99 149–186 ms) and the same writes; the cap only bounds a
 * rebalance's cost.
 */
export const PROJECTION_WAIT_MS = 250;
/** Event ids remembered as committed by the projector, at most (the oldest are forgotten first). */
export const REMEMBERED_EVENTS = 20_000;

export type ProjectionSignalOptions = {
  clock?: () => number;
  ownsKeyMs?: number;
  waitMs?: number;
  remembered?: number;
};

/**
 * What this instance's durable dashboard projector has committed lately, for its live push. Both
 * consumers hear every attempt; the push must wait until the read model holds the attempt (the
 * dashboard refetches on it), and it used to make sure of that by writing the row itself — a second
 * transaction per batch for a row the projector writes anyway (issue 14, distributed at 16 takers: a
 * fifth to a third of the quiz service's CPU per submission, three fifths of MariaDB's log writes). Now the push waits for the projector when the projector is
 * committing that quiz's events here, and writes the rows itself only when it is not (another
 * instance holds the partition, the quiz had no attempt lately) or has not within `PROJECTION_WAIT_MS`.
 */
export type ProjectionSignal = {
  /** The projector committed these events (recorded, or found already recorded). */
  projected(events: readonly DomainEvent[]): void;
  /**
   * The events among `events` the projector has not committed, once it has had its chance: at once
   * for keys it has not been committing lately, within `PROJECTION_WAIT_MS` for the others.
   */
  unprojected(events: readonly DomainEvent[]): Promise<DomainEvent[]>;
  /** Releases every waiting push (shutdown): each gets its events back, as if the wait had run out. */
  close(): void;
};

export function createProjectionSignal(opts: ProjectionSignalOptions = {}): ProjectionSignal {
  const clock = opts.clock ?? Date.now;
  const ownsKeyMs = opts.ownsKeyMs ?? PROJECTOR_OWNS_KEY_MS;
  const waitMs = opts.waitMs ?? PROJECTION_WAIT_MS;
  const remembered = opts.remembered ?? REMEMBERED_EVENTS;
  /** Event ids committed, oldest first (a Map keeps insertion order). */
  const committed = new Map<string, true>();
  /** Key → when the projector last committed an event with it. */
  const lastCommitByKey = new Map<string, number>();
  /** The pushes waiting, each with the event ids it still waits for. */
  const waiting = new Set<{ ids: Set<string>; done: () => void }>();

  const forgetOldest = () => {
    for (const id of committed.keys()) {
      if (committed.size <= remembered) break;
      committed.delete(id);
    }
    if (lastCommitByKey.size <= remembered) return;
    const stale = clock() - ownsKeyMs;
    for (const [key, at] of lastCommitByKey) if (at < stale) lastCommitByKey.delete(key);
  };

  return {
    projected(events) {
      const now = clock();
      for (const event of events) {
        committed.set(event.id, true);
        lastCommitByKey.set(event.key, now);
      }
      forgetOldest();
      for (const waiter of waiting) {
        for (const event of events) waiter.ids.delete(event.id);
        if (waiter.ids.size === 0) waiter.done();
      }
    },

    async unprojected(events) {
      const recentSince = clock() - ownsKeyMs;
      const owned = events.filter((event) => !committed.has(event.id) && (lastCommitByKey.get(event.key) ?? -Infinity) >= recentSince);
      if (owned.length > 0) {
        await new Promise<void>((resolve) => {
          const waiter = {
            ids: new Set(owned.map((event) => event.id)),
            done: () => {
              clearTimeout(timer);
              waiting.delete(waiter);
              resolve();
            },
          };
          const timer = setTimeout(waiter.done, waitMs);
          timer.unref?.();
          waiting.add(waiter);
        });
      }
      return events.filter((event) => !committed.has(event.id));
    },

    close() {
      for (const waiter of waiting) waiter.done();
    },
  };
}
