import type express from 'express';
import { AppError, type CatalogueError } from '@quizlink/kit-errors';
import type { Logger } from '@quizlink/kit-logger';
import { liveConnections } from '@quizlink/kit-metrics';

export type LiveHubOptions = {
  logger: Logger;
  /** Name of the event every stream gets once when it opens (the client knows it is live). */
  readyEvent: string;
  /**
   * The 503 that `open` throws when the hub is full (its catalogue entry: `HTTP_ERRORS.liveCapacityReached`),
   * with the Retry-After it carries (default 30 s); the page polls meanwhile.
   */
  capacityError: CatalogueError & { retryAfterSeconds?: number };
  /** A comment line this often keeps proxies from closing an idle stream. Default 20 s. */
  heartbeatMs?: number;
  /** Open streams this instance serves at most; one more answers 503. Default 1000. */
  maxClients?: number;
  /** The `service` label of the live_connections gauge; default the logger's `service`. */
  service?: string;
  /**
   * For streams whose events only say "this changed, read again" (a results page refetches the board):
   * at most one push per channel and event in this many ms — the first at once, later ones in the window
   * folded into one at its end (the last data wins). A viral quiz's hundreds of attempts a second then
   * cost each open results page two pushes (and two board reads) a second, not hundreds. Default 0: every
   * publish is pushed.
   */
  coalesceMs?: number;
  /**
   * What tells the hub of changes (kit-events subscriptions, paused and resumed together), kept running
   * only while someone listens: resumed when a stream opens on a hub with none — the stream's ready event
   * waits for it, so a client that reads its data once it is live misses nothing — and paused once no
   * stream has been open for `idleMs` (default 30 s). An instance nobody watches then reads no events
   * for nobody. Without it the hub only pushes what it is given.
   */
  feed?: LiveFeed;
};

/** A live hub's source of changes (see LiveHubOptions.feed). */
export type LiveFeed = {
  /** Resolves once every change from then on will reach the hub. */
  resume(): Promise<void>;
  pause(): void;
  /** How long the hub stays fed with no stream open; default 30 s. */
  idleMs?: number;
};

export type LiveHub = {
  /** Turns `res` into a server-sent events stream for `channel` until the client goes away. */
  open(req: express.Request, res: express.Response, channel: string): void;
  /** Sends one event to every stream of `channel` on this instance. */
  publish(channel: string, event: string, data: unknown): void;
  clientCount(): number;
  /** Ends every stream (shutdown). */
  close(): void;
};

export const DEFAULT_HEARTBEAT_MS = 20_000;
export const DEFAULT_MAX_CLIENTS = 1000;
export const DEFAULT_CAPACITY_RETRY_AFTER_SECONDS = 30;
/** How long a browser waits before reconnecting a dropped stream. */
export const RETRY_MS = 3000;
export const DEFAULT_FEED_IDLE_MS = 30_000;

/**
 * Server-sent events for the instance's own clients. Instances learn of changes from the event bus
 * (each subscribes with a group of its own), so every instance pushes to the clients it holds.
 */
