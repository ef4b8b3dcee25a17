import type { DomainEvent } from '@quizlink/contracts/events';
import { mysqlDateText, sqliteDateText, type SqlStatement } from '@quizlink/kit-db';
import { PROCESSED_EVENTS_TABLE } from './processed-event.model.ts';

/** The dialects whose batch scripts record processed ids (kit-db's two). */
export type ScriptDialect = 'sqlite' | 'mysql';

/**
 * Records the events' ids for `consumer`, each once, skipping those already there, as one statement in the
 * dialect's words (SQLite `ON CONFLICT DO NOTHING`, MySQL/MariaDB `INSERT IGNORE`: a concurrent duplicate
 * waits for the first one's unique-key lock, then is skipped); undefined for no event. The record of a
 * batch script (the idempotent handler's `repeatableBatchStatements`) and of SQLite's claim.
 */
export function recordProcessedStatement(dialect: ScriptDialect, consumer: string, events: readonly DomainEvent[]): SqlStatement | undefined {
  const ids = [...new Set(events.map((event) => event.id))];
  if (ids.length === 0) return undefined;
  const processedAt = (dialect === 'mysql' ? mysqlDateText : sqliteDateText)(new Date());
  const rows = ids.map(() => '(?, ?, ?)').join(', ');
  return {
    sql:
      dialect === 'mysql'
        ? `INSERT IGNORE INTO ${PROCESSED_EVENTS_TABLE} (consumer, event_id, processed_at) VALUES ${rows}`
        : `INSERT INTO ${PROCESSED_EVENTS_TABLE} (consumer, event_id, processed_at) VALUES ${rows} ON CONFLICT DO NOTHING`,
    params: ids.flatMap((id) => [consumer, id, processedAt]),
  };
}
