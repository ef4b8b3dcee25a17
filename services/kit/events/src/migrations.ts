import { DataTypes } from 'sequelize';
import type { Migration } from '@quizlink/kit-db';
import { longTextFor, OUTBOX_TABLE } from './outbox.model.ts';
import { PROCESSED_EVENTS_TABLE } from './processed-event.model.ts';

/** Add to the service's migration list (once) before publishing through the outbox. */
export const outboxMigration: Migration = {
  name: 'kit-events-0001-outbox-events',
  async up({ queryInterface, sequelize }) {
    await queryInterface.createTable(OUTBOX_TABLE, {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      event_id: { type: DataTypes.STRING(36), allowNull: false, unique: true },
      topic: { type: DataTypes.STRING(255), allowNull: false },
      key: { type: DataTypes.STRING(255), allowNull: false },
      payload: { type: longTextFor(sequelize), allowNull: false },
      created_at: { type: DataTypes.DATE(3), allowNull: false },
      published_at: { type: DataTypes.DATE(3), allowNull: true },
    });
    // The relay's query: unpublished rows in id order.
    await queryInterface.addIndex(OUTBOX_TABLE, ['published_at', 'id'], { name: 'outbox_events_unpublished' });
  },
  async down({ queryInterface }) {
    await queryInterface.dropTable(OUTBOX_TABLE);
  },
};

/**
 * After outboxMigration: each row keeps the W3C trace context of the request that stored it (null when
 * tracing is off), so its event is published in that request's trace.
 */
export const outboxTraceContextMigration: Migration = {
  name: 'kit-events-0003-outbox-trace-context',
  async up({ queryInterface }) {
    await queryInterface.addColumn(OUTBOX_TABLE, 'trace_context', { type: DataTypes.STRING(512), allowNull: true });
  },
  async down({ queryInterface }) {
    await queryInterface.removeColumn(OUTBOX_TABLE, 'trace_context');
  },
};

/** Both outbox migrations in order, for a new service (or a test) that starts with the outbox. */
export const outboxMigrations: readonly Migration[] = [outboxMigration, outboxTraceContextMigration];

/** Add to the migration list of a service that consumes events through idempotentHandler. */
export const processedEventsMigration: Migration = {
  name: 'kit-events-0002-processed-events',
  async up({ queryInterface }) {
    await queryInterface.createTable(PROCESSED_EVENTS_TABLE, {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      consumer: { type: DataTypes.STRING(100), allowNull: false },
      event_id: { type: DataTypes.STRING(36), allowNull: false },
      processed_at: { type: DataTypes.DATE(3), allowNull: false },
    });
    await queryInterface.addIndex(PROCESSED_EVENTS_TABLE, ['consumer', 'event_id'], { unique: true, name: 'processed_events_consumer_event' });
  },
  async down({ queryInterface }) {
    await queryInterface.dropTable(PROCESSED_EVENTS_TABLE);
  },
};
