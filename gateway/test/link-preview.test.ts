import fs from 'node:fs';
import path from 'node:path';
import type http from 'node:http';
import express from 'express';
import sharp from 'sharp';
import { quizTopicShareDescription, type ServiceName, SITE_SHARE } from '@quizlink/contracts/platform';
import { type PublicQuiz, QUIZ_ERRORS } from '@quizlink/contracts/quiz';
import { baseUrlOf, listen } from '@quizlink/kit-http';
import { closeServer } from '@quizlink/kit-lifecycle';
import { createGateway } from '../src/index.ts';
import { packagedFontFile } from '../src/preview-font.ts';
import { missingDists, writeFile, type DistFolders } from './gateway-fixture.ts';
import { capturingLogger } from './stand-in-services.ts';

const FONT = packagedFontFile(path.resolve(__dirname, '..', '..'));
const INDEX_HTML = `<!doctype html><html><head><meta charset="utf-8">
<!--ql-meta--><title>QuizLink</title><meta property="og:title" content="template"><!--/ql-meta-->
</head><body><div id="root"></div></body></html>`;

const quiz = (creatorName: string, questionCount: number): PublicQuiz => ({
  id: 7, creatorName, title: `${creatorName}'s Quiz`, description: `A quiz created by ${creatorName}`, isAutoCreated: false,
  createdAt: '2026-01-01T00:00:00.000Z', expiresAt: '2026-01-08T00:00:00.000Z', timeLimit: null, timePerQuestion: null, autoSubmit: true, questionCount,
});

