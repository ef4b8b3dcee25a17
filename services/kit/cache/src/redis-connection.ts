import { Redis } from 'ioredis';
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
  /** ioredis' own key prefix (the cache uses it; rate limiters prefix their keys themselves). */
  keyPrefix?: string;
  commandTimeoutMs?: number;
  connectTimeoutMs?: number;
  failuresToOpen?: number;
  halfOpenAfterMs?: number;
};

export type RedisConnection = {
  /** The raw client, for libraries that take one (rate-limiter-flexible); send commands through `run`. */
  readonly redis: Redis;
  /**
   * Runs `command` if Redis can take it: it rejects at once while the circuit is open or the
   * connection is down (no offline queue), and after `commandTimeoutMs` when Redis does not answer.
   */
  run<T>(command: (redis: Redis) => Promise<T>): Promise<T>;
  /** `degraded` from the moment the circuit opens until a probe succeeds. */
  health(): RedisHealth;
  close(): Promise<void>;
};

const waitingStatuses: ReadonlySet<string> = new Set(['wait', 'connecting', 'connect']);

/**
 * An ioredis connection that never makes a request wait on a dead Redis: no offline queue, short
 * command and connect timeouts, and a circuit breaker (cockatiel) that, after a few consecutive
 * failures, fails every call immediately until a probe succeeds. ioredis reconnects in the
 * background meanwhile. The outage and the recovery are logged once each, not once per call.
 */
export function createRedisConnection(opts: RedisConnectionOptions): RedisConnection {
  const log = opts.logger.child({ component: opts.component });
  const commandTimeoutMs = opts.commandTimeoutMs ?? REDIS_FAIL_FAST.commandTimeoutMs;
  const connectTimeoutMs = opts.connectTimeoutMs ?? REDIS_FAIL_FAST.connectTimeoutMs;
  const redis = new Redis(opts.redisUrl, {
    ...(opts.keyPrefix ? { keyPrefix: opts.keyPrefix } : {}),
    lazyConnect: true,
    connectTimeout: connectTimeoutMs,
    commandTimeout: commandTimeoutMs,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    autoResendUnfulfilledCommands: false,
    retryStrategy: (attempt) => Math.min(attempt * REDIS_FAIL_FAST.reconnectStepMs, REDIS_FAIL_FAST.reconnectMaxMs),
    // ioredis leaves a timer of this length behind when closing after a failed connect; keep it short.
    disconnectTimeout: 200,
  });
  // Every failed reconnect emits an error; the breaker's transitions are what gets logged.
  redis.on('error', (error: Error) => log.debug({ err: error.message }, 'redis connection error'));
  let everReady = false;
  redis.once('ready', () => {
    everReady = true;
  });

  const breaker = circuitBreaker(handleAll, {
    halfOpenAfter: opts.halfOpenAfterMs ?? REDIS_FAIL_FAST.halfOpenAfterMs,
    breaker: new ConsecutiveBreaker(opts.failuresToOpen ?? REDIS_FAIL_FAST.failuresToOpen),
  });
  const commandBudget = timeout(commandTimeoutMs, TimeoutStrategy.Aggressive);
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

  /** Waits for a connection in progress (the first one may take `connectTimeoutMs`, later ones `commandTimeoutMs`). */
  const connected = (): Promise<void> => {
    if (redis.status === 'ready') return Promise.resolve();
    if (redis.status === 'wait') redis.connect().catch(() => undefined);
    if (!waitingStatuses.has(redis.status)) return Promise.reject(new Error(`redis connection is ${redis.status}`));
    return new Promise<void>((resolve, reject) => {
      const settle = (error?: Error) => {
        clearTimeout(timer);
        redis.off('ready', onReady);
        redis.off('close', onClose);
        if (error) reject(error);
        else resolve();
      };
      const onReady = () => settle();
      const onClose = () => settle(new Error('redis connection closed'));
      const timer = setTimeout(() => settle(new Error('redis connection timed out')), everReady ? commandTimeoutMs : connectTimeoutMs);
      redis.once('ready', onReady);
      redis.once('close', onClose);
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
      if (redis.status === 'end') return;
      if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
      else redis.disconnect();
    },
  };
}

function describeFailure(failure: { error: unknown } | { value: unknown } | undefined): string | undefined {
  if (!failure) return undefined;
  if (!('error' in failure)) return String(failure.value);
  return failure.error instanceof Error ? failure.error.message : String(failure.error);
}
