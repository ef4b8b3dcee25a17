import { DataTypes, QueryTypes, type Sequelize } from 'sequelize';
import type { Migration } from '@quizlink/kit-db';

const TABLE_OPTIONS = { charset: 'utf8mb4', collate: 'utf8mb4_unicode_ci' } as const;

type StartRow = { id: string; quiz_id: number; user_answer_id: number; open_marker: number | null };

/**
 * Before this migration a used start left room for another one. Of each taker's starts of a quiz the
 * open one stays (or, all used, the latest), so the unique index below can be built.
 */
async function keepOneStartPerTaker(sequelize: Sequelize): Promise<void> {
  const rows = await sequelize.query<StartRow>(
    'SELECT id, quiz_id, user_answer_id, open_marker FROM attempt_starts ORDER BY quiz_id, user_answer_id, open_marker DESC, started_at DESC, id',
    { type: QueryTypes.SELECT },
  );
  const kept = new Set<string>();
  const extra: string[] = [];
  for (const row of rows) {
    const taker = `${row.quiz_id}:${row.user_answer_id}`;
    if (kept.has(taker)) extra.push(row.id);
    else kept.add(taker);
  }
  for (let i = 0; i < extra.length; i += 500) {
    await sequelize.query('DELETE FROM attempt_starts WHERE id IN (?)', { replacements: [extra.slice(i, i + 500)] });
  }
}

/**
 * One start per (taker, quiz), ever: starting again returns the same start, so neither a reload nor a
 * second try resets a timed quiz's clock (a new name is a new taker). And the quizzes deleted so far:
 * the quiz.deleted consumer writes the tombstone, and the submit transaction refuses a quiz that has
 * one, whatever answer key is still cached.
 */
export const oneStartPerTakerAndDeletedQuizzes: Migration = {
  name: 'attempt-0004-one-start-per-taker-and-deleted-quizzes',
  async up({ queryInterface, sequelize }) {
    await keepOneStartPerTaker(sequelize);
    await queryInterface.addIndex('attempt_starts', ['quiz_id', 'user_answer_id'], { unique: true, name: 'attempt_starts_one_per_taker' });
    await queryInterface.removeIndex('attempt_starts', 'attempt_starts_one_open');
    await queryInterface.createTable(
      'deleted_quizzes',
      {
        quiz_id: { type: DataTypes.INTEGER, primaryKey: true, allowNull: false },
        deleted_at: { type: DataTypes.DATE(3), allowNull: false },
      },
      TABLE_OPTIONS,
    );
  },
  async down({ queryInterface }) {
    await queryInterface.dropTable('deleted_quizzes');
    await queryInterface.addIndex('attempt_starts', ['quiz_id', 'user_answer_id', 'open_marker'], { unique: true, name: 'attempt_starts_one_open' });
    await queryInterface.removeIndex('attempt_starts', 'attempt_starts_one_per_taker');
  },
};
