import { createClient, type RedisClientType } from 'redis';
import { CircuitState, ConsecutiveBreaker, TimeoutStrategy, circuitBreaker, handleAll, timeout } from 'cockatiel';
import type { Logger } from '@quizlink/kit-logger';

/** How long Redis may make a caller wait, and when the breaker gives up on it. One place for every figure. */
export const REDIS_FAIL_FAST = {
  /** A command (or a wait for a reconnect) that takes longer fails: Redis is local and answers in ~1 ms. */
  commandTimeoutMs: 100,
  /** Budget of the very first connection (a refused one fails at once; this bounds an unreachable host). */
  connectTimeoutMs: 1000,
  /** Consecutive failures that open the circuit. */
  failuresToOpen: 3,
  /** While open, one probe call is let through this often; its success closes the circuit. */
  halfOpenAfterMs: 1000,
  /** Background reconnects back off by this much per attempt, up to the cap. */
  reconnectStepMs: 100,
  reconnectMaxMs: 1000,
} as const;

export type RedisHealth = 'up' | 'degraded';

export type RedisConnectionOptions = {
  redisUrl: string;
  logger: Logger;
  /** Names the user in the logs (`cache`, `rate-limiter`…). */
  component: string;
  /** The client's own key prefix (the cache uses it; rate limiters prefix their keys themselves). */
  keyPrefix?: string;
  commandTimeoutMs?: number;
  connectTimeoutMs?: number;
  failuresToOpen?: number;
  halfOpenAfterMs?: number;
};

/** A node-redis client (the `redis` package), as `createRedisConnection` makes it. */
export type RedisClient = RedisClientType;

export type RedisConnection = {
  /** The raw client, for libraries that take one (rate-limiter-flexible); send commands through `run`. */
  readonly redis: RedisClient;
  /**
   * Runs `command` if Redis can take it: it rejects at once while the circuit is open or the
   * connection is down (no offline queue), and after `commandTimeoutMs` when Redis does not answer.
   */
  run<T>(command: (redis: RedisClient) => Promise<T>): Promise<T>;
  /** `degraded` from the moment the circuit opens until a probe succeeds. */
  health(): RedisHealth;
  close(): Promise<void>;
};

/** Reconnect backoff: `reconnectStepMs` more per attempt, at most `reconnectMaxMs`, forever (the breaker decides who waits). */
const reconnectDelay = (attempt: number) => Math.min((attempt + 1) * REDIS_FAIL_FAST.reconnectStepMs, REDIS_FAIL_FAST.reconnectMaxMs);

/**
 * A node-redis connection that never makes a request wait on a dead Redis: no offline queue, short
 * command and connect timeouts, and a circuit breaker (cockatiel) that, after a few consecutive
 * failures, fails every call immediately until a probe succeeds. The client reconnects in the
 * background meanwhile. The outage and the recovery are logged once each, not once per call.
 */
