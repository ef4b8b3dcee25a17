import type { Logger } from '@quizlink/kit-logger';
import { METRICS_PATH, startMetricsServer, type MetricsServer } from '@quizlink/kit-metrics';

/**
 * Embedded mode's one metrics listener: the process hosts the gateway and every service, so one
 * `/metrics` on METRICS_PORT serves them all (each series names its service with the `service`
 * label). Unset METRICS_PORT: none. Resolves with the listener (or undefined) for the shutdown list.
 */
export async function startEmbeddedMetrics(opts: { port: number | undefined; host: string; logger: Logger }): Promise<MetricsServer | undefined> {
  if (opts.port === undefined) return undefined;
  const metrics = await startMetricsServer({ port: opts.port, host: opts.host });
  opts.logger.info({ url: `http://${opts.host}:${metrics.port}${METRICS_PATH}` }, 'metrics listening');
  return metrics;
}
