import { BLOG_MESSAGES, type BlogPost, CONTENT_ERRORS, FIXED_BLOG_ARTICLE_SLUGS, type PublicBlogPost, type PublicBlogPostSummary, readingMinutes, type ValidBlogPostInput } from '@quizlink/contracts/content';
import { AppError } from '@quizlink/kit-errors';

/** What the blog rules need from storage; the repository provides it. */
export type BlogPostStore = {
  listAll(): Promise<BlogPost[]>;
  listPublished(): Promise<BlogPost[]>;
  findPublishedBySlug(slug: string): Promise<BlogPost | null>;
  create(input: ValidBlogPostInput): Promise<BlogPost>;
  update(id: number, input: ValidBlogPostInput): Promise<BlogPost | null>;
  remove(id: number): Promise<boolean>;
};

/** Thrown by the store when another post has the slug already. */
export type IsSlugTaken = (error: unknown) => boolean;

const reserved: ReadonlySet<string> = new Set(FIXED_BLOG_ARTICLE_SLUGS);
const postNotFound = () => new AppError(CONTENT_ERRORS.blogPostNotFound);

async function writeChecked(input: ValidBlogPostInput, isSlugTaken: IsSlugTaken, write: () => Promise<BlogPost | null>): Promise<BlogPost> {
  if (reserved.has(input.slug)) throw new AppError(CONTENT_ERRORS.blogSlugTaken, { message: BLOG_MESSAGES.slugReserved });
  try {
    const post = await write();
    if (!post) throw postNotFound();
    return post;
  } catch (error) {
    if (isSlugTaken(error)) throw new AppError(CONTENT_ERRORS.blogSlugTaken);
    throw error;
  }
}

export function blogPosts(store: BlogPostStore, isSlugTaken: IsSlugTaken) {
  return {
    list: () => store.listAll(),
    create: (input: ValidBlogPostInput) => writeChecked(input, isSlugTaken, () => store.create(input)),
    update: (id: number, input: ValidBlogPostInput) => writeChecked(input, isSlugTaken, () => store.update(id, input)),
    async remove(id: number): Promise<void> {
      if (!(await store.remove(id))) throw postNotFound();
    },
  };
}

/** A published post as everyone may see it. Drafts never reach this function's callers. */
export function toPublicPost(post: BlogPost): PublicBlogPost {
  const { published: _published, ...rest } = post;
  return { ...rest, readingMinutes: readingMinutes(post.content) };
}

export function toPublicSummary(post: BlogPost): PublicBlogPostSummary {
  const { content: _content, linkedWords: _linkedWords, ...rest } = toPublicPost(post);
  return rest;
}

export function publicBlog(store: BlogPostStore) {
  return {
    async list(): Promise<PublicBlogPostSummary[]> {
      return (await store.listPublished()).map(toPublicSummary);
    },
    async get(slug: string): Promise<PublicBlogPost> {
      const post = await store.findPublishedBySlug(slug);
      if (!post) throw postNotFound();
      return toPublicPost(post);
    },
  };
}
