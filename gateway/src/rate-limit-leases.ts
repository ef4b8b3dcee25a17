import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';

/**
 * How many of a budget's points one gateway instance takes from the shared counter at a time: a
 * twentieth of the budget, at most 100, at least 1. With the default budgets that is 30 reads, 6
 * writes and 3 for generation and content; a budget under 40 is counted point by point, as before.
 */
export const RATE_LIMIT_LEASE = { fraction: 1 / 20, maxPoints: 100 } as const;

export function leaseSizeFor(points: number): number {
  return Math.max(1, Math.min(RATE_LIMIT_LEASE.maxPoints, Math.floor(points * RATE_LIMIT_LEASE.fraction)));
}

/** Points this instance may still spend for a key until `expiresAt`; `refused`: none are left anywhere until then. */
type Lease = { left: number; expiresAt: number; refused: boolean };

export type LeasedLimiter = {
  /** Resolves when the key may make one more request; rejects with the counter's RateLimiterRes when its budget is spent. */
  consume(key: string): Promise<void>;
  /** Forgets leases whose window has ended (the shared counter has ended them already). */
  sweep(): void;
};

/**
 * A budget spent from a shared counter a few points at a time. Counting every request in Redis made
 * it a round trip per request through the gateway, which cost the gateway about a fifth of its CPU
 * (issue 14, `npm run bench -- gateway-hop`: 2.06× Express + http-proxy-middleware with the counters
 * in Redis, 1.60× in memory). Instead an instance takes a **lease** of `leaseSize` points in one
 * increment of the shared counter (rate-limiter-flexible's `consume(key, points)`), and spends it in
 * memory until it is used up or the counter's window ends; then it takes the next one. Gateways in
 * front of shared rate limiters do the same (batched counter updates, local quota caches).
 *
 * What still holds: every request let through is counted in the shared counter before it passes, so
 * all instances together never let a client exceed its budget in a window. What it costs: points an
 * instance has leased and not spent when the window ends are lost to the client, at most
 * `leaseSize − 1` per instance it used in that window (a client spread over three instances could be
 * refused 15 writes early, out of 120). When the counter refuses a lease because fewer points are left
 * than a lease, the instance keeps what was left. Concurrent requests of one key wait for one lease.
 * Once refused, a key is refused from memory until the window ends (nothing gives points back before),
 * so a client's flood past its budget costs the counter nothing more (rate-limiter-flexible's
 * `inMemoryBlockOnConsumed` does the same).
 */
export function createLeasedLimiter(counter: RateLimiterAbstract, points: number): LeasedLimiter {
  const leaseSize = leaseSizeFor(points);
  const leases = new Map<string, Lease>();
  const leasing = new Map<string, Promise<void>>();

  const lease = async (key: string): Promise<void> => {
    try {
      const granted = await counter.consume(key, leaseSize);
      leases.set(key, { left: leaseSize, expiresAt: Date.now() + granted.msBeforeNext, refused: false });
    } catch (refusal) {
      if (!(refusal instanceof RateLimiterRes)) throw refusal;
      // The counter now stands above the budget; what it held before this lease may leave some points.
      const left = points - (refusal.consumedPoints - leaseSize);
      leases.set(key, { left: Math.max(0, left), expiresAt: Date.now() + refusal.msBeforeNext, refused: left <= 0 });
      if (left <= 0) throw refusal;
    }
  };

  /** Spends a point of the key's lease: true if there was one, false if a lease must be taken; throws while refused. */
  const take = (key: string): boolean => {
    const held = leases.get(key);
    if (!held) return false;
    const msLeft = held.expiresAt - Date.now();
    if (msLeft <= 0 || (held.left <= 0 && !held.refused)) {
      leases.delete(key);
      return false;
    }
    if (held.refused) throw new RateLimiterRes(0, msLeft, points + 1, false);
    held.left -= 1;
    return true;
  };

  return {
    async consume(key) {
      for (;;) {
        if (take(key)) return;
        const inFlight = leasing.get(key);
        if (inFlight) {
          // A refusal of that lease is this request's refusal too.
          await inFlight;
          continue;
        }
        const next = lease(key).finally(() => leasing.delete(key));
        leasing.set(key, next);
        await next;
      }
    },
    sweep() {
      const at = Date.now();
      for (const [key, held] of leases) if (at >= held.expiresAt) leases.delete(key);
    },
  };
}
