export { metricsRegistry, PROMETHEUS_CONTENT_TYPE } from './registry.ts';
export { httpMetrics, httpRequestDuration, UNMATCHED_ROUTE } from './http-metrics.ts';
export type { HttpMetricsOptions, MeasuredRequest, MetricsMiddleware } from './http-metrics.ts';
export {
  cacheLookups,
  eventHandlerFailures,
  eventsDeadLettered,
  generationDuration,
  liveConnections,
  rateLimitRefusals,
} from './platform-metrics.ts';
export { consumerLag, generationJobsInProgress, outboxBacklog, outboxOldestAge } from './platform-gauges.ts';
export { scrapeTimeGauge, SCRAPE_READ_TIMEOUT_MS } from './scrape-time-gauge.ts';
export type { GaugeReader, ScrapeTimeGauge } from './scrape-time-gauge.ts';
export { METRICS_PATH, startMetricsServer } from './metrics-server.ts';
export type { MetricsServer } from './metrics-server.ts';
