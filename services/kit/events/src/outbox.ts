import type { Sequelize, Transaction } from 'sequelize';
import type { DomainEvent } from '@quizlink/contracts/events';
import { tracingHooks } from '@quizlink/kit-tracing';
import { sqliteDateText, type SqlStatement } from '@quizlink/kit-db';
import { OUTBOX_TABLE, outboxModel } from './outbox.model.ts';
import { assertValidEvents } from './validate-event.ts';

/**
 * Records `event` for publication in the caller's transaction, so the event exists if and only if the
 * state change that caused it commits. startOutboxRelay publishes it afterwards.
 * @throws TypeError when the event does not match the contracts (the transaction should roll back).
 */
export async function addToOutbox(
  sequelize: Sequelize,
  topic: string,
  event: DomainEvent,
  transaction: Transaction,
  /** The trace of the request that caused the event; default: the active one (pass it when the write runs elsewhere, e.g. in a group commit). */
  traceContext: string | null = currentTraceContext(),
): Promise<void> {
  const [valid] = assertValidEvents([event]) as [DomainEvent];
  await outboxModel(sequelize).create(
    { eventId: valid.id, topic, eventKey: valid.key, payload: JSON.stringify(valid), createdAt: new Date(), traceContext },
    { transaction },
  );
}

/** addToOutbox for several events of one topic, in one statement; their ids (publish order) follow the array's order. */
export async function addManyToOutbox(
  sequelize: Sequelize,
  topic: string,
  events: DomainEvent[],
  transaction: Transaction,
  /** Per event, the trace context its request had (`currentTraceContext()` taken in that request). */
  traceContexts?: ReadonlyArray<string | null>,
): Promise<void> {
  const valid = assertValidEvents(events);
  const createdAt = new Date();
  // Group commit: one write per request; each row keeps its own request's trace, so only the caller can say it.
  await outboxModel(sequelize).bulkCreate(
    valid.map((event, index) => ({ eventId: event.id, topic, eventKey: event.key, payload: JSON.stringify(event), createdAt, traceContext: traceContexts?.[index] ?? null })),
    { transaction },
  );
}

/**
 * SQLite: the multi-row `INSERT` that addManyToOutbox makes, as a plain statement for a writer that runs
 * its batch on the transaction's connection itself (kit-db `runStatementsInOrder`). The events are
 * validated here, as addManyToOutbox does; their ids (publish order) follow the array's order.
 */
export function sqliteOutboxInsert(topic: string, events: DomainEvent[], traceContexts?: ReadonlyArray<string | null>): SqlStatement {
  const valid = assertValidEvents(events);
  const createdAt = sqliteDateText(new Date());
  return {
    sql: `INSERT INTO ${OUTBOX_TABLE} (event_id, topic, "key", payload, created_at, trace_context) VALUES ${valid.map(() => '(?, ?, ?, ?, ?, ?)').join(', ')}`,
    params: valid.flatMap((event, index) => [event.id, topic, event.key, JSON.stringify(event), createdAt, traceContexts?.[index] ?? null]),
  };
}

/** The active trace as stored with an outbox row: W3C headers as JSON, null when tracing is off or no trace is active. */
export function currentTraceContext(): string | null {
  const headers = tracingHooks()?.currentHeaders();
  return headers && Object.keys(headers).length > 0 ? JSON.stringify(headers) : null;
}
