import { createHttpApp, finalizeApp } from '@quizlink/kit-http';
import { serveForTest, type ServedForTest } from '@quizlink/kit-http/testing';
import { createLogger } from '@quizlink/kit-logger';
import { metricsRegistry } from '@quizlink/kit-metrics';
import { parsePrometheusText, sampleValue } from '@quizlink/kit-metrics/testing';
import { createLiveHub, RETRY_MS, type LiveFeed, type LiveHub } from './index.ts';
import { openSse, type SseClient } from './testing.ts';

const logger = createLogger({ service: 'live-test', level: 'silent' });
const capacityError = { code: 'test.live_full', status: 503, message: 'The hub is full.' };

const IDLE_MS = 60;
/**
 * The idle time of a test whose second stream must open within it: one local HTTP request, a few ms alone but
 * over 40 ms on a machine busy with the whole CI run (seen: the feed paused before the second stream was in).
 */
const ROOMY_IDLE_MS = 1_000;

/** A feed that records what the hub asks of it; `resume` waits for `release()` when `gated`. */
function recordingFeed(opts: { gated?: boolean; failing?: boolean; idleMs?: number } = {}) {
  const calls: string[] = [];
  let release: () => void = () => undefined;
  const feed: LiveFeed = {
    idleMs: opts.idleMs ?? IDLE_MS,
    async resume() {
      calls.push('resume');
      if (opts.failing) throw new Error('broker unreachable');
      if (opts.gated) await new Promise<void>((resolve) => (release = resolve));
    },
    pause() {
      calls.push('pause');
    },
  };
  return { feed, calls, release: () => release() };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let hub: LiveHub;
let served: ServedForTest;
const clients: SseClient[] = [];

async function startHub(opts: { maxClients?: number; heartbeatMs?: number; coalesceMs?: number; feed?: LiveFeed } = {}): Promise<void> {
  hub = createLiveHub({ logger, readyEvent: 'hello', capacityError, ...opts });
  const app = createHttpApp({ service: 'live-test', logger });
  app.get('/live/:channel', (req, res) => hub.open(req, res, req.params.channel));
  finalizeApp(app, logger);
  served = await serveForTest({ app });
}

async function open(channel: string): Promise<SseClient> {
  const client = await openSse(`${served.baseUrl}/live/${channel}`);
  clients.push(client);
  return client;
}

async function waitFor(condition: () => boolean): Promise<void> {
  const deadline = Date.now() + 5000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await sleep(10);
  }
}

afterEach(async () => {
  for (const client of clients.splice(0)) client.close();
  hub.close();
  await served.close();
});

const liveGauge = async () => sampleValue(parsePrometheusText(await metricsRegistry.metrics()), 'live_connections', { service: 'live-test' }) ?? 0;

