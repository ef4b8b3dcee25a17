import { z } from 'zod';
import { pathTextSchema } from '../http/ids.ts';

/**
 * Blog management (bearer token of the blog manager) and the public blog read API (published posts
 * only). Both live in the content service; /api/blog is already routed there.
 */
export const BLOG_API_PATHS = {
  auth: '/api/auth/blog-management',
  posts: '/api/blog/posts',
  postById: '/api/blog/posts/:id',
  /** Public: published posts, newest first, without their content. */
  publicPosts: '/api/blog/public/posts',
  /** Public: one published post by slug; drafts and unknown slugs are 404 blog.post_not_found. */
  publicPostBySlug: '/api/blog/public/posts/:slug',
} as const;

export const BLOG_LIMITS = {
  titleMaxLength: 200,
  slugMaxLength: 120,
  excerptMaxLength: 500,
  contentMaxLength: 200_000,
  linkedWordsMax: 100,
  linkedWordMaxLength: 100,
  urlMaxLength: 2048,
  tagsMax: 20,
  tagMaxLength: 40,
  /** Reading speed behind `readingMinutes`. */
  wordsPerMinute: 200,
} as const;

export const BLOG_MESSAGES = {
  accessDeniedTitle: 'Access Denied',
  invalidPassword: 'Invalid password',
  authFailed: 'Failed to authenticate',
  titleContentRequired: 'Title and content are required',
  saveFailed: 'Failed to save blog post',
  deleteFailed: 'Failed to delete blog post',
  // Not quoted by the spec: what a user of such a screen expects to read.
  slugTaken: 'A post with this slug already exists. Choose another slug.',
  slugReserved: 'This slug belongs to one of the fixed blog articles. Choose another slug.',
  slugInvalid: 'The slug may only contain lowercase letters, digits and hyphens',
  linkedWordUrlInvalid: 'Linked word links must start with http://, https:// or /',
  postNotFound: 'Blog post not found',
  loadFailed: 'Failed to load blog posts',
  created: 'Blog post created',
  updated: 'Blog post updated',
  deleted: 'Blog post deleted',
  confirmDelete: (title: string): string => `Delete the blog post "${title}"? This cannot be undone.`,
} as const;

/**
 * The 10 fixed articles of the spec live at /blog/<slug> in the shell; a managed post may not take
 * one of their slugs, or it could never be reached.
 */
export const FIXED_BLOG_ARTICLE_SLUGS = [
  'why-quizlink-is-the-funniest-way-to-bond',
  'top-quiz-websites',
  'quiz-ideas',
  'how-to-make-quiz',
  'celebrity-quiz-themes',
  'creative-quiz-questions',
  'quizzes-love-language',
  'seven-quiz-types',
  'influencers-quizzes',
  'quizlink-evolution',
] as const;

/** Spec §5: lowercase, punctuation removed, spaces to hyphens (letters of any script and their marks are kept). */
export function blogSlugFromTitle(title: string): string {
  return title
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\s-]+/gu, '')
    .trim()
    .replace(/[\s-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, BLOG_LIMITS.slugMaxLength)
    .replace(/-+$/, '');
}

/** What a slug looks like after blogSlugFromTitle: words of letters (with their marks) and digits joined by hyphens. */
export const BLOG_SLUG_PATTERN = /^[\p{L}\p{M}\p{N}]+(?:-[\p{L}\p{M}\p{N}]+)*$/u;

/** Spec §5: comma-separated, trimmed, empties removed (duplicates dropped too). */
export function parseBlogTags(input: string | readonly string[]): string[] {
  const parts = typeof input === 'string' ? input.split(',') : input.flatMap((tag) => tag.split(','));
  return [...new Set(parts.map((tag) => tag.trim()).filter(Boolean))];
}

export type LinkedWord = { word: string; url: string };

/** Spec §5: pairs with an empty word or url are dropped. */
export function cleanLinkedWords(pairs: ReadonlyArray<{ word?: string; url?: string }>): LinkedWord[] {
  return pairs
    .map((pair) => ({ word: (pair.word ?? '').trim(), url: (pair.url ?? '').trim() }))
    .filter((pair) => pair.word !== '' && pair.url !== '');
}

