import { randomUUID } from 'node:crypto';
import type { DomainEvent } from '@quizlink/contracts/events';
import { createProjectionSignal } from './projection-signal.ts';

const eventOf = (key: string): DomainEvent =>
  ({ id: randomUUID(), type: 'quiz.deleted', version: 1, occurredAt: new Date().toISOString(), key, data: { quizId: Number(key) } }) as DomainEvent;
const ids = (events: readonly DomainEvent[]) => events.map((event) => event.id);
const elapsedMs = async <T>(run: () => Promise<T>): Promise<[T, number]> => {
  const started = performance.now();
  const result = await run();
  return [result, performance.now() - started];
};

describe('projection signal: the live push waits for the projector of this instance, never for long', () => {
  test('When the projector has already committed the events, then none is left for the push to write, at once', async () => {
    const signal = createProjectionSignal({ waitMs: 5_000 });
    const events = [eventOf('1'), eventOf('1')];
    signal.projected(events);
    const [left, ms] = await elapsedMs(() => signal.unprojected(events));
    expect(left).toEqual([]);
    expect(ms).toBeLessThan(1_000);
  });

  test('When the projector commits a quiz’s events here lately, then the push waits for it and gets none back once it commits', async () => {
    const signal = createProjectionSignal({ waitMs: 5_000 });
    signal.projected([eventOf('7')]);
    const events = [eventOf('7'), eventOf('7')];
    const pending = elapsedMs(() => signal.unprojected(events));
    setTimeout(() => signal.projected(events.slice(0, 1)), 20);
    setTimeout(() => signal.projected(events.slice(1)), 40);
    const [left, ms] = await pending;
    expect(left).toEqual([]);
    expect(ms).toBeGreaterThanOrEqual(30);
    expect(ms).toBeLessThan(2_000);
  });

  test('When the projector has not committed the quiz’s events lately (another instance holds it), then the push gets them back without waiting', async () => {
    const signal = createProjectionSignal({ waitMs: 5_000 });
    signal.projected([eventOf('1')]);
    const events = [eventOf('2'), eventOf('3')];
    const [left, ms] = await elapsedMs(() => signal.unprojected(events));
    expect(ids(left)).toEqual(ids(events));
    expect(ms).toBeLessThan(1_000);
  });

  test('When the projector does not commit within the wait, then the push gets back exactly the events it did not commit', async () => {
    const signal = createProjectionSignal({ waitMs: 60 });
    signal.projected([eventOf('4')]);
    const events = [eventOf('4'), eventOf('4'), eventOf('5')];
    setTimeout(() => signal.projected([events[1]!]), 10);
    const [left, ms] = await elapsedMs(() => signal.unprojected(events));
    expect(ids(left)).toEqual([events[0]!.id, events[2]!.id]);
    expect(ms).toBeGreaterThanOrEqual(50);
  });

  test('When the projector committed the quiz’s last event longer ago than the ownership window, then the push does not wait', async () => {
    let now = 1_000_000;
    const signal = createProjectionSignal({ clock: () => now, ownsKeyMs: 10_000, waitMs: 5_000 });
    signal.projected([eventOf('8')]);
    now += 10_001;
    const event = eventOf('8');
    const [left, ms] = await elapsedMs(() => signal.unprojected([event]));
    expect(ids(left)).toEqual([event.id]);
    expect(ms).toBeLessThan(1_000);
  });

  test('When the service stops, then a waiting push is released at once with its events', async () => {
    const signal = createProjectionSignal({ waitMs: 60_000 });
    signal.projected([eventOf('9')]);
    const event = eventOf('9');
    const pending = elapsedMs(() => signal.unprojected([event]));
    setTimeout(() => signal.close(), 10);
    const [left, ms] = await pending;
    expect(ids(left)).toEqual([event.id]);
    expect(ms).toBeLessThan(5_000);
  });

  test('When more events are committed than it remembers, then it forgets the oldest ids, not the newest', async () => {
    const signal = createProjectionSignal({ remembered: 3, waitMs: 20 });
    const events = ['1', '2', '3', '4', '5'].map((key) => eventOf(key));
    signal.projected(events);
    expect(ids(await signal.unprojected(events))).toEqual(ids(events.slice(0, 2)));
  });
});
