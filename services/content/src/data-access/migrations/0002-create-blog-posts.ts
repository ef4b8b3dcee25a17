import { DataTypes } from 'sequelize';
import type { Migration } from '@quizlink/kit-db';
import { BLOG_LIMITS } from '@quizlink/contracts/content';
import { TABLE_OPTIONS, mediumText, applyBinaryCollation } from './table-options.ts';

/** Blog posts written in blog management; `published` ones are public. Linked words and tags are JSON lists. */
export const createBlogPosts: Migration = {
  name: 'content-0002-create-blog-posts',
  async up({ queryInterface }) {
    await queryInterface.createTable(
      'blog_posts',
      {
        id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true, allowNull: false },
        title: { type: DataTypes.STRING(BLOG_LIMITS.titleMaxLength), allowNull: false },
        slug: { type: DataTypes.STRING(BLOG_LIMITS.slugMaxLength * 2), allowNull: false },
        excerpt: { type: DataTypes.TEXT, allowNull: false },
        content: { type: mediumText(queryInterface), allowNull: false },
        linked_words: { type: DataTypes.TEXT, allowNull: false },
        tags: { type: DataTypes.TEXT, allowNull: false },
        published: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
        created_at: { type: DataTypes.DATE(3), allowNull: false },
        updated_at: { type: DataTypes.DATE(3), allowNull: false },
      },
      TABLE_OPTIONS,
    );
    await applyBinaryCollation(queryInterface, 'blog_posts', 'slug', `VARCHAR(${BLOG_LIMITS.slugMaxLength * 2})`);
    await queryInterface.addIndex('blog_posts', ['slug'], { name: 'blog_posts_slug', unique: true });
    await queryInterface.addIndex('blog_posts', ['published', 'created_at'], { name: 'blog_posts_published_created_at' });
  },
  async down({ queryInterface }) {
    await queryInterface.dropTable('blog_posts');
  },
};
