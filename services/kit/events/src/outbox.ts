import type { Sequelize, Transaction } from 'sequelize';
import type { DomainEvent } from '@quizlink/contracts';
import { outboxModel } from './outbox.model.ts';
import { assertValidEvents } from './validate-event.ts';

/**
 * Records `event` for publication in the caller's transaction, so the event exists if and only if the
 * state change that caused it commits. startOutboxRelay publishes it afterwards.
 * @throws TypeError when the event does not match the contracts (the transaction should roll back).
 */
export async function addToOutbox(sequelize: Sequelize, topic: string, event: DomainEvent, transaction: Transaction): Promise<void> {
  const [valid] = assertValidEvents([event]) as [DomainEvent];
  await outboxModel(sequelize).create(
    { eventId: valid.id, topic, eventKey: valid.key, payload: JSON.stringify(valid), createdAt: new Date() },
    { transaction },
  );
}

/** addToOutbox for several events of one topic, in one statement; their ids (publish order) follow the array's order. */
export async function addManyToOutbox(sequelize: Sequelize, topic: string, events: DomainEvent[], transaction: Transaction): Promise<void> {
  const valid = assertValidEvents(events);
  const createdAt = new Date();
  await outboxModel(sequelize).bulkCreate(
    valid.map((event) => ({ eventId: event.id, topic, eventKey: event.key, payload: JSON.stringify(event), createdAt })),
    { transaction },
  );
}
