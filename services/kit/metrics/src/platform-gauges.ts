import { scrapeTimeGauge } from './scrape-time-gauge.ts';

/** Outbox rows not yet handed to the bus, per service (read from the outbox table at scrape time). */
export const outboxBacklog = scrapeTimeGauge({
  name: 'outbox_unpublished_events',
  help: 'Outbox events not yet published, per service.',
  labelNames: ['service'] as const,
});

/** Age of the oldest unpublished outbox row, per service; 0 when none waits. */
export const outboxOldestAge = scrapeTimeGauge({
  name: 'outbox_oldest_unpublished_age_seconds',
  help: 'Age of the oldest outbox event not yet published, per service (0 when none).',
  labelNames: ['service'] as const,
});

/** Events published but not yet consumed, per topic and consumer group (broker offsets, or the in-process queue). */
export const consumerLag = scrapeTimeGauge({
  name: 'event_consumer_lag_messages',
  help: 'Events on a topic not yet handled by a consumer group.',
  labelNames: ['topic', 'group'] as const,
});

/** Generation jobs running in this process (background drafts and the ones a caller waits for). */
export const generationJobsInProgress = scrapeTimeGauge({
  name: 'generation_jobs_in_progress',
  help: 'Question-generation jobs running now.',
  labelNames: [] as const,
});
