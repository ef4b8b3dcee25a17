import { Counter, Gauge, Histogram } from 'prom-client';
import { metricsRegistry } from './registry.ts';

const registers = [metricsRegistry];

/** A consumer's handler threw (each failed attempt, retries included), per topic and consumer group. */
export const eventHandlerFailures = new Counter({
  name: 'event_handler_failures_total',
  help: 'Event handler attempts that threw, per topic and consumer group.',
  labelNames: ['topic', 'group'] as const,
  registers,
});

/**
 * Events moved to a dead-letter topic (`<topic>.dlq`): unparsable, of an unknown type or version, or
 * still failing after their retries. Both buses count each one (kit-events `in-process-bus.ts`, `kafka-dead-letter.ts`).
 */
export const eventsDeadLettered = new Counter({
  name: 'events_dead_lettered_total',
  help: 'Events moved to a dead-letter topic, per topic and consumer group.',
  labelNames: ['topic', 'group'] as const,
  registers,
});

/** Open server-sent event streams (live dashboards, live leaderboards) this process holds. */
export const liveConnections = new Gauge({
  name: 'live_connections',
  help: 'Open live (server-sent events) streams, per service.',
  labelNames: ['service'] as const,
  registers,
});

/** Cache reads by outcome; hit ratio = hit / (hit + miss). */
export const cacheLookups = new Counter({
  name: 'cache_lookups_total',
  help: 'Cache reads by cache (key namespace) and result (hit or miss).',
  labelNames: ['cache', 'result'] as const,
  registers,
});

/**
 * Requests refused by a rate limit, per service and route. Every limiter of the platform answers 429
 * (Too Many Requests) and nothing else does, so httpMetrics counts each 429 response here.
 */
export const rateLimitRefusals = new Counter({
  name: 'rate_limit_refusals_total',
  help: 'Requests refused by a rate limit (429), per service and route template.',
  labelNames: ['service', 'route'] as const,
  registers,
});

/**
 * How long a question-generation job (an Auto Draft) ran, start to end, whatever its outcome. With
 * generation_jobs_in_progress it is the generation "queue": there is no waiting line, a job beyond
 * GENERATION_MAX_CONCURRENT is refused at once (and shows in the RED metrics as such).
 */
export const generationDuration = new Histogram({
  name: 'generation_duration_seconds',
  help: 'Question-generation job duration, start to end.',
  buckets: [0.1, 0.25, 0.5, 1, 2.5, 5, 10, 20, 30, 60, 120, 300],
  registers,
});
