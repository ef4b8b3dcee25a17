export { parsePrometheusText, sampleValue, scrapeMetrics } from './testing/prometheus-text.ts';
export type { MetricFamily, Sample } from './testing/prometheus-text.ts';
