import { DataTypes, type Model, type ModelStatic, type Sequelize } from 'sequelize';

export const PROCESSED_EVENTS_TABLE = 'processed_events';

export type ProcessedEventAttributes = { id: number; consumer: string; eventId: string; processedAt: Date };
type ProcessedEventCreation = Omit<ProcessedEventAttributes, 'id'>;
export interface ProcessedEventRow extends Model<ProcessedEventAttributes, ProcessedEventCreation>, ProcessedEventAttributes {}

export function processedEventModel(sequelize: Sequelize): ModelStatic<ProcessedEventRow> {
  const existing = sequelize.models.KitProcessedEvent as ModelStatic<ProcessedEventRow> | undefined;
  if (existing) return existing;
  return sequelize.define<ProcessedEventRow>(
    'KitProcessedEvent',
    {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      consumer: { type: DataTypes.STRING(100), allowNull: false },
      eventId: { type: DataTypes.STRING(36), allowNull: false, field: 'event_id' },
      processedAt: { type: DataTypes.DATE(3), allowNull: false, field: 'processed_at' },
    },
    { tableName: PROCESSED_EVENTS_TABLE, timestamps: false },
  );
}
