import type { LiveAttempt } from '@quizlink/contracts/attempt';
import { type AttemptSubmittedV1, type DomainEvent, EVENT_TYPES } from '@quizlink/contracts/events';
import { LIVE_EVENTS } from '@quizlink/contracts/platform';
import { withBatch } from '@quizlink/kit-events';
import type { LiveHub } from '@quizlink/kit-live';
import { quizChannel } from '../http/live-channel.ts';
import { submittedAttempts, type DashboardWriter } from './attempt-submitted.consumer.ts';
import type { ProjectionSignal } from './projection-signal.ts';

/**
 * Each instance subscribes with a group of its own, from the newest event (every instance must hear
 * every attempt, since any of them may hold a dashboard's stream). The subscriptions feed the live
 * hub, which pauses them while no dashboard is open here (kit-live `feed`).
 */
export const liveDashboardGroup = (instanceId: string): string => `quiz-service.live.${instanceId}`;

/**
 * Pushes an attempt to the dashboards open on this instance once the read model holds it. When this
 * instance's durable projector is committing the quiz's attempts (`projection`), the push waits for
 * it; the attempts it does not commit in time — another instance holds the quiz's partition, the quiz
 * had no attempt lately, no `projection` — are written here (insert-or-ignore, so whichever of this and
 * the durable consumer comes first writes them), in one transaction per batch, then pushed.
 */
export function liveDashboardConsumer(deps: { dashboard: DashboardWriter; live: LiveHub; projection?: ProjectionSignal }) {
  /** The attempts of `events` in the read model, by id: committed by the projector, or written here now. */
  const recordedAttempts = async (events: readonly DomainEvent[]): Promise<Array<AttemptSubmittedV1['data']>> => {
    const left = new Set((deps.projection ? await deps.projection.unprojected(events) : events).map((event) => event.id));
    const attempts = events.flatMap((event) => submittedAttempts([event]).map((data) => ({ data, writeHere: left.has(event.id) })));
    const toWrite = attempts.filter((a) => a.writeHere).map((a) => a.data);
    const written = toWrite.length > 0 ? await deps.dashboard.recordAttemptsAlone(toWrite) : new Set<string>();
    return attempts.filter((a) => !a.writeHere || written.has(a.data.attemptId)).map((a) => a.data);
  };

  /** The events in order: deletions pushed as they come, each run of attempts recorded, then pushed. */
  const handleEvents = async (events: readonly DomainEvent[]): Promise<void> => {
    let attempts: DomainEvent[] = [];
    const pushAttempts = async () => {
      const run = attempts;
      attempts = [];
      if (run.length === 0) return;
      for (const data of await recordedAttempts(run)) {
        const update: LiveAttempt = { quizId: data.quizId, attemptId: data.attemptId, completedAt: data.completedAt };
        deps.live.publish(quizChannel(data.quizId), LIVE_EVENTS.attemptSubmitted, update);
      }
    };
    for (const event of events) {
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
