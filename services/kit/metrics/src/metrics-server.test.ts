import { parsePrometheusText, sampleValue, scrapeMetrics } from './testing.ts';
import { metricsRegistry, SCRAPE_READ_TIMEOUT_MS, scrapeTimeGauge, startMetricsServer, type MetricsServer } from './index.ts';

let metrics: MetricsServer;
beforeAll(async () => {
  metrics = await startMetricsServer({ port: 0, host: '127.0.0.1' });
});
afterAll(() => metrics.close());

const url = () => `http://127.0.0.1:${metrics.port}/metrics`;

describe('the metrics listener', () => {
  test('When scraped, then the answer is the Prometheus text format with the platform metrics registered from the start', async () => {
    const families = await scrapeMetrics(url());
    for (const name of ['http_request_duration_seconds', 'event_handler_failures_total', 'events_dead_lettered_total', 'live_connections', 'cache_lookups_total', 'rate_limit_refusals_total', 'outbox_unpublished_events', 'event_consumer_lag_messages', 'nodejs_eventloop_lag_seconds']) {
      expect(families.has(name)).toBe(true);
    }
    expect(families.get('events_dead_lettered_total')?.type).toBe('counter');
  });

  test('When one scrape-time source fails, then its series is skipped and the rest of the scrape still answers', async () => {
    const gauge = scrapeTimeGauge({ name: 'test_scrape_gauge', help: 'A test gauge.', labelNames: ['source'] as const });
    const untrackGood = gauge.track(async () => [{ labels: { source: 'good' }, value: 7 }]);
    const untrackBad = gauge.track(async () => {
      throw new Error('database down');
    });
    const families = await scrapeMetrics(url());
    expect(sampleValue(families, 'test_scrape_gauge', { source: 'good' })).toBe(7);
    untrackGood();
    untrackBad();
  });

  test('When a scrape-time source does not answer within the scrape budget, then the scrape answers without it, the other sources in it', async () => {
    const gauge = scrapeTimeGauge({ name: 'test_silent_source_gauge', help: 'A test gauge.', labelNames: ['source'] as const });
    const untrackGood = gauge.track(async () => [{ labels: { source: 'good' }, value: 3 }]);
    const untrackSilent = gauge.track(() => new Promise(() => undefined));
    jest.useFakeTimers();
    try {
      let text: string | undefined;
      const scraping = metricsRegistry.metrics().then((answer) => (text = answer));
      await jest.advanceTimersByTimeAsync(SCRAPE_READ_TIMEOUT_MS - 1);
      expect(text).toBeUndefined();
      await jest.advanceTimersByTimeAsync(1);
      await scraping;
      expect(sampleValue(parsePrometheusText(text ?? ''), 'test_silent_source_gauge', { source: 'good' })).toBe(3);
    } finally {
      jest.useRealTimers();
      untrackGood();
      untrackSilent();
    }
  });

  test('When another path or method is asked, then it answers 404', async () => {
    expect((await fetch(`http://127.0.0.1:${metrics.port}/`)).status).toBe(404);
    expect((await fetch(url(), { method: 'POST' })).status).toBe(404);
  });
});

describe('parsePrometheusText', () => {
  test('When the text is well formed, then families, labels and values are read', () => {
    const families = parsePrometheusText('# HELP up Is it up.\n# TYPE up gauge\nup{job="a",path="x\\"y"} 1\nup{job="b"} +Inf\n');
    expect(families.get('up')?.samples).toEqual([
      { name: 'up', labels: { job: 'a', path: 'x"y' }, value: 1 },
      { name: 'up', labels: { job: 'b' }, value: Number.POSITIVE_INFINITY },
    ]);
  });

  test.each([
    ['a sample without TYPE', 'up 1\n'],
    ['a bad value', '# HELP up u\n# TYPE up gauge\nup one\n'],
    ['broken labels', '# HELP up u\n# TYPE up gauge\nup{job=a} 1\n'],
    ['an unknown type', '# HELP up u\n# TYPE up meter\n'],
  ])('When the text has %s, then it is rejected', (_case, text) => {
    expect(() => parsePrometheusText(text)).toThrow(/line \d+/);
  });
});
