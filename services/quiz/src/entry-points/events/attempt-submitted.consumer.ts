import type { Sequelize, Transaction } from 'sequelize';
import { type AttemptSubmittedV1, type DomainEvent, EVENT_TYPES } from '@quizlink/contracts/events';
import type { SqlStatement } from '@quizlink/kit-db';
import { idempotentHandler, withAfterHandled, type BatchCapableHandler } from '@quizlink/kit-events';
import type { Logger } from '@quizlink/kit-logger';

/** Consumer group of the dashboard read model; every quiz-service instance shares it. */
export const DASHBOARD_CONSUMER_GROUP = 'quiz-service.dashboard';
/** Name under which handled event ids are recorded in processed_events. */
export const DASHBOARD_CONSUMER_NAME = 'quiz.dashboard-attempts';

export type DashboardWriter = {
  recordAttempt(data: AttemptSubmittedV1['data'], transaction?: Transaction): Promise<boolean>;
  /** Several at once; the ids of those whose quiz still takes attempts. */
  recordAttempts(attempts: ReadonlyArray<AttemptSubmittedV1['data']>, transaction?: Transaction): Promise<Set<string>>;
  /** recordAttempts in a transaction of its own, the cheapest way the database allows. */
  recordAttemptsAlone(attempts: ReadonlyArray<AttemptSubmittedV1['data']>): Promise<Set<string>>;
  /** SQLite and MySQL/MariaDB: recordAttempts as a statement that changes nothing when run again. */
  repeatableRecordStatements?(attempts: ReadonlyArray<AttemptSubmittedV1['data']>): SqlStatement[];
};

/**
 * The attempt.submitted events among `events`, each one's data; others are not this projector's. Both buses hand a
 * handler only events that passed the contracts' `domainEventSchema` (kit-events: the in-process bus at publish,
 * Kafka's consumer as it reads a message; a malformed one is dead-lettered there), so the type narrows it.
 */
export function submittedAttempts(events: readonly DomainEvent[]): Array<AttemptSubmittedV1['data']> {
  return events.flatMap((event) => (event.type === EVENT_TYPES.attemptSubmitted ? [event.data] : []));
}

/**
 * Copies each submitted attempt into the dashboard read model. The event id is recorded in the same
 * transaction as the row, so a redelivered event counts once. Once a batch has committed,
 * `onProjected` hears of its events (this instance's live push waits for them: projection-signal.ts).
 */
export function attemptSubmittedConsumer(deps: { sequelize: Sequelize; logger: Logger; dashboard: DashboardWriter; onProjected?: (events: readonly DomainEvent[]) => void }): BatchCapableHandler {
  const projector = dashboardProjector(deps);
  return deps.onProjected ? withAfterHandled(projector, deps.onProjected) : projector;
}

function dashboardProjector(deps: { sequelize: Sequelize; logger: Logger; dashboard: DashboardWriter }): BatchCapableHandler {
  const recordStatements = deps.dashboard.repeatableRecordStatements?.bind(deps.dashboard);
  return idempotentHandler({
    sequelize: deps.sequelize,
    consumer: DASHBOARD_CONSUMER_NAME,
    logger: deps.logger,
    handle: async (event: DomainEvent, transaction: Transaction) => {
      const [data] = submittedAttempts([event]);
      if (data) await deps.dashboard.recordAttempt(data, transaction);
    },
    // The events that arrived together, should their script below fail: one transaction, two statements.
    handleBatch: async (events: DomainEvent[], transaction: Transaction) => {
      const attempts = submittedAttempts(events);
      if (attempts.length > 0) await deps.dashboard.recordAttempts(attempts, transaction);
    },
    // The same batch as one script with the ids recorded (an attempt's row is insert-or-ignore, so a replay writes nothing).
    ...(recordStatements
      ? {
          repeatableBatchStatements: (events: DomainEvent[]) => {
            const attempts = submittedAttempts(events);
            return attempts.length > 0 ? recordStatements(attempts) : [];
          },
        }
      : {}),
  });
}
