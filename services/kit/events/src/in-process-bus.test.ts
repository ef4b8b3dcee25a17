import type { DomainEvent } from '@quizlink/contracts/events';
import { createLogger } from '@quizlink/kit-logger';
import { createEventBus, createInProcessBus, type InProcessBus } from './index.ts';
import { attemptSubmitted } from './event.fixture.ts';

const logger = createLogger({ service: 'events-test', level: 'silent' });
const fastRetry = { maxAttempts: 4, initialDelayMs: 5, maxDelayMs: 20 };
const TOPIC = 'attempt.events.v1';

let bus: InProcessBus;
beforeEach(() => {
  bus = createInProcessBus(logger, { retry: fastRetry });
});
afterEach(async () => {
  await bus.close();
});

describe('in-process event bus', () => {
  test('When an event is published, then publish resolves before the handler runs and the handler gets a copy', async () => {
    const seen: DomainEvent[] = [];
    await bus.subscribe({ topic: TOPIC, groupId: 'quiz', handler: async (e) => void seen.push(e) });
    const event = attemptSubmitted(1);
    await bus.publish(TOPIC, [event]);
    expect(seen).toHaveLength(0);
    await bus.idle();
    expect(seen).toEqual([event]);
    expect(seen[0]).not.toBe(event);
  });

  test('When the publisher changes its event after publishing, then the handler still gets the event as published', async () => {
    const seen: DomainEvent[] = [];
    await bus.subscribe({ topic: TOPIC, groupId: 'quiz', handler: async (e) => void seen.push(e) });
    const event = attemptSubmitted(1);
    const published = structuredClone(event);
    await bus.publish(TOPIC, [event]);
    if (event.type !== 'attempt.submitted') throw new Error('fixture');
    event.data.userName = 'changed';
    event.data.answers.push({ questionId: 99, userAnswer: 'x', isCorrect: true });
    event.data.answers[0]!.isCorrect = !event.data.answers[0]!.isCorrect;
    await bus.idle();
    expect(seen).toEqual([published]);
  });

  test('When a slow handler receives many events, then they arrive one at a time in publish order', async () => {
    const seen: number[] = [];
    let active = 0;
    let maxActive = 0;
    await bus.subscribe({
      topic: TOPIC,
      groupId: 'quiz',
      handler: async (e) => {
        active += 1;
        maxActive = Math.max(maxActive, active);
        await new Promise((r) => setTimeout(r, Math.random() * 5));
        seen.push(e.type === 'attempt.submitted' ? e.data.score : -1);
        active -= 1;
      },
    });
    await bus.publish(TOPIC, [1, 2, 3].map((s) => attemptSubmitted(s % 2, s)));
    await bus.publish(TOPIC, [4, 5].map((s) => attemptSubmitted(s % 2, s)));
    await bus.idle();
    expect(seen).toEqual([1, 2, 3, 4, 5]);
    expect(maxActive).toBe(1);
  });

  test('When two groups subscribe, then each gets every event; members of one group share them', async () => {
    const byHandler: Record<string, string[]> = { quizA: [], quizB: [], stats: [] };
    const record = (name: string) => async (e: DomainEvent) => void byHandler[name]?.push(e.id);
    await bus.subscribe({ topic: TOPIC, groupId: 'quiz', handler: record('quizA') });
    await bus.subscribe({ topic: TOPIC, groupId: 'quiz', handler: record('quizB') });
    await bus.subscribe({ topic: TOPIC, groupId: 'stats', handler: record('stats') });
    const events = Array.from({ length: 20 }, (_, i) => attemptSubmitted(i));
    await bus.publish(TOPIC, events);
    await bus.idle();
    const ids = events.map((e) => e.id);
    expect(byHandler.stats).toEqual(ids);
    expect([...(byHandler.quizA ?? []), ...(byHandler.quizB ?? [])].sort()).toEqual([...ids].sort());
    expect(byHandler.quizA?.length).toBeGreaterThan(0);
    expect(byHandler.quizB?.length).toBeGreaterThan(0);
  });

  test('When a handler fails twice, then it is retried with backoff and the event is handled', async () => {
    const attempts: number[] = [];
    await bus.subscribe({
      topic: TOPIC,
      groupId: 'quiz',
      handler: async () => {
        attempts.push(Date.now());
        if (attempts.length < 3) throw new Error('database busy');
      },
    });
    await expect(bus.publish(TOPIC, [attemptSubmitted(1)])).resolves.toBeUndefined();
    await bus.idle();
    expect(attempts).toHaveLength(3);
    expect((attempts[2] ?? 0) - (attempts[1] ?? 0)).toBeGreaterThanOrEqual(9);
  });

  test('When a handler keeps failing, then the event is given up after maxAttempts and later events still flow', async () => {
    const calls: string[] = [];
    const poison = attemptSubmitted(1);
    await bus.subscribe({
      topic: TOPIC,
      groupId: 'quiz',
      handler: async (e) => {
        calls.push(e.id);
        if (e.id === poison.id) throw new Error('cannot handle');
      },
    });
    const next = attemptSubmitted(1);
    await bus.publish(TOPIC, [poison, next]);
    await bus.idle();
    expect(calls).toEqual([poison.id, poison.id, poison.id, poison.id, next.id]);
  });

  test('When a group subscribes after events were published, then it starts from the oldest event', async () => {
    const early = [attemptSubmitted(1), attemptSubmitted(2)];
    await bus.publish(TOPIC, early);
    const seen: string[] = [];
    await bus.subscribe({ topic: TOPIC, groupId: 'late', handler: async (e) => void seen.push(e.id) });
    await bus.idle();
    expect(seen).toEqual(early.map((e) => e.id));
  });

  test('When an event does not match the contracts, then publish rejects and nothing is delivered', async () => {
    const seen: DomainEvent[] = [];
    await bus.subscribe({ topic: TOPIC, groupId: 'quiz', handler: async (e) => void seen.push(e) });
    const invalid = { ...attemptSubmitted(1), id: 'not-a-uuid' };
    await expect(bus.publish(TOPIC, [invalid])).rejects.toThrow(/invalid domain event/);
    await bus.idle();
    expect(seen).toEqual([]);
  });

  test('When the bus is closed, then ping, publish and subscribe reject and a pending retry stops', async () => {
    let calls = 0;
    const slowBus = createInProcessBus(logger, { retry: { maxAttempts: 10, initialDelayMs: 10_000, maxDelayMs: 10_000 } });
    await slowBus.subscribe({
      topic: TOPIC,
      groupId: 'quiz',
      handler: async () => {
        calls += 1;
        throw new Error('down');
      },
    });
    await slowBus.publish(TOPIC, [attemptSubmitted(1)]);
    await new Promise<void>((resolve) => {
      const waitForFirstCall = () => (calls > 0 ? resolve() : setTimeout(waitForFirstCall, 5));
      waitForFirstCall();
    });
    const started = Date.now();
    await slowBus.close();
    expect(Date.now() - started).toBeLessThan(1000);
    expect(calls).toBe(1);
    await expect(slowBus.ping()).rejects.toThrow('closed');
    await expect(slowBus.publish(TOPIC, [attemptSubmitted(1)])).rejects.toThrow('closed');
    await expect(slowBus.subscribe({ topic: TOPIC, groupId: 'x', handler: async () => {} })).rejects.toThrow('closed');
  });
});

describe('createEventBus', () => {
  test('When no brokers are given, then the passed in-process bus is returned', () => {
    expect(createEventBus({ clientId: 'quiz', logger, inProcess: bus })).toBe(bus);
    expect(createEventBus({ clientId: 'quiz', logger, kafkaBrokers: [], inProcess: bus })).toBe(bus);
  });

  test('When neither brokers nor a bus are given, then a new working in-process bus is made', async () => {
    const own = createEventBus({ clientId: 'quiz', logger });
    await expect(own.ping()).resolves.toBeUndefined();
    await own.close();
  });
});
