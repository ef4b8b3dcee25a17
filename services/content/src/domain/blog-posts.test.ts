import { BLOG_MESSAGES, type BlogPost, blogPostInputSchema, CONTENT_ERRORS } from '@quizlink/contracts/content';
import type { AppError } from '@quizlink/kit-errors';
import { blogPosts, publicBlog, toPublicSummary, type BlogPostStore } from './blog-posts.ts';

class Taken extends Error {}

function memoryStore(): BlogPostStore & { rows: BlogPost[] } {
  const rows: BlogPost[] = [];
  let next = 1;
  const slugUsed = (slug: string, except?: number) => rows.some((r) => r.slug === slug && r.id !== except);
  return {
    rows,
    listAll: async () => [...rows].reverse(),
    listPublished: async () => rows.filter((r) => r.published).reverse(),
    findPublishedBySlug: async (slug) => rows.find((r) => r.slug === slug && r.published) ?? null,
    async create(input) {
      if (slugUsed(input.slug)) throw new Taken();
      const post = { id: next++, ...input, createdAt: 'c', updatedAt: 'u' };
      rows.push(post);
      return post;
    },
    async update(id, input) {
      const row = rows.find((r) => r.id === id);
      if (!row) return null;
      if (slugUsed(input.slug, id)) throw new Taken();
      Object.assign(row, input);
      return row;
    },
    async remove(id) {
      const at = rows.findIndex((r) => r.id === id);
      if (at < 0) return false;
      rows.splice(at, 1);
      return true;
    },
  };
}

const input = (over: Record<string, unknown> = {}) => blogPostInputSchema.parse({ title: 'Hello World', content: 'Body text here', ...over });

describe('blog posts', () => {
  it('When a second post takes a slug already used, then it is a 409 with a clear message', async () => {
    const posts = blogPosts(memoryStore(), (e) => e instanceof Taken);
    await posts.create(input());
    const error = (await posts.create(input()).catch((e: unknown) => e)) as AppError;
    expect(error.status).toBe(409);
    expect(error.code).toBe(CONTENT_ERRORS.blogSlugTaken.code);
    expect(error.message).toBe(BLOG_MESSAGES.slugTaken);
  });

  it('When a post takes the slug of a fixed article, then it is refused', async () => {
    const posts = blogPosts(memoryStore(), () => false);
    const error = (await posts.create(input({ slug: 'Quiz Ideas' })).catch((e: unknown) => e)) as AppError;
    expect(error.status).toBe(409);
    expect(error.message).toBe(BLOG_MESSAGES.slugReserved);
  });

  it('When a missing post is updated or deleted, then it is 404 blog.post_not_found', async () => {
    const posts = blogPosts(memoryStore(), () => false);
    await expect(posts.update(99, input())).rejects.toMatchObject({ status: 404, code: CONTENT_ERRORS.blogPostNotFound.code });
    await expect(posts.remove(99)).rejects.toMatchObject({ status: 404 });
  });

  it('When the public blog is read, then drafts never appear and summaries carry no body', async () => {
    const store = memoryStore();
    const posts = blogPosts(store, () => false);
    await posts.create(input({ title: 'Draft one', published: false }));
    await posts.create(input({ title: 'Live one', published: true, content: 'word '.repeat(450) }));
    const blog = publicBlog(store);
    const list = await blog.list();
    expect(list.map((p) => p.slug)).toEqual(['live-one']);
    expect(list[0]).not.toHaveProperty('content');
    expect(list[0]).not.toHaveProperty('published');
    expect(list[0]?.readingMinutes).toBe(3);
    await expect(blog.get('draft-one')).rejects.toMatchObject({ status: 404 });
    expect((await blog.get('live-one')).content).toContain('word');
  });

  it('When a summary is made, then it keeps title, slug, excerpt, tags and dates', () => {
    const post: BlogPost = { id: 1, title: 'T', slug: 't', excerpt: 'E', content: 'c', linkedWords: [], tags: ['a'], published: true, createdAt: 'x', updatedAt: 'y' };
    expect(toPublicSummary(post)).toEqual({ id: 1, title: 'T', slug: 't', excerpt: 'E', tags: ['a'], createdAt: 'x', updatedAt: 'y', readingMinutes: 1 });
  });
});
