import type { Sequelize } from 'sequelize';
import { outboxBacklog, outboxOldestAge } from '@quizlink/kit-metrics';
import { outboxModel } from './outbox.model.ts';

/**
 * Feeds outbox_unpublished_events and outbox_oldest_unpublished_age_seconds for one service's outbox,
 * read from its table when Prometheus scrapes (two indexed queries per scrape, nothing per request).
 * Returns the function that stops it (before the database closes).
 */
export function trackOutboxBacklog(sequelize: Sequelize, service: string): () => void {
  const Outbox = outboxModel(sequelize);
  const unpublished = { where: { publishedAt: null } };
  const labels = { service };
  const untrackCount = outboxBacklog.track(async () => [{ labels, value: await Outbox.count(unpublished) }]);
  const untrackAge = outboxOldestAge.track(async () => {
    const oldest = await Outbox.min<Date | string | null, typeof Outbox.prototype>('createdAt', unpublished);
    const ageSeconds = oldest ? Math.max(0, (Date.now() - new Date(oldest).getTime()) / 1000) : 0;
    return [{ labels, value: ageSeconds }];
  });
  return () => {
    untrackCount();
    untrackAge();
  };
}
