import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';

/**
 * Tombstones of deleted quizzes (table `deleted_quizzes`). The submit transaction reads the quiz's
 * tombstone with a locking read: on MySQL it sees the latest committed row and, when there is none,
 * holds the gap, so the consumer's tombstone insert waits for that submission to commit — and then
 * deletes its attempt with the others. SQLite transactions are serialized (kit-db), so the same holds.
 */
export async function isQuizDeleted(sequelize: Sequelize, quizId: number, transaction: Transaction): Promise<boolean> {
  const lock = sequelize.getDialect() === 'mysql' ? ' LOCK IN SHARE MODE' : '';
  const rows = await sequelize.query(`SELECT quiz_id FROM deleted_quizzes WHERE quiz_id = ?${lock}`, {
    replacements: [quizId],
    type: QueryTypes.SELECT,
    transaction,
  });
  return rows.length > 0;
}

/** Writes the quiz's tombstone once (a redelivered quiz.deleted finds it there). */
export async function markQuizDeleted(sequelize: Sequelize, quizId: number, deletedAt: Date, transaction: Transaction): Promise<void> {
  const insert = sequelize.getDialect() === 'mysql' ? 'INSERT IGNORE INTO' : 'INSERT OR IGNORE INTO';
  await sequelize.query(`${insert} deleted_quizzes (quiz_id, deleted_at) VALUES (?, ?)`, { replacements: [quizId, deletedAt], transaction });
}
