import { expect, test } from '@playwright/test';
import { publishQuizByApi } from '../support/api-quiz.ts';
import { FIVE_QUESTIONS } from '../support/quiz-flows.ts';

/**
 * What a chat app (WhatsApp, iMessage, Slack, X) sees: a plain HTTP GET of the link, no JavaScript.
 * Playwright's `request` fixture is exactly that.
 */
const tag = (html: string, key: string) => new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

test.describe('Link previews without JavaScript', () => {
  test('When a quiz link is fetched, then the HTML carries the creator title, description, canonical URL and a 1200×630 PNG preview', async ({ request, baseURL }) => {
    const quiz = await publishQuizByApi(request, 'Preview Priya');

    for (const path of [`/quiz/code/${quiz.accessCode}`, `/quiz/${quiz.urlSlug}`]) {
      const res = await request.get(path);
      const html = await res.text();
      expect(res.headers()['content-type']).toContain('text/html');
      expect(html).toContain('<title>Preview Priya Created This Quiz For You!</title>');
      expect(tag(html, 'og:title')).toBe('Preview Priya Created This Quiz For You!');
      expect(tag(html, 'twitter:title')).toBe('Preview Priya Created This Quiz For You!');
      expect(tag(html, 'og:description')).toContain(`${FIVE_QUESTIONS.length} questions about Preview Priya`);
      expect(tag(html, 'og:url')).toBe(`${baseURL}${path}`);
      expect(tag(html, 'twitter:card')).toBe('summary_large_image');
      expect(html).toContain(`<link rel="canonical" href="${baseURL}${path}"`);
      // Nothing secret: no dashboard token, no correct answers.
      expect(html).not.toContain(quiz.dashboardToken);
      for (const question of FIVE_QUESTIONS) expect(html).not.toContain(question.options[0]);

      const image = tag(html, 'og:image') as string;
      expect(image).toMatch(new RegExp(`^${baseURL}/og/quiz/`));
      const png = await request.get(image);
      expect(png.headers()['content-type']).toBe('image/png');
      expect(pngSize(await png.body())).toEqual({ width: 1200, height: 630 });
    }
  });

  test('When the quiz link is unknown, then generic tags point at the site share image', async ({ request, baseURL }) => {
    const html = await (await request.get('/quiz/code/ZZZZZZ')).text();

    expect(tag(html, 'og:title')).toBe('You have been sent a quiz on QuizLink');
    expect(tag(html, 'og:image')).toBe(`${baseURL}/og-image.png`);
    expect(pngSize(await (await request.get('/og-image.png')).body())).toEqual({ width: 1200, height: 630 });
    expect((await request.get('/og/quiz/code/ZZZZZZ.png')).status()).toBe(404);
  });

  test('When a search engine reads robots.txt, the sitemap and private pages, then dashboards, results and admin stay out', async ({ request, baseURL }) => {
    const robots = await (await request.get('/robots.txt')).text();
    for (const prefix of ['/dashboard', '/results', '/admin', '/blog-management']) expect(robots).toContain(`Disallow: ${prefix}`);
    expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);

    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain(`<loc>${baseURL}/blog/why-quizlink-is-the-funniest-way-to-bond</loc>`);
    expect(sitemap).toContain(`<loc>${baseURL}/faq</loc>`);
    expect(sitemap).not.toMatch(/dashboard|results|admin/);

    for (const path of ['/dashboard/0123456789abcdef0123', '/results/1/2', '/admin', '/blog-management', '/admin/shortlinks']) {
      expect((await request.get(path)).headers()['x-robots-tag']).toBe('noindex, nofollow');
    }
    expect((await request.get('/')).headers()['x-robots-tag']).toBeUndefined();
  });

  test('When the app files are fetched, then the service worker is revalidated every time and the manifest has its type', async ({ request }) => {
    const sw = await request.get('/sw.js');
    expect(sw.headers()['cache-control']).toBe('no-cache');
    expect(sw.headers()['content-type']).toContain('javascript');
    expect(await sw.text()).toContain('self.QUIZLINK_PRECACHE=');
    expect((await request.get('/manifest.webmanifest')).headers()['content-type']).toContain('application/manifest+json');
  });
});
