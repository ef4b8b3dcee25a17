import { RLWrapperTimeouts, RateLimiterRes, type IRateLimiterOptions, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { RedisConnection } from '@quizlink/kit-cache';

type Outcome<T> = { value: T } | { refused: RateLimiterRes };
type StoreMethod = (...params: unknown[]) => Promise<unknown>;

/**
 * A Redis limiter behind the connection's circuit breaker, with an in-memory insurance limiter of the
 * same rules. Store calls go through `connection.run`, so they fail fast (timeout, open circuit, no
 * offline queue) and rate-limiter-flexible hands the call to the insurance limiter: limits keep
 * applying, per instance, and no request waits on Redis. A refusal (the points are spent) is an
 * answer from Redis, not a failure, so it never opens the circuit.
 *
 * It is rate-limiter-flexible's own wrapper (`RLWrapperTimeouts`: an insured limiter that delegates
 * every call to another limiter through `_run`) with the breaker in place of its plain timer.
 */
export class CircuitBreakingLimiter extends RLWrapperTimeouts {
  readonly #store: RateLimiterAbstract;
  readonly #connection: RedisConnection;

  constructor(opts: { rules: IRateLimiterOptions; store: RateLimiterAbstract; insurance: RateLimiterAbstract; connection: RedisConnection }) {
    const { points, duration, ...rest } = opts.rules;
    super({ ...rest, limiter: opts.store, insuranceLimiter: opts.insurance });
    // The wrapper has no rules of its own; callers read them (the login guard compares with `points`).
    if (points !== undefined) this.points = points;
    if (duration !== undefined) this.duration = duration;
    this.#store = opts.store;
    this.#connection = opts.connection;
  }

  /** Called by the wrapper for every operation (`consume`, `get`, `delete`…). */
  async _run(operation: string, params: unknown[]): Promise<unknown> {
    const method = (this.#store as unknown as Partial<Record<string, StoreMethod>>)[operation];
    if (!method) throw new TypeError(`rate limiter has no operation ${operation}`);
    const outcome = await this.#connection.run<Outcome<unknown>>(() =>
      method.apply(this.#store, params).then(
        (value) => ({ value }),
        (error: unknown) => {
          if (error instanceof RateLimiterRes) return { refused: error };
          throw error;
        },
      ),
    );
    if ('refused' in outcome) throw outcome.refused;
    return outcome.value;
  }
}
