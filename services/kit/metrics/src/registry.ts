import { collectDefaultMetrics, Registry } from 'prom-client';

/**
 * The one registry of the process. Every metric carries a `service` label (or names its topic and
 * group), so embedded mode, where one process hosts every service, serves them all from one
 * `/metrics` and distributed mode serves the same names with one service per process.
 */
export const metricsRegistry = new Registry();

// Process metrics: CPU, memory, GC, handles and the event-loop delay (nodejs_eventloop_lag_*).
collectDefaultMetrics({ register: metricsRegistry });

/** The Content-Type of the Prometheus text exposition format. */
export const PROMETHEUS_CONTENT_TYPE = metricsRegistry.contentType;
