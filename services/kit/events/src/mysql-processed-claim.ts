import type { Transaction } from 'sequelize';
import type { DomainEvent } from '@quizlink/contracts/events';
import { mysqlDateText, runMysqlStatementsInOrder } from '@quizlink/kit-db';
import { PROCESSED_EVENTS_TABLE } from './processed-event.model.ts';

/**
 * MySQL/MariaDB, for a batch of the idempotent handler: reads which of the ids `consumer` has recorded,
 * records the others and returns their events, in order, each id once — the handler's read and insert,
 * as plain statements on the transaction's connection past Sequelize (the counterpart of
 * `claimFreshEventsSqlite`). A concurrent duplicate fails the insert (unique key), as before: the caller's
 * transaction rolls back and the bus delivers each event alone.
 */
export async function claimFreshEventsMysql(consumer: string, events: readonly DomainEvent[], transaction: Transaction): Promise<DomainEvent[]> {
  const ids = [...new Set(events.map((event) => event.id))];
  if (ids.length === 0) return [];
  const [seen] = (await runMysqlStatementsInOrder(transaction, [
    { sql: `SELECT event_id FROM ${PROCESSED_EVENTS_TABLE} WHERE consumer = ? AND event_id IN (${ids.map(() => '?').join(', ')})`, params: [consumer, ...ids] },
  ])) as [Array<{ event_id: string }>];
  const done = new Set(seen.map((row) => row.event_id));
  const fresh = ids.filter((id) => !done.has(id));
  if (fresh.length === 0) return [];
  const processedAt = mysqlDateText(new Date());
  await runMysqlStatementsInOrder(transaction, [
    {
      sql: `INSERT INTO ${PROCESSED_EVENTS_TABLE} (consumer, event_id, processed_at) VALUES ${fresh.map(() => '(?, ?, ?)').join(', ')}`,
      params: fresh.flatMap((id) => [consumer, id, processedAt]),
    },
  ]);
  const claimed = new Set(fresh);
  return events.filter((event) => claimed.delete(event.id));
}
