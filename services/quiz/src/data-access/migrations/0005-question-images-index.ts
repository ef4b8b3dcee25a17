import type { Migration } from '@quizlink/kit-db';

/** MySQL indexes at most 3072 bytes of a key: a prefix of the address is enough to find its questions. */
const MYSQL_IMAGE_URL_PREFIX = 191;
const INDEX_NAME = 'questions_image_url';

/** Deleting a quiz asks which of its images other questions still show; this keeps that a lookup. */
export const addQuestionImagesIndex: Migration = {
  name: 'quiz-0005-question-images-index',
  async up({ queryInterface }) {
    const mysql = queryInterface.sequelize.getDialect() === 'mysql';
    const imageUrl = mysql ? { name: 'image_url', length: MYSQL_IMAGE_URL_PREFIX } : 'image_url';
    await queryInterface.addIndex('questions', { name: INDEX_NAME, fields: [imageUrl] });
  },
  async down({ queryInterface }) {
    await queryInterface.removeIndex('questions', INDEX_NAME);
  },
};
