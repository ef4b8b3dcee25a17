import type { Sequelize } from 'sequelize';
import { trackOutboxBacklog } from '@quizlink/kit-events';
import type { Logger } from '@quizlink/kit-logger';
import { METRICS_PATH, startMetricsServer } from '@quizlink/kit-metrics';

export type ServiceObservabilityOptions = {
  service: string;
  /** METRICS_PORT: where /metrics is served; unset, this process serves none. */
  metricsPort: number | undefined;
  host: string;
  sequelize: Sequelize;
  /** Whether the service publishes through an outbox (its backlog and age are then reported). */
  outbox: boolean;
  logger: Logger;
};

/**
 * A service process's own observability: its outbox gauges and the /metrics listener on METRICS_PORT
 * (never on the service's HTTP port). Resolves with the function that stops both.
 */
export async function startServiceObservability(opts: ServiceObservabilityOptions): Promise<() => Promise<void>> {
  const untrackOutbox = opts.outbox ? trackOutboxBacklog(opts.sequelize, opts.service) : () => undefined;
  if (opts.metricsPort === undefined) return async () => void untrackOutbox();
  const metrics = await startMetricsServer({ port: opts.metricsPort, host: opts.host });
  opts.logger.info({ port: metrics.port, path: METRICS_PATH }, 'metrics listening');
  return async () => {
    untrackOutbox();
    await metrics.close();
  };
}
