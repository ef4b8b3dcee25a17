import express, { type RequestHandler } from 'express';
import { BLOG_API_PATHS, blogPostIdParamsSchema, blogPostInputSchema, blogSlugParamsSchema } from '@quizlink/contracts/content';
import { validate } from '@quizlink/kit-errors';
import type { blogPosts, publicBlog } from '../../domain/blog-posts.ts';

export type BlogRoutesDeps = {
  posts: ReturnType<typeof blogPosts>;
  publicPosts: ReturnType<typeof publicBlog>;
  /** The blog manager's bearer check. */
  managerOnly: RequestHandler;
};

/** Published posts may change or be withdrawn: caches must revalidate (the ETag makes that cheap). */
const revalidate = (res: express.Response) => res.set('Cache-Control', 'public, max-age=0, must-revalidate');
const noStore = (res: express.Response) => res.set('Cache-Control', 'no-store');

export function blogRoutes(deps: BlogRoutesDeps): express.Router {
  const router = express.Router();
  const { posts, publicPosts, managerOnly } = deps;

  router.get(BLOG_API_PATHS.publicPosts, async (_req, res) => {
    revalidate(res).json(await publicPosts.list());
  });
  router.get(BLOG_API_PATHS.publicPostBySlug, async (req, res) => {
    const { slug } = validate(blogSlugParamsSchema, req.params);
    revalidate(res).json(await publicPosts.get(slug));
  });

  router.get(BLOG_API_PATHS.posts, managerOnly, async (_req, res) => {
    noStore(res).json(await posts.list());
  });
  router.post(BLOG_API_PATHS.posts, managerOnly, async (req, res) => {
    noStore(res).status(201).json(await posts.create(validate(blogPostInputSchema, req.body ?? {})));
  });
  router.put(BLOG_API_PATHS.postById, managerOnly, async (req, res) => {
    const { id } = validate(blogPostIdParamsSchema, req.params);
    noStore(res).json(await posts.update(id, validate(blogPostInputSchema, req.body ?? {})));
  });
  router.delete(BLOG_API_PATHS.postById, managerOnly, async (req, res) => {
    const { id } = validate(blogPostIdParamsSchema, req.params);
    await posts.remove(id);
    res.status(204).end();
  });

  return router;
}
