import type { LiveAttempt } from '@quizlink/contracts/attempt';
import { type DomainEvent, EVENT_TYPES } from '@quizlink/contracts/events';
import { LIVE_EVENTS } from '@quizlink/contracts/platform';
import { withBatch } from '@quizlink/kit-events';
import type { LiveHub } from '@quizlink/kit-live';
import type { Logger } from '@quizlink/kit-logger';
import { quizChannel } from '../http/live-channel.ts';
import { submittedAttempts, type DashboardWriter } from './attempt-submitted.consumer.ts';

/**
 * Each instance subscribes with a group of its own (every instance must hear every attempt, since any
 * of them may hold a dashboard's stream). A new group starts at the oldest retained event; events from
 * before this instance started have no listener here and are skipped.
 */
export const liveDashboardGroup = (instanceId: string): string => `quiz-service.live.${instanceId}`;

/** Events older than this before the instance started are history, not news. */
const REPLAY_SKIP_MARGIN_MS = 60_000;

/**
 * Pushes an attempt to the dashboards open on this instance once the read model holds it: the row is
 * written here too (insert-or-ignore, so whichever of this and the durable consumer comes first writes
 * it), then the dashboards refetch and see it. The attempts that arrived together are written in one
 * transaction (batch form), so the read model keeps up with a busy quiz.
 */
export function liveDashboardConsumer(deps: { dashboard: DashboardWriter; live: LiveHub; logger: Logger; startedAt: Date }) {
  const cutoff = deps.startedAt.getTime() - REPLAY_SKIP_MARGIN_MS;
  const quiet = deps.logger.child({ component: 'live-dashboard' });

  /** The events in order: deletions pushed as they come, each run of attempts recorded in one transaction, then pushed. */
  const handleEvents = async (events: readonly DomainEvent[]): Promise<void> => {
    let attempts: DomainEvent[] = [];
    const pushAttempts = async () => {
      const parsed = submittedAttempts(attempts, quiet);
      attempts = [];
      if (parsed.length === 0) return;
      // In a transaction of its own (SQLite: one script in the file's write turn, kit-db queues the writers).
      const recorded = await deps.dashboard.recordAttemptsAlone(parsed);
      for (const data of parsed) {
        if (!recorded.has(data.attemptId)) continue;
        const update: LiveAttempt = { quizId: data.quizId, attemptId: data.attemptId, completedAt: data.completedAt };
        deps.live.publish(quizChannel(data.quizId), LIVE_EVENTS.attemptSubmitted, update);
      }
    };
    for (const event of events) {
      if (Date.parse(event.occurredAt) < cutoff) continue;
      if (event.type === EVENT_TYPES.attemptSubmitted) {
        attempts.push(event);
      } else if (event.type === EVENT_TYPES.quizDeleted) {
        await pushAttempts();
        deps.live.publish(quizChannel(event.data.quizId), LIVE_EVENTS.quizDeleted, { quizId: event.data.quizId });
      }
      // quiz.questions-changed needs no push: the dashboard reads questions live on its next fetch.
    }
    await pushAttempts();
  };

  return withBatch((event: DomainEvent) => handleEvents([event]), (events) => handleEvents(events));
}
