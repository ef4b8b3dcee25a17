import type { Migration } from '@quizlink/kit-db';

const OLD_INDEX = 'attempts_user_idempotency_key_unique';
const NEW_INDEX = 'attempts_idempotency_key_user_unique';

/**
 * The same rule, one submission per (taker, Idempotency-Key), with the key first in the index. The
 * front end makes its keys time-ordered (UUIDv7), so a new attempt's entry goes at the end of the
 * index, where the last one went; with the taker first it went inside that taker's entries, on a page
 * of its own, one more 4 KB page written per submission to SQLite's log and again at its checkpoint
 * (InnoDB's buffer pool and redo log likewise). A replay is found by both columns, as before. The new
 * index is built before the old one goes, so the rule holds throughout.
 */
export const idempotencyKeyFirst: Migration = {
  name: 'attempt-0005-idempotency-key-first',
  async up({ queryInterface }) {
    await queryInterface.addIndex('attempts', ['idempotency_key', 'user_answer_id'], { unique: true, name: NEW_INDEX });
    await queryInterface.removeIndex('attempts', OLD_INDEX);
  },
  async down({ queryInterface }) {
    await queryInterface.addIndex('attempts', ['user_answer_id', 'idempotency_key'], { unique: true, name: OLD_INDEX });
    await queryInterface.removeIndex('attempts', NEW_INDEX);
  },
};
