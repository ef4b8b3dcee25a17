import { DataTypes } from 'sequelize';
import type { Migration } from '@quizlink/kit-db';
import { TABLE_OPTIONS, longBlob } from './table-options.ts';

/**
 * Uploaded images, re-encoded, under server-made names. In the database so that every instance of the
 * service can serve every image, in both run modes, without a shared disk.
 */
export const createUploadedImages: Migration = {
  name: 'content-0003-create-uploaded-images',
  async up({ queryInterface }) {
    await queryInterface.createTable(
      'uploaded_images',
      {
        name: { type: DataTypes.STRING(64), primaryKey: true, allowNull: false },
        content_type: { type: DataTypes.STRING(32), allowNull: false },
        bytes: { type: longBlob(queryInterface), allowNull: false },
        size: { type: DataTypes.INTEGER, allowNull: false },
        width: { type: DataTypes.INTEGER, allowNull: false },
        height: { type: DataTypes.INTEGER, allowNull: false },
        created_at: { type: DataTypes.DATE(3), allowNull: false },
      },
      TABLE_OPTIONS,
    );
  },
  async down({ queryInterface }) {
    await queryInterface.dropTable('uploaded_images');
  },
};
