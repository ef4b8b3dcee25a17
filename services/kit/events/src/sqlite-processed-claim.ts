import type { Transaction } from 'sequelize';
import type { DomainEvent } from '@quizlink/contracts/events';
import { runStatementsInOrder, sqliteDateText } from '@quizlink/kit-db';
import { PROCESSED_EVENTS_TABLE } from './processed-event.model.ts';

/**
 * SQLite, for a batch of the idempotent handler: records for `consumer` the ids not yet recorded, in one
 * statement (insert, skipping those already there, returning the new ones), and returns the events
 * recorded now, in order, each id once — what the handler's read of recorded ids and its insert of the
 * others do, in one round trip past Sequelize inside the serialised write turn.
 */
export async function claimFreshEventsSqlite(consumer: string, events: readonly DomainEvent[], transaction: Transaction): Promise<DomainEvent[]> {
  const ids = [...new Set(events.map((event) => event.id))];
  if (ids.length === 0) return [];
  const processedAt = sqliteDateText(new Date());
  const [inserted] = (await runStatementsInOrder(transaction, [
    {
      sql: `INSERT INTO ${PROCESSED_EVENTS_TABLE} (consumer, event_id, processed_at) VALUES ${ids.map(() => '(?, ?, ?)').join(', ')} ON CONFLICT DO NOTHING RETURNING event_id`,
      params: ids.flatMap((id) => [consumer, id, processedAt]),
    },
  ])) as [Array<{ event_id: string }>];
  const fresh = new Set(inserted.map((row) => row.event_id));
  return events.filter((event) => fresh.delete(event.id));
}
