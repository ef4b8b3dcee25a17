import { Op, type Sequelize } from 'sequelize';
import type { DomainEvent } from '@quizlink/contracts';
import type { EventBus } from './event-bus.ts';
import { outboxModel, type OutboxRow } from './outbox.model.ts';

/** Consecutive rows of one topic go out in one publish call; order across topics is kept too. */
function runsByTopic(rows: OutboxRow[]): Array<{ topic: string; rows: OutboxRow[] }> {
  const runs: Array<{ topic: string; rows: OutboxRow[] }> = [];
  for (const row of rows) {
    const last = runs[runs.length - 1];
    if (last && last.topic === row.topic) last.rows.push(row);
    else runs.push({ topic: row.topic, rows: [row] });
  }
  return runs;
}

export type OutboxPublisher = {
  /**
   * Publishes unpublished rows in id order, batch after batch, marking each run once the bus accepted
   * it, until a batch comes back short or `shouldStop()` says so. Resolves with the count; rejects when
   * the bus or the database does (rows not yet marked stay for the next try).
   */
  publishPending(shouldStop: () => boolean): Promise<number>;
};

/** The one way outbox rows reach the bus: the relay's polls and the final flush at shutdown share it. */
export function createOutboxPublisher(opts: { sequelize: Sequelize; bus: EventBus; batchSize: number }): OutboxPublisher {
  const { sequelize, bus, batchSize } = opts;
  const Outbox = outboxModel(sequelize);

  const markPublished = (ids: number[]) =>
    // Inside a transaction so SQLite queues it with the other writers instead of waiting on a lock.
    sequelize.transaction((transaction) => Outbox.update({ publishedAt: new Date() }, { where: { id: { [Op.in]: ids } }, transaction }));

  const publishBatch = async (): Promise<{ published: number; full: boolean }> => {
    const rows = await Outbox.findAll({ where: { publishedAt: null }, order: [['id', 'ASC']], limit: batchSize });
    let published = 0;
    for (const run of runsByTopic(rows)) {
      const events = run.rows.map((row) => JSON.parse(row.payload) as DomainEvent);
      await bus.publish(run.topic, events);
      await markPublished(run.rows.map((row) => row.id));
      published += run.rows.length;
    }
    return { published, full: rows.length === batchSize };
  };

  return {
    async publishPending(shouldStop) {
      let total = 0;
      for (;;) {
        const { published, full } = await publishBatch();
        total += published;
        if (!full || shouldStop()) return total;
      }
    },
  };
}
