import { EVENT_TYPES, LIVE_EVENTS, attemptSubmittedV1Schema, type DomainEvent, type LiveAttempt } from '@quizlink/contracts';
import type { Sequelize } from 'sequelize';
import type { LiveHub } from '@quizlink/kit-live';
import type { Logger } from '@quizlink/kit-logger';
import { quizChannel } from '../http/live-channel.ts';
import type { DashboardWriter } from './attempt-submitted.consumer.ts';

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
 * it), then the dashboards refetch and see it — within a second of the submission.
 */
export function liveDashboardConsumer(deps: { sequelize: Sequelize; dashboard: DashboardWriter; live: LiveHub; logger: Logger; startedAt: Date }) {
  const cutoff = deps.startedAt.getTime() - REPLAY_SKIP_MARGIN_MS;
  return async (event: DomainEvent): Promise<void> => {
    if (Date.parse(event.occurredAt) < cutoff) return;
    if (event.type === EVENT_TYPES.quizDeleted) {
      deps.live.publish(quizChannel(event.data.quizId), LIVE_EVENTS.quizDeleted, { quizId: event.data.quizId });
      return;
    }
    // quiz.questions-changed needs no push: the dashboard reads questions live on its next fetch.
    if (event.type !== EVENT_TYPES.attemptSubmitted) return;
    const parsed = attemptSubmittedV1Schema.safeParse(event);
    if (!parsed.success) return;
    const { data } = parsed.data;
    // In a transaction of its own: SQLite writers are queued in-process (kit-db), never left to contend.
    if (!(await deps.sequelize.transaction((transaction) => deps.dashboard.recordAttempt(data, transaction)))) return;
    const update: LiveAttempt = { quizId: data.quizId, attemptId: data.attemptId, completedAt: data.completedAt };
    deps.live.publish(quizChannel(data.quizId), LIVE_EVENTS.attemptSubmitted, update);
  };
}
