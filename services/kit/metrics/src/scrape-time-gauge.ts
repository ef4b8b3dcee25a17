import { TimeoutStrategy, timeout } from 'cockatiel';
import { Gauge } from 'prom-client';
import { metricsRegistry } from './registry.ts';

type Labels<L extends string> = Record<L, string>;
/** Reads the current values; each entry is one series. Runs at scrape time only. */
export type GaugeReader<L extends string> = () => Promise<Array<{ labels: Labels<L>; value: number }>>;

/** A reader that does not answer within this is skipped for one scrape (its series keep their last value). */
export const SCRAPE_READ_TIMEOUT_MS = 2000;

export type ScrapeTimeGauge<L extends string> = {
  /** Adds a source of series (one per outbox, per consumer); returns the function that removes it. */
  track(reader: GaugeReader<L>): () => void;
};

/** Each reader's answer, raced against the scrape budget (cockatiel's aggressive timeout: the late answer is dropped). */
const scrapeBudget = timeout(SCRAPE_READ_TIMEOUT_MS, { strategy: TimeoutStrategy.Aggressive, abortOnReturn: false });

/**
 * A gauge whose values are read when Prometheus scrapes (a database count, broker offsets), never on
 * a request's path. Several sources may feed it (embedded mode: one per service); a failing or slow
 * source costs its own series one scrape, never the whole /metrics answer.
 */
export function scrapeTimeGauge<L extends string>(opts: { name: string; help: string; labelNames: readonly L[] }): ScrapeTimeGauge<L> {
  const readers = new Set<GaugeReader<L>>();
  const gauge = new Gauge<L>({
    name: opts.name,
    help: opts.help,
    labelNames: opts.labelNames,
    registers: [],
    async collect() {
      const results = await Promise.allSettled([...readers].map((read) => scrapeBudget.execute(() => read())));
      for (const result of results) {
        if (result.status !== 'fulfilled') continue;
        for (const { labels, value } of result.value) this.set(labels as Partial<Record<L, string>>, value);
      }
    },
  });
  metricsRegistry.registerMetric(gauge);
  return {
    track(reader) {
      readers.add(reader);
      return () => readers.delete(reader);
    },
  };
}