/** A linked word may point to another site (http/https) or to a page of this one (`/…`, not `//…`). */
export function isSafeLinkUrl(url: string): boolean {
  if (url.startsWith('/')) return !url.startsWith('//') && !url.startsWith('/\\');
  try {
    return ['http:', 'https:'].includes(new URL(url).protocol);
  } catch {
    return false;
  }
}

const linkedWordsSchema = z
  .array(z.object({ word: z.string().max(BLOG_LIMITS.linkedWordMaxLength).default(''), url: z.string().max(BLOG_LIMITS.urlMaxLength).default('') }))
  .max(BLOG_LIMITS.linkedWordsMax)
  .default([])
  .transform((pairs) => cleanLinkedWords(pairs))
  .refine((pairs) => pairs.every((pair) => isSafeLinkUrl(pair.url)), BLOG_MESSAGES.linkedWordUrlInvalid);

const tagsSchema = z
  .union([z.string(), z.array(z.string())])
  .default([])
  .transform((tags) => parseBlogTags(tags))
  .pipe(z.array(z.string().max(BLOG_LIMITS.tagMaxLength)).max(BLOG_LIMITS.tagsMax));

/**
 * Create and update payload (spec §7). The slug, when blank, is derived from the title; a given slug
 * is normalised the same way before it is checked.
 */
export const blogPostInputSchema = z
  .object({
    title: z.string().trim().max(BLOG_LIMITS.titleMaxLength).default(''),
    slug: z.string().trim().max(BLOG_LIMITS.slugMaxLength * 2).default(''),
    excerpt: z.string().trim().max(BLOG_LIMITS.excerptMaxLength).default(''),
    content: z.string().max(BLOG_LIMITS.contentMaxLength).default(''),
    linkedWords: linkedWordsSchema,
    tags: tagsSchema,
    published: z.boolean().default(false),
  })
  .refine((post) => post.title !== '' && post.content.trim() !== '', { message: BLOG_MESSAGES.titleContentRequired, path: ['title'] })
  .transform((post) => ({ ...post, slug: blogSlugFromTitle(post.slug || post.title) }))
  .refine((post) => BLOG_SLUG_PATTERN.test(post.slug), { message: BLOG_MESSAGES.slugInvalid, path: ['slug'] });
export type BlogPostInput = z.input<typeof blogPostInputSchema>;
export type ValidBlogPostInput = z.output<typeof blogPostInputSchema>;

export const blogPostSchema = z.object({
  id: z.number().int().positive(),
  title: z.string(),
  slug: z.string(),
  excerpt: z.string(),
  content: z.string(),
  linkedWords: z.array(z.object({ word: z.string(), url: z.string() })),
  tags: z.array(z.string()),
  published: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type BlogPost = z.infer<typeof blogPostSchema>;
export const blogPostListSchema = z.array(blogPostSchema);

/** A published post for everyone; drafts never take this shape. */
export const publicBlogPostSchema = blogPostSchema.omit({ published: true }).extend({ readingMinutes: z.number().int().positive() });
export type PublicBlogPost = z.infer<typeof publicBlogPostSchema>;

/** The public list: everything but the body. */
export const publicBlogPostSummarySchema = publicBlogPostSchema.omit({ content: true, linkedWords: true });
export type PublicBlogPostSummary = z.infer<typeof publicBlogPostSummarySchema>;
export const publicBlogPostListSchema = z.array(publicBlogPostSummarySchema);

/** Minutes to read a markdown text at BLOG_LIMITS.wordsPerMinute, at least 1. */
export function readingMinutes(markdown: string): number {
  const words = markdown.split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.ceil(words / BLOG_LIMITS.wordsPerMinute));
}

export const blogAuthRequestSchema = z.object({
  password: z.string({ error: BLOG_MESSAGES.invalidPassword }).min(1, BLOG_MESSAGES.invalidPassword).max(1024),
});
export type BlogAuthRequest = z.infer<typeof blogAuthRequestSchema>;

export const blogPostIdParamsSchema = z.object({ id: z.coerce.number({ error: BLOG_MESSAGES.postNotFound }).int().positive(BLOG_MESSAGES.postNotFound) });
export const blogSlugParamsSchema = z.object({ slug: pathTextSchema(1, BLOG_LIMITS.slugMaxLength * 4) });
