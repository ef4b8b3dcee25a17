import { randomUUID } from 'node:crypto';
import type { DomainEvent } from '@quizlink/contracts/events';
import { createLogger } from '@quizlink/kit-logger';
import { createInProcessBus, createKafkaBus, subscriptionSet, type EventBus, type Subscription } from './index.ts';
import { attemptSubmitted, eventually } from './event.fixture.ts';

jest.setTimeout(120_000);

const logger = createLogger({ service: 'events-pause-test', level: 'silent' });
const brokers = (process.env.KAFKA_BROKERS ?? '').split(',').map((b) => b.trim()).filter(Boolean);
const prefix = `kit-events-pause-${Date.now().toString(36)}-${randomUUID().slice(0, 6)}.`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Subscribes `from: 'newest'` and returns once the subscription is live: a Kafka consumer takes the
 * topic's end when it first fetches, so events published before that are not its to see; probes are
 * published until one arrives. Received probes are left out of `received`.
 */
async function subscribeNewest(bus: EventBus, topic: string, received: string[]): Promise<Subscription> {
  const probes = new Set<string>();
  let probeSeen = false;
  const subscription = await bus.subscribe({
    topic,
    groupId: `live-${randomUUID()}`,
    from: 'newest',
    handler: async (event: DomainEvent) => {
      if (probes.has(event.id)) probeSeen = true;
      else received.push(event.id);
    },
  });
  await eventually(async () => {
    const probe = attemptSubmitted(1);
    probes.add(probe.id);
    await bus.publish(topic, [probe]);
    await sleep(100);
    return probeSeen;
  }, 'the subscription to take events');
  return subscription;
}

function pauseContract(name: string, newBus: () => EventBus, settleMs: number, describeIf: jest.Describe = describe) {
  describeIf(`${name}: subscriptions from the newest event, paused and resumed`, () => {
    const buses: EventBus[] = [];
    const bus = () => {
      const created = newBus();
      buses.push(created);
      return created;
    };
    afterAll(async () => {
      await Promise.all(buses.map((b) => b.close()));
    });

    test('When a group subscribes from the newest event, then what was published before is not delivered, what comes after is', async () => {
      const events = bus();
      const topic = `newest-${randomUUID().slice(0, 8)}`;
      const before = attemptSubmitted(1);
      await events.publish(topic, [before]);
      const received: string[] = [];
      await subscribeNewest(events, topic, received);
      const after = attemptSubmitted(1);
      await events.publish(topic, [after]);
      await eventually(() => received.includes(after.id), 'the event published after subscribing');
      expect(received).toEqual([after.id]);
    });

    test('When a subscription is paused, then what is published meanwhile is skipped, and after resume only newer events arrive', async () => {
      const events = bus();
      const topic = `paused-${randomUUID().slice(0, 8)}`;
      const received: string[] = [];
      const subscription = await subscribeNewest(events, topic, received);
      subscription.pause();
      await sleep(settleMs);
      const missed = [attemptSubmitted(1), attemptSubmitted(2)];
      await events.publish(topic, missed);
      await sleep(settleMs);
      expect(received).toEqual([]);
      await subscription.resume();
      const later = attemptSubmitted(3);
      await events.publish(topic, [later]);
      await eventually(() => received.includes(later.id), 'the event published after resume');
      await sleep(settleMs);
      expect(received).toEqual([later.id]);
    });

    test('When subscriptions are added to a set, then they start paused and are resumed and paused together', async () => {
      const events = bus();
      const [first, second] = [`set-a-${randomUUID().slice(0, 8)}`, `set-b-${randomUUID().slice(0, 8)}`];
      const received: string[] = [];
      const set = subscriptionSet();
      set.add(await subscribeNewest(events, first, received));
      set.add(await subscribeNewest(events, second, received));
      const skipped = [attemptSubmitted(1), attemptSubmitted(2)];
      await sleep(settleMs);
      await events.publish(first, [skipped[0] as DomainEvent]);
      await events.publish(second, [skipped[1] as DomainEvent]);
      await sleep(settleMs);
      await set.resume();
      const delivered = [attemptSubmitted(3), attemptSubmitted(4)];
      await events.publish(first, [delivered[0] as DomainEvent]);
      await events.publish(second, [delivered[1] as DomainEvent]);
      await eventually(() => received.length >= 2, 'both events published after resume');
      expect(received.sort()).toEqual(delivered.map((e) => e.id).sort());
      set.pause();
      await sleep(settleMs);
      await events.publish(first, [attemptSubmitted(5)]);
      await sleep(settleMs);
      expect(received).toHaveLength(2);
    });
  });
}

pauseContract('in-process bus', () => createInProcessBus(logger), 50);

test('When a paused group would hold up a publish that waits for its handlers, then the publish does not wait for it', async () => {
  const bus = createInProcessBus(logger);
  try {
    const handled: string[] = [];
    const paused = await bus.subscribe({ topic: 'wait', groupId: 'live', from: 'newest', handler: async () => new Promise<void>(() => undefined) });
    paused.pause();
    await bus.subscribe({ topic: 'wait', groupId: 'durable', handler: async (event) => void handled.push(event.id) });
    const event = attemptSubmitted(1);
    await bus.publish('wait', [event], { untilHandled: true });
    expect(handled).toEqual([event.id]);
  } finally {
    await bus.close();
  }
});

const withKafka = brokers.length > 0 ? describe : describe.skip;
pauseContract('Kafka bus (runs when KAFKA_BROKERS is set)', () => createKafkaBus({ brokers, clientId: 'pause-test', topicPrefix: prefix, logger }), 400, withKafka);
