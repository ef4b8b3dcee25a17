import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { metricsRegistry, PROMETHEUS_CONTENT_TYPE } from './registry.ts';

/** The one path the metrics listener answers. */
export const METRICS_PATH = '/metrics';

export type MetricsServer = { server: http.Server; port: number; close(): Promise<void> };

/**
 * Serves the process registry at GET /metrics on its own port (METRICS_PORT), apart from the public
 * routes: only the scraper reaches it (a network policy says so in Kubernetes). Anything else is 404.
 */
export async function startMetricsServer(opts: { port: number; host: string }): Promise<MetricsServer> {
  const server = http.createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    if (path !== METRICS_PATH || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found\n');
      return;
    }
    metricsRegistry.metrics().then(
      (text) => res.writeHead(200, { 'Content-Type': PROMETHEUS_CONTENT_TYPE }).end(req.method === 'HEAD' ? undefined : text),
      (error: unknown) => res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end(`metrics failed: ${String(error)}\n`),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, opts.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  // A scrape keeps no connection that should hold a shutdown open.
  server.unref();
  const { port } = server.address() as AddressInfo;
  return {
    server,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
