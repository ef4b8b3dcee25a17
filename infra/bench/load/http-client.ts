import http from 'node:http';
import { performance } from 'node:perf_hooks';

/** One HTTP exchange as the load driver sees it: status (0 for a network error), body text and time taken. */
export type Exchange = { status: number; body: string; ms: number };

/** A keep-alive connection pool to one loopback origin, sized for the takers and readers that use it. */
export function createClient(origin: string, maxSockets: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets, maxFreeSockets: maxSockets });
  const base = new URL(origin);

  function send(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Exchange> {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const started = performance.now();
    return new Promise((resolve) => {
      const req = http.request(
        {
          agent,
          host: base.hostname,
          port: base.port,
          method,
          path,
          headers: payload === undefined ? headers : { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), ms: performance.now() - started }));
          res.on('error', () => resolve({ status: 0, body: '', ms: performance.now() - started }));
        },
      );
      req.on('error', (error) => resolve({ status: 0, body: String(error), ms: performance.now() - started }));
      req.end(payload);
    });
  }

  /** Like send, but a non-2xx answer is an error: for set-up calls, which must work. */
  async function json<T>(method: string, path: string, body?: unknown): Promise<T> {
    const res = await send(method, path, body);
    if (res.status < 200 || res.status >= 300) throw new Error(`${method} ${path} answered ${res.status}: ${res.body.slice(0, 300)}`);
    return (res.body ? JSON.parse(res.body) : undefined) as T;
  }

  return { origin, send, json, close: () => agent.destroy() };
}
export type Client = ReturnType<typeof createClient>;

/** The p-th percentile (0–100) of the values, nearest rank; NaN when there are none. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}