/** The quiz service's public reads and the content service's published posts, as stand-ins. */
function upstreamApp(asked: string[]): express.Express {
  const app = express();
  app.use((req, _res, next) => {
    asked.push(req.url);
    next();
  });
  app.get('/api/quizzes/code/ABC123', (_req, res) => res.json(quiz('Ana María', 5)));
  app.get('/api/quizzes/slug/ana-ab12c3456', (_req, res) => res.json(quiz('Ana María', 5)));
  app.get('/api/quizzes/code/TOPIC1', (_req, res) => res.json({ ...quiz('Ana María', 6), isAutoCreated: true, topic: 'the Hanseatic League' }));
  app.get('/api/quizzes/code/XSS999', (_req, res) => res.json(quiz('<script>alert("x")</script>', 1)));
  app.get('/api/quizzes/code/OLD111', (_req, res) => res.status(QUIZ_ERRORS.quizExpired.status).json({ error: { code: QUIZ_ERRORS.quizExpired.code, message: 'expired', requestId: 'r' } }));
  app.get('/api/blog/public/posts', (_req, res) =>
    res.json([{ id: 1, title: 'Hello', slug: 'hello-world', excerpt: '', tags: [], createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z', readingMinutes: 1 }]),
  );
  app.use((_req, res) => res.status(QUIZ_ERRORS.quizNotFound.status).json({ error: { code: QUIZ_ERRORS.quizNotFound.code, message: QUIZ_ERRORS.quizNotFound.message, requestId: 'r' } }));
  return app;
}

let upstream: http.Server;
let gateway: http.Server;
let url: string;
let dists: DistFolders;
const asked: string[] = [];

beforeAll(async () => {
  dists = missingDists();
  writeFile(path.join(dists.shell, 'index.html'), INDEX_HTML);
  writeFile(path.join(dists.shell, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFile(path.join(dists.shell, 'manifest.webmanifest'), '{"name":"QuizLink"}');
  upstream = await listen(upstreamApp(asked), { port: 0, host: '127.0.0.1' });
  const base = baseUrlOf(upstream);
  const upstreams = Object.fromEntries(['quiz', 'attempt', 'generation', 'content', 'shortlink'].map((s) => [s, base])) as Record<ServiceName, string>;
  const app = createGateway({ upstreams, static: { shell: dists.shell, mfe: dists.mfe }, timeoutMs: 3000, logger: capturingLogger().logger, previewFontFile: FONT, trustProxy: 'loopback' });
  gateway = await listen(app, { port: 0, host: '127.0.0.1' });
  url = baseUrlOf(gateway);
});

afterAll(async () => {
  await closeServer(gateway, 100);
  await closeServer(upstream, 100);
  fs.rmSync(dists.root, { recursive: true, force: true });
});

const meta = (html: string, key: string) => new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];

describe('link previews in the HTML of quiz links (no JavaScript needed)', () => {
  test('When a chat app fetches a code link, then title, description, canonical URL and the quiz image are in the HTML', async () => {
    const res = await fetch(`${url}/quiz/code/ABC123`);
    const html = await res.text();

    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(html).toContain('<title>Ana María Created This Quiz For You!</title>');
    expect(meta(html, 'og:title')).toBe('Ana María Created This Quiz For You!');
    expect(meta(html, 'og:description')).toContain('5 questions about Ana María');
    expect(meta(html, 'og:url')).toBe(`${url}/quiz/code/ABC123`);
    expect(meta(html, 'og:image')).toBe(`${url}/og/quiz/code/ABC123.png`);
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    expect(html).toContain(`<link rel="canonical" href="${url}/quiz/code/ABC123"`);
    expect(html).not.toContain('content="template"');
    expect(html).toContain('<div id="root"></div>');
  });

  test('When the quiz was drafted from a topic, then its description names the topic, not the creator', async () => {
    const html = await (await fetch(`${url}/quiz/code/TOPIC1`)).text();
    expect(meta(html, 'og:description')).toBe(quizTopicShareDescription('the Hanseatic League', 6));
    expect(meta(html, 'description')).toBe(quizTopicShareDescription('the Hanseatic League', 6));
  });

  test('When a slug link is fetched twice, then the quiz service is asked once (cached) and the tags match', async () => {
    const before = asked.filter((u) => u === '/api/quizzes/slug/ana-ab12c3456').length;
    const first = await (await fetch(`${url}/quiz/ana-ab12c3456`)).text();
    await fetch(`${url}/quiz/ana-ab12c3456`);

    expect(meta(first, 'og:image')).toBe(`${url}/og/quiz/ana-ab12c3456.png`);
    expect(asked.filter((u) => u === '/api/quizzes/slug/ana-ab12c3456').length - before).toBe(1);
  });

  test('When the quiz is unknown or expired, then the page carries the generic quiz tags and the site image', async () => {
    for (const pagePath of ['/quiz/code/NOPE42', '/quiz/code/OLD111', '/quiz/nobody-0000aaaa']) {
      const html = await (await fetch(`${url}${pagePath}`)).text();
      expect(meta(html, 'og:title')).toBe(SITE_SHARE.quizTitle);
      expect(meta(html, 'og:image')).toBe(`${url}/og-image.png`);
    }
  });

  test('When a page is not a quiz link, then its generic tags are left for the shell to replace, while a quiz link marks its tags as its own', async () => {
    for (const pagePath of ['/create-any-quiz', '/create', '/about']) {
      const html = await (await fetch(`${url}${pagePath}`)).text();
      expect(meta(html, 'og:title')).toBe(SITE_SHARE.title);
      expect(html).not.toContain('data-server-meta');
    }
    const quizHtml = await (await fetch(`${url}/quiz/code/ABC123`)).text();
    expect(quizHtml).toContain('data-server-meta="/quiz/code/ABC123"');
  });

  test('When a creator name holds markup, then it is escaped in every tag', async () => {
    const html = await (await fetch(`${url}/quiz/code/XSS999`)).text();

    expect(html).not.toContain('<script>alert');
    expect(meta(html, 'og:title')).toBe('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; Created This Quiz For You!');
  });

  // The test's requests come from loopback, trusted here as the TLS proxy in front of the gateway.
  test('When the request came through www and a TLS proxy, then URLs use the bare https host', async () => {
    const html = await (await fetch(`${url}/quiz/code/ABC123`, { headers: { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'www.quizlink.app' } })).text();

    expect(meta(html, 'og:url')).toBe('https://quizlink.app/quiz/code/ABC123');
    expect(meta(html, 'og:image')).toBe('https://quizlink.app/og/quiz/code/ABC123.png');
  });

  test('When any other page is served, then it gets the site tags; private pages also say noindex in a header', async () => {
    const home = await fetch(`${url}/`);
    const dashboard = await fetch(`${url}/dashboard/abcdefabcdefabcdef`);

    expect(meta(await home.text(), 'og:title')).toBe(SITE_SHARE.title);
    expect(home.headers.get('x-robots-tag')).toBeNull();
    expect(dashboard.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(meta(await dashboard.text(), 'robots')).toBe('noindex, nofollow');
  });
});

describe('preview images', () => {
  test('When the preview of a known quiz is asked for, then a 1200×630 PNG is returned, cacheable', async () => {
    const res = await fetch(`${url}/og/quiz/code/abc123.png`);
    const png = Buffer.from(await res.arrayBuffer());

    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width: 1200, height: 630 });
  });

  test('When the quiz is unknown, then there is no image (404)', async () => {
    expect((await fetch(`${url}/og/quiz/code/NOPE42.png`)).status).toBe(404);
    expect((await fetch(`${url}/og/quiz/nobody-0000aaaa.png`)).status).toBe(404);
  });
});

describe('robots.txt, sitemap.xml and the installable app files', () => {
  test('When robots.txt is read, then private pages and the API are disallowed and the sitemap is linked', async () => {
    const text = await (await fetch(`${url}/robots.txt`)).text();

    for (const line of ['Disallow: /dashboard', 'Disallow: /results', 'Disallow: /admin', 'Disallow: /blog-management', 'Disallow: /api/']) {
      expect(text).toContain(line);
    }
    expect(text).toContain(`Sitemap: ${url}/sitemap.xml`);
  });

  test('When sitemap.xml is read, then it lists public pages, the fixed articles and published posts, nothing private', async () => {
    const res = await fetch(`${url}/sitemap.xml`);
    const xml = await res.text();

    expect(res.headers.get('content-type')).toContain('application/xml');
    for (const pagePath of ['/', '/faq', '/blog', '/blog/quiz-ideas', '/blog/quizlink-evolution', '/blog/hello-world', '/privacy']) {
      expect(xml).toContain(`<loc>${url}${pagePath}</loc>`);
    }
    expect(xml).not.toMatch(/dashboard|results|admin/);
  });

  test('When the service worker and the manifest are fetched, then their types are right and the worker is never cached blindly', async () => {
    const sw = await fetch(`${url}/sw.js`);
    const manifest = await fetch(`${url}/manifest.webmanifest`);

    expect(sw.headers.get('content-type')).toContain('javascript');
    expect(sw.headers.get('cache-control')).toBe('no-cache');
    expect(manifest.headers.get('content-type')).toContain('application/manifest+json');
  });
});
