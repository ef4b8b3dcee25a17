import { Op, UniqueConstraintError, type Sequelize, type Transaction } from 'sequelize';
import type { BlogPost, LinkedWord, ValidBlogPostInput } from '@quizlink/contracts/content';
import { defineBlogPostModel, type BlogPostRow } from './blog-post.model.ts';

/** Raised when the slug's unique index refuses a row; the domain turns it into a clear 409. */
export class SlugTakenError extends Error {
  constructor(slug: string) {
    super(`slug already in use: ${slug}`);
    this.name = 'SlugTakenError';
  }
}

function parseList<T>(json: string): T[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? (value as T[]) : [];
  } catch {
    return [];
  }
}

function toBlogPost(row: BlogPostRow): BlogPost {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    excerpt: row.excerpt,
    content: row.content,
    linkedWords: parseList<LinkedWord>(row.linkedWords),
    tags: parseList<string>(row.tags),
    published: Boolean(row.published),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const columnsOf = (input: ValidBlogPostInput) => ({
  title: input.title,
  slug: input.slug,
  excerpt: input.excerpt,
  content: input.content,
  linkedWords: JSON.stringify(input.linkedWords),
  tags: JSON.stringify(input.tags),
  published: input.published,
});

async function guardSlug<T>(slug: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof UniqueConstraintError) throw new SlugTakenError(slug);
    throw error;
  }
}

export type BlogPostRepository = ReturnType<typeof createBlogPostRepository>;

export function createBlogPostRepository(sequelize: Sequelize, clock: () => Date) {
  const Post = defineBlogPostModel(sequelize);
  const newestFirst: Array<[string, string]> = [['createdAt', 'DESC'], ['id', 'DESC']];
  return {
    async listAll(): Promise<BlogPost[]> {
      return (await Post.findAll({ order: newestFirst })).map(toBlogPost);
    },
    async listPublished(): Promise<BlogPost[]> {
      return (await Post.findAll({ where: { published: true }, order: newestFirst })).map(toBlogPost);
    },
    async findPublishedBySlug(slug: string): Promise<BlogPost | null> {
      const row = await Post.findOne({ where: { slug, published: true } });
      return row ? toBlogPost(row) : null;
    },
    async create(input: ValidBlogPostInput): Promise<BlogPost> {
      const now = clock();
      const row = await guardSlug(input.slug, () => Post.create({ ...columnsOf(input), createdAt: now, updatedAt: now }));
      return toBlogPost(row);
    },
    /** null when there is no such post. */
    async update(id: number, input: ValidBlogPostInput): Promise<BlogPost | null> {
      const row = await Post.findByPk(id);
      if (!row) return null;
      await guardSlug(input.slug, () => row.update({ ...columnsOf(input), updatedAt: clock() }));
      return toBlogPost(row);
    },
    /**
     * Which of these upload names a post (draft or published) mentions in its content or excerpt:
     * those images are the blog's, whatever else refers to them. Names are hex and an extension, so
     * they carry no LIKE wildcards.
     */
    async mentionedUploads(names: readonly string[], transaction?: Transaction): Promise<Set<string>> {
      const mentioned = new Set<string>();
      for (const name of names) {
        const pattern = `%${name}%`;
        const count = await Post.count({ where: { [Op.or]: [{ content: { [Op.like]: pattern } }, { excerpt: { [Op.like]: pattern } }] }, transaction });
        if (count > 0) mentioned.add(name);
      }
      return mentioned;
    },
    /** false when there was no such post. */
    async remove(id: number): Promise<boolean> {
      return (await Post.destroy({ where: { id } })) > 0;
    },
  };
}
