import express, { type Router } from 'express';
import { BLOG_API_PATHS, FIXED_BLOG_ARTICLE_SLUGS, publicBlogPostListSchema } from '@quizlink/contracts/content';
import { NOINDEX_PAGE_PREFIXES, PAGE_PATHS, SITEMAP_PAGE_PATHS } from '@quizlink/contracts/platform';
import type { Logger } from '@quizlink/kit-logger';
import { escapeHtml } from './link-preview.ts';
import { publicOriginOf } from './public-origin.ts';
import { TtlCache } from '@quizlink/kit-cache';

export type SeoOptions = {
  /** The content service (published blog posts for the sitemap). */
  contentUrl: string;
  /** PUBLIC_ORIGIN, when configured. */
  publicOrigin?: string;
  logger: Logger;
};

const POSTS_TTL_MS = 10 * 60_000;
const POSTS_TIMEOUT_MS = 2000;

/** robots.txt: everything public is crawlable; private pages, the API and the remotes' files are not. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...NOINDEX_PAGE_PREFIXES.map((prefix) => `Disallow: ${prefix}`),
    'Disallow: /api/',
    'Disallow: /mfe/',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

/** sitemap.xml of the public pages, the fixed blog articles and the published posts. */
export function sitemapXml(origin: string, postSlugs: readonly string[]): string {
  const paths = [
    ...SITEMAP_PAGE_PATHS,
    ...FIXED_BLOG_ARTICLE_SLUGS.map((slug) => `${PAGE_PATHS.blog}/${slug}`),
    ...postSlugs.map((slug) => `${PAGE_PATHS.blog}/${encodeURIComponent(slug)}`),
  ];
  const urls = [...new Set(paths)].map((path) => `  <url><loc>${escapeHtml(`${origin}${path}`)}</loc></url>`);
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...urls, '</urlset>', ''].join('\n');
}

/**
 * GET /robots.txt and /sitemap.xml, with absolute URLs on the canonical origin. Published posts are
 * asked of the content service's public API and cached; if it cannot answer, the sitemap still lists
 * everything else.
 */
export function seoRoutes(opts: SeoOptions): Router {
  const router = express.Router();
  const posts = new TtlCache<string[]>(1);

  async function publishedSlugs(): Promise<string[]> {
    const cached = posts.get('slugs');
    if (cached) return cached;
    try {
      const res = await fetch(new URL(BLOG_API_PATHS.publicPosts, opts.contentUrl), { signal: AbortSignal.timeout(POSTS_TIMEOUT_MS) });
      const list = res.ok ? publicBlogPostListSchema.safeParse(await res.json()) : undefined;
      const slugs = list?.success ? list.data.map((post) => post.slug) : [];
      posts.set('slugs', slugs, list?.success ? POSTS_TTL_MS : 30_000);
      return slugs;
    } catch (error) {
      opts.logger.warn({ err: (error as Error).message }, 'sitemap: published posts unavailable');
      return [];
    }
  }

  router.get('/robots.txt', (req, res) => {
    res.set('Cache-Control', 'public, max-age=3600').type('text/plain').send(robotsTxt(publicOriginOf(req, opts.publicOrigin)));
  });
  router.get('/sitemap.xml', (req, res, next) => {
    publishedSlugs()
      .then((slugs) => res.set('Cache-Control', 'public, max-age=3600').type('application/xml').send(sitemapXml(publicOriginOf(req, opts.publicOrigin), slugs)))
      .catch(next);
  });
  return router;
}
