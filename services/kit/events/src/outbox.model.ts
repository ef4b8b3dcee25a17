import { DataTypes, type Model, type ModelStatic, type Sequelize } from 'sequelize';

export const OUTBOX_TABLE = 'outbox_events';

/** MySQL's TEXT stops at 64 KB; events with many answers can be larger. SQLite's TEXT has no such limit. */
export function longTextFor(sequelize: Sequelize) {
  return sequelize.getDialect() === 'mysql' ? DataTypes.TEXT('long') : DataTypes.TEXT;
}

export type OutboxAttributes = {
  id: number;
  eventId: string;
  topic: string;
  eventKey: string;
  payload: string;
  createdAt: Date;
  publishedAt: Date | null;
  /** The storing request's W3C trace headers as JSON; null when tracing is off. */
  traceContext: string | null;
};
type OutboxCreation = Omit<OutboxAttributes, 'id' | 'publishedAt' | 'traceContext'> & { traceContext?: string | null };
export interface OutboxRow extends Model<OutboxAttributes, OutboxCreation>, OutboxAttributes {}

/** The model is registered once per Sequelize instance (each service has its own). */
export function outboxModel(sequelize: Sequelize): ModelStatic<OutboxRow> {
  const existing = sequelize.models.KitOutboxEvent as ModelStatic<OutboxRow> | undefined;
  if (existing) return existing;
  return sequelize.define<OutboxRow>(
    'KitOutboxEvent',
    {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      eventId: { type: DataTypes.STRING(36), allowNull: false, unique: true, field: 'event_id' },
      topic: { type: DataTypes.STRING(255), allowNull: false },
      eventKey: { type: DataTypes.STRING(255), allowNull: false, field: 'key' },
      payload: { type: longTextFor(sequelize), allowNull: false },
      createdAt: { type: DataTypes.DATE(3), allowNull: false, field: 'created_at' },
      publishedAt: { type: DataTypes.DATE(3), allowNull: true, field: 'published_at' },
      traceContext: { type: DataTypes.STRING(512), allowNull: true, field: 'trace_context' },
    },
    { tableName: OUTBOX_TABLE, timestamps: false },
  );
}
