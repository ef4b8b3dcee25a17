import { DataTypes } from 'sequelize';
import type { Migration } from '@quizlink/kit-db';

/** Messages sent with the contact form (name, email, message, time), read by the admin inbox. */
export const createContactMessages: Migration = {
  name: 'content-0001-create-contact-messages',
  async up({ queryInterface }) {
    await queryInterface.createTable(
      'contact_messages',
      {
        id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true, allowNull: false },
        name: { type: DataTypes.STRING(100), allowNull: false },
        email: { type: DataTypes.STRING(254), allowNull: false },
        message: { type: DataTypes.TEXT, allowNull: false },
        created_at: { type: DataTypes.DATE(3), allowNull: false },
      },
      { charset: 'utf8mb4', collate: 'utf8mb4_unicode_ci' },
    );
    await queryInterface.addIndex('contact_messages', ['created_at'], { name: 'contact_messages_created_at' });
  },
  async down({ queryInterface }) {
    await queryInterface.dropTable('contact_messages');
  },
};
