import type { Subscription } from './event-bus.ts';

/** Subscriptions paused and resumed together, e.g. one consumer's subscriptions to several topics. */
export type SubscriptionSet = Subscription & {
  /** Adds a subscription, which takes the set's state at once (paused, if the set is). */
  add(subscription: Subscription): void;
};

/**
 * A set of subscriptions that starts paused: a consumer made to feed a live hub (kit-live's `feed`)
 * subscribes when its service starts, before anyone listens, and the hub resumes the set when the
 * first stream opens. A resume before any subscription was added resolves at once; those added later
 * then run from the start.
 */
export function subscriptionSet(): SubscriptionSet {
  const members: Subscription[] = [];
  let paused = true;
  return {
    add(subscription) {
      members.push(subscription);
      if (paused) subscription.pause();
    },
    pause() {
      paused = true;
      for (const member of members) member.pause();
    },
    async resume() {
      paused = false;
      await Promise.all(members.map((member) => member.resume()));
    },
  };
}
