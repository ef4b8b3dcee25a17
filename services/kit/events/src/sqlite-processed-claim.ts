import type { Transaction } from 'sequelize';
import type { DomainEvent } from '@quizlink/contracts/events';
import { runStatementsInOrder } from '@quizlink/kit-db';
import { recordProcessedStatement } from './processed-record.ts';

/**
 * SQLite, for a batch of the idempotent handler: records for `consumer` the ids not yet recorded, in one
 * statement (insert, skipping those already there, returning the new ones), and returns the events
 * recorded now, in order, each id once — what the handler's read of recorded ids and its insert of the
 * others do, in one round trip past Sequelize inside the serialised write turn.
 */
export async function claimFreshEventsSqlite(consumer: string, events: readonly DomainEvent[], transaction: Transaction): Promise<DomainEvent[]> {
  const record = recordProcessedStatement('sqlite', consumer, events);
  if (!record) return [];
  const [inserted] = (await runStatementsInOrder(transaction, [{ ...record, sql: `${record.sql} RETURNING event_id` }])) as [Array<{ event_id: string }>];
  const fresh = new Set(inserted.map((row) => row.event_id));
  return events.filter((event) => fresh.delete(event.id));
}
