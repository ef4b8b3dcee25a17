import { buildPath } from '@quizlink/contracts/http';
import { BLOG_API_PATHS, type PublicBlogPost, publicBlogPostListSchema, publicBlogPostSchema, type PublicBlogPostSummary } from '@quizlink/contracts/content';
import { api, ApiError } from '@quizlink/platform';

/** Published posts of blog management, newest first, without their text (GET /api/blog/public/posts). */
export async function fetchPublishedPosts(signal?: AbortSignal): Promise<PublicBlogPostSummary[]> {
  const body = await api.get<unknown>(BLOG_API_PATHS.publicPosts, signal ? { signal } : undefined);
  return publicBlogPostListSchema.parse(body);
}

/** One published post by slug, or null when there is none (a draft or an unknown slug: 404). */
export async function fetchPublishedPost(slug: string, signal?: AbortSignal): Promise<PublicBlogPost | null> {
  try {
    const body = await api.get<unknown>(buildPath(BLOG_API_PATHS.publicPostBySlug, { slug }), signal ? { signal } : undefined);
    return publicBlogPostSchema.parse(body);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** Posts have no author field; they are written by the team. */
export const POST_AUTHOR = 'QuizLink Team';

/** The ISO date part of a post's creation time, as the article cards show dates. */
export const postDate = (createdAt: string): string => createdAt.slice(0, 10);
