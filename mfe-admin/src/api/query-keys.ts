/**
 * The query keys of this remote's reads, in one place. Secrets (tokens, the shortlink password) never
 * go into a key: each read is for the one signed-in session, and signing out removes its cache.
 */
export const adminQueryKeys = {
  inbox: () => ['admin', 'inbox'] as const,
  blogPosts: () => ['admin', 'blog-posts'] as const,
  shortlinks: () => ['admin', 'shortlinks'] as const,
};
