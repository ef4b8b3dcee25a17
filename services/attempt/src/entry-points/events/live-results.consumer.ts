import type { PublicLiveAttempt } from '@quizlink/contracts/attempt';
import { type DomainEvent, EVENT_TYPES } from '@quizlink/contracts/events';
import { LIVE_EVENTS } from '@quizlink/contracts/platform';
import type { LiveHub } from '@quizlink/kit-live';
import { quizChannel } from '../http/live-channel.ts';

/**
 * Each instance subscribes with a group of its own, from the newest event: any instance may hold a
 * results page's stream, and every one must hear every attempt (the one that stored it may be another).
 * Driven by the bus, not by this process's memory, so it works across instances. The subscriptions
 * feed the live hub, which pauses them while no results page is open here (kit-live `feed`).
 */
export const liveResultsGroup = (instanceId: string): string => `attempt-service.live.${instanceId}`;

export function liveResultsConsumer(deps: { live: LiveHub }) {
  return async (event: DomainEvent): Promise<void> => {
    if (event.type === EVENT_TYPES.quizDeleted) {
      deps.live.publish(quizChannel(event.data.quizId), LIVE_EVENTS.quizDeleted, { quizId: event.data.quizId });
      return;
    }
    // Other quiz events (quiz.questions-changed) mean nothing to a results page.
    if (event.type !== EVENT_TYPES.attemptSubmitted) return;
    // Public stream: no attempt id (the results page only needs to know the board changed).
    const { quizId, completedAt } = event.data;
    const update: PublicLiveAttempt = { quizId, completedAt };
    deps.live.publish(quizChannel(quizId), LIVE_EVENTS.attemptSubmitted, update);
  };
}
