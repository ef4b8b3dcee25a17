import {
  DataTypes,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Model,
  type ModelStatic,
  type Sequelize,
} from 'sequelize';
import type { ContactMessageStore } from '../domain/contact-messages.ts';

interface ContactMessageRow extends Model<InferAttributes<ContactMessageRow>, InferCreationAttributes<ContactMessageRow>> {
  id: CreationOptional<number>;
  name: string;
  email: string;
  message: string;
  createdAt: Date;
}

function defineContactMessageModel(sequelize: Sequelize): ModelStatic<ContactMessageRow> {
  return sequelize.define<ContactMessageRow>(
    'ContactMessage',
    {
      id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
      name: { type: DataTypes.STRING(100), allowNull: false },
      email: { type: DataTypes.STRING(254), allowNull: false },
      message: { type: DataTypes.TEXT, allowNull: false },
      createdAt: { type: DataTypes.DATE(3), allowNull: false },
    },
    { tableName: 'contact_messages', underscored: true, timestamps: false },
  );
}

/** The inbox answers at most this many messages, newest first (the spec shows no paging). */
export const INBOX_MAX_MESSAGES = 1000;

export function createContactMessageRepository(sequelize: Sequelize, clock: () => Date): ContactMessageStore {
  const Message = defineContactMessageModel(sequelize);
  return {
    async save(message) {
      const row = await Message.create({ ...message, createdAt: clock() });
      return row.id;
    },
    async listNewestFirst() {
      const rows = await Message.findAll({ order: [['createdAt', 'DESC'], ['id', 'DESC']], limit: INBOX_MAX_MESSAGES });
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        email: row.email,
        message: row.message,
        timestamp: row.createdAt.toISOString(),
      }));
    },
  };
}