export function createLiveHub(opts: LiveHubOptions): LiveHub {
  const maxClients = opts.maxClients ?? DEFAULT_MAX_CLIENTS;
  const channels = new Map<string, Set<express.Response>>();
  let count = 0;
  const service = opts.service ?? String(opts.logger.bindings().service ?? 'unknown');
  // The gauge follows `count`: one shared series per service, also when a process runs several hubs.
  const connections = liveConnections.labels({ service });
  const heartbeat = setInterval(() => {
    for (const clients of channels.values()) for (const res of clients) res.write(': ping\n\n');
  }, opts.heartbeatMs ?? DEFAULT_HEARTBEAT_MS);
  heartbeat.unref();

  const coalesceMs = opts.coalesceMs ?? 0;
  /** Open coalescing windows by channel and event: the data to push when the window ends, if any came. */
  const windows = new Map<string, { channel: string; event: string; trailing?: { data: unknown } }>();

  const push = (channel: string, event: string, data: unknown) => {
    const clients = channels.get(channel);
    if (!clients) return;
    const frame = `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
    for (const res of clients) res.write(frame);
    opts.logger.debug({ channel, event, clients: clients.size }, 'live event pushed');
  };

  const openWindow = (key: string, channel: string, event: string) => {
    const window: { channel: string; event: string; trailing?: { data: unknown } } = { channel, event };
    windows.set(key, window);
    setTimeout(() => {
      windows.delete(key);
      if (!window.trailing) return;
      push(channel, event, window.trailing.data);
      openWindow(key, channel, event);
    }, coalesceMs).unref();
  };

  const feed = opts.feed;
  let fed = false;
  let resuming: Promise<void> | undefined;
  let idleTimer: NodeJS.Timeout | undefined;

  /** Resolves once the feed runs (at once when there is none or it runs already). */
  const feedRunning = (): Promise<void> | undefined => {
    clearTimeout(idleTimer);
    idleTimer = undefined;
    if (!feed || fed) return undefined;
    resuming ??= feed.resume().then(
      () => {
        fed = true;
        resuming = undefined;
      },
      (error: unknown) => {
        resuming = undefined;
        throw error;
      },
    );
    return resuming;
  };

  const pauseFeedWhenIdle = () => {
    if (!feed || count > 0) return;
    clearTimeout(idleTimer);
    idleTimer = setTimeout(() => {
      idleTimer = undefined;
      if (count > 0) return;
      if (resuming) return pauseFeedWhenIdle();
      if (!fed) return;
      fed = false;
      feed.pause();
    }, feed.idleMs ?? DEFAULT_FEED_IDLE_MS);
    idleTimer.unref();
  };

  const remove = (channel: string, res: express.Response) => {
    const clients = channels.get(channel);
    if (!clients?.delete(res)) return;
    count -= 1;
    connections.dec();
    if (clients.size === 0) channels.delete(channel);
    pauseFeedWhenIdle();
  };

  return {
    open(req, res, channel) {
      if (count >= maxClients) {
        const { retryAfterSeconds = DEFAULT_CAPACITY_RETRY_AFTER_SECONDS } = opts.capacityError;
        throw new AppError(opts.capacityError, { headers: { 'Retry-After': String(retryAfterSeconds) } });
      }
      res.status(200).set({
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-store, no-transform',
        Connection: 'keep-alive',
        // Reverse proxies (nginx) must pass events through as they come, not buffer them.
        'X-Accel-Buffering': 'no',
      });
      res.flushHeaders();
      let clients = channels.get(channel);
      if (!clients) {
        clients = new Set();
        channels.set(channel, clients);
      }
      clients.add(res);
      count += 1;
      connections.inc();
      req.on('close', () => remove(channel, res));
      const readyFrame = `event: ${opts.readyEvent}\ndata: {}\n\n`;
      const starting = feedRunning();
      if (!starting) {
        res.write(`retry: ${RETRY_MS}\n${readyFrame}`);
        return;
      }
      res.write(`retry: ${RETRY_MS}\n\n`);
      starting.then(
        () => {
          if (!res.writableEnded) res.write(readyFrame);
        },
        (error: unknown) => {
          // Not live without its feed: the stream's end tells the client, which polls meanwhile and reconnects.
          opts.logger.warn({ err: error, channel }, 'live feed could not be resumed; stream ended');
          res.end();
        },
      );
    },
    publish(channel, event, data) {
      if (coalesceMs <= 0 || !channels.has(channel)) {
        push(channel, event, data);
        return;
      }
      const key = `${channel}\u0000${event}`;
      const window = windows.get(key);
      if (window) {
        window.trailing = { data };
        return;
      }
      push(channel, event, data);
      openWindow(key, channel, event);
    },
    clientCount: () => count,
    close() {
      clearInterval(heartbeat);
      clearTimeout(idleTimer);
      windows.clear();
      for (const clients of channels.values()) for (const res of clients) res.end();
      channels.clear();
      connections.dec(count);
      count = 0;
    },
  };
}