export function createRedisConnection(opts: RedisConnectionOptions): RedisConnection {
  const log = opts.logger.child({ component: opts.component });
  const commandTimeoutMs = opts.commandTimeoutMs ?? REDIS_FAIL_FAST.commandTimeoutMs;
  const connectTimeoutMs = opts.connectTimeoutMs ?? REDIS_FAIL_FAST.connectTimeoutMs;
  const redis = createClient({
    url: opts.redisUrl,
    ...(opts.keyPrefix ? { keyPrefix: opts.keyPrefix } : {}),
    // While the socket is down a command fails at once instead of waiting in a queue for the reconnect.
    // No per-command timeout here: `commandBudget` below bounds every call. node-redis's own builds an
    // AbortSignal.timeout per command, whose timer fires after the reply too and builds a DOMException:
    // 28 µs a command, 1.8 % of the gateway's busy time under the load bench (issue 14, tenth round).
    disableOfflineQueue: true,
    socket: { connectTimeout: connectTimeoutMs, reconnectStrategy: reconnectDelay },
  });
  // Every failed reconnect emits an error (unhandled, it would crash the process); the breaker's transitions are what gets logged.
  redis.on('error', (error: Error) => log.debug({ err: error.message }, 'redis connection error'));
  let everReady = false;
  let closed = false;
  // Whether a connection attempt is under way (not waiting out the reconnect backoff): only then is it worth waiting for.
  let attempting = false;
  redis.on('reconnecting', () => {
    attempting = true;
  });
  redis.on('ready', () => {
    attempting = false;
    everReady = true;
  });
  redis.on('error', () => {
    attempting = false;
  });

  const breaker = circuitBreaker(handleAll, {
    halfOpenAfter: opts.halfOpenAfterMs ?? REDIS_FAIL_FAST.halfOpenAfterMs,
    breaker: new ConsecutiveBreaker(opts.failuresToOpen ?? REDIS_FAIL_FAST.failuresToOpen),
  });
  // Bounds every call: single commands, transactions (MULTI) and scripts alike. Not aborted on return: a
  // command that answered has nothing left to cancel, and each abort builds a DOMException (issue 14's
  // profile: ~1.3 % of the gateway's time, one per rate-limited request).
  const commandBudget = timeout(commandTimeoutMs, { strategy: TimeoutStrategy.Aggressive, abortOnReturn: false });
  let degraded = false;
  breaker.onStateChange((state) => {
    if (state === CircuitState.Open && !degraded) {
      degraded = true;
      log.warn({ lastFailure: describeFailure(breaker.lastFailure) }, 'redis unavailable: circuit open, running degraded');
    } else if (state === CircuitState.Closed && degraded) {
      degraded = false;
      log.info('redis available again: circuit closed');
    }
  });

  /**
   * Resolves when the client is ready; waits only for a connection attempt in progress (the first one may
   * take `connectTimeoutMs`, later ones `commandTimeoutMs`). Between attempts, or when one fails (a refused
   * connection), it rejects at once.
   */
  const connected = (): Promise<void> => {
    if (closed) return Promise.reject(new Error('redis connection is closed'));
    if (redis.isReady) return Promise.resolve();
    // Connected on first use; from then on the client reconnects by itself (isOpen stays true).
    if (!redis.isOpen) {
      attempting = true;
      redis.connect().catch(() => undefined);
    }
    if (!attempting) return Promise.reject(new Error('redis connection is down'));
    return new Promise<void>((resolve, reject) => {
      const settle = (error?: Error) => {
        clearTimeout(timer);
        redis.off('ready', onReady);
        redis.off('error', onError);
        redis.off('end', onEnd);
        if (error) reject(error);
        else resolve();
      };
      const onReady = () => settle();
      const onError = (error: Error) => settle(error);
      const onEnd = () => settle(new Error('redis connection closed'));
      const timer = setTimeout(() => settle(new Error('redis connection timed out')), everReady ? commandTimeoutMs : connectTimeoutMs);
      redis.once('ready', onReady);
      redis.once('error', onError);
      redis.once('end', onEnd);
    });
  };

  return {
    redis,
    run(command) {
      return breaker.execute(async () => {
        await connected();
        return commandBudget.execute(() => command(redis));
      });
    },
    health: () => (degraded ? 'degraded' : 'up'),
    async close() {
      if (closed) return;
      closed = true;
      if (!redis.isOpen) return;
      // A graceful close waits for the commands in flight, for at most one command budget (a Redis that
      // hangs never answers them); a dead socket is just dropped.
      if (redis.isReady) await commandBudget.execute(() => redis.close()).catch(() => undefined);
      redis.destroy();
    },
  };
}

function describeFailure(failure: { error: unknown } | { value: unknown } | undefined): string | undefined {
  if (!failure) return undefined;
  if (!('error' in failure)) return String(failure.value);
  return failure.error instanceof Error ? failure.error.message : String(failure.error);
}
