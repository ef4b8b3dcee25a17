import { DataTypes } from 'sequelize';
import type { Migration } from '@quizlink/kit-db';
import { TABLE_OPTIONS } from './table-options.ts';

/** Quizzes and their questions; code, slug and token hash are unique so generation can retry on a clash. */
export const createQuizzes: Migration = {
  name: 'quiz-0002-create-quizzes-and-questions',
  async up({ queryInterface }) {
    await queryInterface.createTable(
      'quizzes',
      {
        id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true, allowNull: false },
        creator_id: { type: DataTypes.INTEGER, allowNull: false, references: { model: 'users', key: 'id' } },
        creator_name: { type: DataTypes.STRING(50), allowNull: false },
        access_code: { type: DataTypes.STRING(6), allowNull: false },
        url_slug: { type: DataTypes.STRING(64), allowNull: false },
        dashboard_token_hash: { type: DataTypes.STRING(64), allowNull: false },
        is_auto_created: { type: DataTypes.BOOLEAN, allowNull: false },
        time_limit: { type: DataTypes.INTEGER, allowNull: true },
        auto_submit: { type: DataTypes.BOOLEAN, allowNull: false },
        question_count: { type: DataTypes.INTEGER, allowNull: false },
        created_at: { type: DataTypes.DATE(3), allowNull: false },
      },
      TABLE_OPTIONS,
    );
    await queryInterface.addIndex('quizzes', ['access_code'], { unique: true, name: 'quizzes_access_code_unique' });
    await queryInterface.addIndex('quizzes', ['url_slug'], { unique: true, name: 'quizzes_url_slug_unique' });
    await queryInterface.addIndex('quizzes', ['dashboard_token_hash'], { unique: true, name: 'quizzes_token_hash_unique' });
    await queryInterface.addIndex('quizzes', ['created_at'], { name: 'quizzes_created_at' });

    await queryInterface.createTable(
      'questions',
      {
        id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true, allowNull: false },
        quiz_id: {
          type: DataTypes.INTEGER,
          allowNull: false,
          references: { model: 'quizzes', key: 'id' },
          onDelete: 'CASCADE',
        },
        position: { type: DataTypes.INTEGER, allowNull: false },
        text: { type: DataTypes.TEXT, allowNull: false },
        type: { type: DataTypes.STRING(20), allowNull: false },
        options_json: { type: DataTypes.TEXT, allowNull: false },
        correct_answers_json: { type: DataTypes.TEXT, allowNull: false },
        hint: { type: DataTypes.STRING(500), allowNull: true },
        image_url: { type: DataTypes.STRING(2048), allowNull: true },
      },
      TABLE_OPTIONS,
    );
    await queryInterface.addIndex('questions', ['quiz_id', 'position'], { unique: true, name: 'questions_quiz_position_unique' });
  },
  async down({ queryInterface }) {
    await queryInterface.dropTable('questions');
    await queryInterface.dropTable('quizzes');
  },
};