describe('live hub', () => {
  it('When streams open and the hub ends them, then live_connections follows', async () => {
    await startHub();
    const before = await liveGauge();
    const [first, second] = [await open('g'), await open('h')];
    await Promise.all([first, second].map((c) => c.next('hello')));
    expect(await liveGauge()).toBe(before + 2);
    hub.close();
    expect(await liveGauge()).toBe(before);
  });

  it('When a stream opens, then it is an unbuffered event stream that starts with the ready event', async () => {
    await startHub();
    const client = await open('quiz-1');
    expect(client.status).toBe(200);
    expect(client.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(client.headers.get('cache-control')).toBe('no-store, no-transform');
    expect(client.headers.get('x-accel-buffering')).toBe('no');
    expect(await client.next('hello')).toEqual({ event: 'hello', data: '{}' });
    expect(hub.clientCount()).toBe(1);
  });

  it('When an event is published on a channel, then every stream of that channel gets it and no other stream does', async () => {
    await startHub();
    const [first, second, other] = [await open('a'), await open('a'), await open('b')];
    await Promise.all([first, second, other].map((c) => c.next('hello')));
    hub.publish('a', 'score', { points: 3 });
    hub.publish('nobody-listens', 'score', { points: 9 });
    expect(await first.next('score')).toEqual({ event: 'score', data: '{"points":3}' });
    expect(await second.next('score')).toEqual({ event: 'score', data: '{"points":3}' });
    hub.publish('b', 'done', {});
    await other.next('done');
    expect(other.events.map((e) => e.event)).toEqual(['hello', 'done']);
  });

  it('When several events are pushed to one stream in the same tick, then they arrive in order and leave in one socket write', async () => {
    hub = createLiveHub({ logger, readyEvent: 'hello', capacityError });
    const socketWrites: number[] = [];
    const app = createHttpApp({ service: 'live-test', logger });
    app.get('/live/:channel', (req, res) => {
      // Counts what reaches the socket. Node's HTTP response corks its socket until the end of the tick, so a
      // batch of attempts pushed together costs one system call; pushing across ticks would cost one each.
      const socket = res.socket as unknown as Record<'_write' | '_writev', (...args: unknown[]) => unknown>;
      for (const method of ['_write', '_writev'] as const) {
        const original = socket[method].bind(socket);
        socket[method] = (...args: unknown[]) => {
          socketWrites.push(Date.now());
          return original(...args);
        };
      }
      hub.open(req, res, req.params.channel);
    });
    finalizeApp(app, logger);
    served = await serveForTest({ app });
    const client = await open('busy');
    await client.next('hello');
    const before = socketWrites.length;
    for (let n = 1; n <= 20; n += 1) hub.publish('busy', 'attempt', { n });
    await waitFor(() => client.events.length === 21);
    expect(client.events.slice(1).map((e) => e.data)).toEqual(Array.from({ length: 20 }, (_, i) => `{"n":${i + 1}}`));
    expect(socketWrites.length - before).toBe(1);
  });

  it('When events come faster than the coalescing window, then the first is pushed at once and the rest fold into one push with the last data', async () => {
    await startHub({ coalesceMs: 300 });
    const [client, other] = [await open('quiz-1'), await open('quiz-2')];
    await Promise.all([client, other].map((c) => c.next('hello')));
    for (let n = 1; n <= 50; n += 1) hub.publish('quiz-1', 'changed', { n });
    hub.publish('quiz-1', 'deleted', {});
    hub.publish('quiz-2', 'changed', { n: 1 });
    await waitFor(() => client.events.filter((e) => e.event === 'changed').length === 2);
    expect(client.events.map((e) => [e.event, e.data])).toEqual([
      ['hello', '{}'],
      ['changed', '{"n":1}'],
      ['deleted', '{}'],
      ['changed', '{"n":50}'],
    ]);
    expect(other.events.map((e) => e.data)).toEqual(['{}', '{"n":1}']);
    // A quiet window ends the coalescing: the next event goes at once again.
    await new Promise((resolve) => setTimeout(resolve, 700));
    hub.publish('quiz-1', 'changed', { n: 51 });
    await waitFor(() => client.events.length === 5);
    expect(client.events.at(-1)).toEqual({ event: 'changed', data: '{"n":51}' });
  });

  it('When the hub is full, then one more stream is refused at once with 503, Retry-After and the given code, until a client leaves', async () => {
    await startHub({ maxClients: 2 });
    const first = await open('a');
    await open('b');
    const refused = await fetch(`${served.baseUrl}/live/c`);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('30');
    expect(((await refused.json()) as { error: { code: string; message: string } }).error).toMatchObject({ code: capacityError.code, message: capacityError.message });

    first.close();
    await waitFor(() => hub.clientCount() === 1);
    expect((await open('c')).status).toBe(200);
  });

  it('When no event comes for a while, then a heartbeat comment keeps the stream busy', async () => {
    await startHub({ heartbeatMs: 30 });
    const response = await fetch(`${served.baseUrl}/live/quiet`);
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let text = '';
    while (!text.includes(': ping')) text += (await reader.read()).value ?? '';
    expect(text.startsWith(`retry: ${RETRY_MS}\nevent: hello\n`)).toBe(true);
    await reader.cancel();
  });

  it('When the hub is closed, then every stream ends and no client is counted', async () => {
    await startHub();
    const response = await fetch(`${served.baseUrl}/live/a`);
    await waitFor(() => hub.clientCount() === 1);
    hub.close();
    expect(hub.clientCount()).toBe(0);
    await expect(response.text()).resolves.toContain('event: hello');
  });
});

describe('live hub fed only while someone listens', () => {
  it('When the first stream opens, then the feed is resumed and the stream is ready only once it runs', async () => {
    const { feed, calls, release } = recordingFeed({ gated: true });
    await startHub({ feed });
    expect(calls).toEqual([]);
    const client = await open('quiz-1');
    await waitFor(() => calls.length === 1);
    await sleep(30);
    expect(client.events).toEqual([]);
    release();
    expect(await client.next('hello')).toEqual({ event: 'hello', data: '{}' });
    // A second stream finds the feed running: ready at once, no second resume.
    const second = await open('quiz-2');
    await second.next('hello');
    expect(calls).toEqual(['resume']);
  });

  it('When no stream has been open for the idle time, then the feed is paused; a stream opening before then keeps it', async () => {
    const { feed, calls } = recordingFeed({ idleMs: ROOMY_IDLE_MS });
    await startHub({ feed });
    const first = await open('quiz-1');
    await first.next('hello');
    first.close();
    await waitFor(() => hub.clientCount() === 0);
    await sleep(ROOMY_IDLE_MS / 5);
    const second = await open('quiz-1');
    await second.next('hello');
    await sleep(ROOMY_IDLE_MS * 1.5);
    expect(calls).toEqual(['resume']);
    second.close();
    await waitFor(() => calls.length === 2);
    expect(calls).toEqual(['resume', 'pause']);
    // Someone listens again: the feed is resumed for them.
    const third = await open('quiz-1');
    await third.next('hello');
    expect(calls).toEqual(['resume', 'pause', 'resume']);
  });

  it('When the feed cannot be resumed, then the stream ends without being ready, and the next one tries again', async () => {
    const { feed, calls } = recordingFeed({ failing: true });
    await startHub({ feed });
    const response = await fetch(`${served.baseUrl}/live/quiz-1`);
    const text = await response.text();
    expect(text).not.toContain('event: hello');
    await waitFor(() => hub.clientCount() === 0);
    await (await fetch(`${served.baseUrl}/live/quiz-1`)).text();
    expect(calls).toEqual(['resume', 'resume']);
  });
});
