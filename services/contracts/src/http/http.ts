export const HEALTH_PATHS = { live: '/healthz', ready: '/readyz' } as const;

/** Headers with a meaning of their own across the platform. */
export const HEADERS = { requestId: 'x-request-id', idempotencyKey: 'idempotency-key' } as const;

/** Fills `:name` parameters of a path, encoding each value. */
export function buildPath(pattern: string, params: Record<string, string | number> = {}): string {
  return pattern.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${pattern}`);
    return encodeURIComponent(String(value));
  });
}
