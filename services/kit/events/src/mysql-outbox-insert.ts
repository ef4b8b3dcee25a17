import type { DomainEvent } from '@quizlink/contracts/events';
import { mysqlDateText, type SqlStatement } from '@quizlink/kit-db';
import { OUTBOX_TABLE } from './outbox.model.ts';
import { assertValidEvents } from './validate-event.ts';

/**
 * MySQL/MariaDB: the multi-row `INSERT` that addManyToOutbox makes, as a plain statement for a writer that
 * sends its batch as a script of its own (kit-db `withMysqlScriptSession`); the
 * counterpart of `sqliteOutboxInsert`. The events are validated here, as addManyToOutbox does; their ids
 * (publish order) follow the array's order.
 */
export function mysqlOutboxInsert(topic: string, events: DomainEvent[], traceContexts?: ReadonlyArray<string | null>): SqlStatement {
  const valid = assertValidEvents(events);
  const createdAt = mysqlDateText(new Date());
  return {
    sql: `INSERT INTO ${OUTBOX_TABLE} (event_id, topic, \`key\`, payload, created_at, trace_context) VALUES ${valid.map(() => '(?, ?, ?, ?, ?, ?)').join(', ')}`,
    params: valid.flatMap((event, index) => [event.id, topic, event.key, JSON.stringify(event), createdAt, traceContexts?.[index] ?? null]),
  };
}
