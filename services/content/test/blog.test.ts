import { BLOG_MESSAGES, blogPostSchema, CONTENT_ERRORS, publicBlogPostListSchema, publicBlogPostSchema } from '@quizlink/contracts/content';
import { call } from '@quizlink/kit-http/testing';
import { adminToken, auth, blogToken, startContentService, type Harness } from './content.harness.ts';

let h: Harness;
let token: string;
beforeAll(async () => {
  h = await startContentService('blog');
  token = await blogToken(h.baseUrl);
});
afterAll(() => h.close());

const XSS_MARKDOWN = [
  '# Safe title',
  '<script>alert("x")</script>',
  '<img src=x onerror=alert(1)>',
  '[click](javascript:alert(1))',
].join('\n\n');

const post = (over: Record<string, unknown> = {}) => ({
  title: 'Ten Quiz Ideas!',
  slug: '',
  excerpt: 'Ideas for your next quiz',
  content: 'Some **markdown** content about quizzes.',
  linkedWords: [{ word: 'quiz', url: 'https://example.com/quiz' }, { word: '', url: 'https://dropped.example' }, { word: 'empty-url', url: '' }],
  tags: ' fun, ideas , ,fun',
  published: true,
  ...over,
});

const create = (body: unknown, t = token) => call(h.baseUrl, 'POST', '/api/blog/posts', body, auth(t));

describe('blog management', () => {
  it('When a post is created, then the slug comes from the title, empty linked words are dropped and tags are split', async () => {
    const res = await create(post());
    expect(res.status).toBe(201);
    const created = blogPostSchema.parse(res.body);
    expect(created).toMatchObject({
      title: 'Ten Quiz Ideas!',
      slug: 'ten-quiz-ideas',
      linkedWords: [{ word: 'quiz', url: 'https://example.com/quiz' }],
      tags: ['fun', 'ideas'],
      published: true,
    });
  });

  it('When another post asks for the same slug, then it is 409 blog.slug_taken with a clear message and nothing is overwritten', async () => {
    const res = await create(post({ title: 'Another', slug: 'Ten Quiz Ideas' }));
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({ code: CONTENT_ERRORS.blogSlugTaken.code, message: BLOG_MESSAGES.slugTaken });
    const list = await call(h.baseUrl, 'GET', '/api/blog/posts', undefined, auth(token));
    expect(list.body.filter((p: { slug: string }) => p.slug === 'ten-quiz-ideas')).toHaveLength(1);
  });

  it('When a post takes a fixed article slug, then it is refused', async () => {
    const res = await create(post({ title: 'Quiz ideas' }));
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(BLOG_MESSAGES.slugReserved);
  });

  it.each([
    ['no title', { title: '  ' }],
    ['no content', { content: '' }],
  ])('When it has %s, then it is 400 "Title and content are required"', async (_case, over) => {
    const res = await create(post(over));
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(BLOG_MESSAGES.titleContentRequired);
  });

  it('When a linked word points to javascript: or data:, then it is refused', async () => {
    for (const url of ['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', '//evil.example/x']) {
      const res = await create(post({ title: `Bad link ${url.slice(0, 4)}`, linkedWords: [{ word: 'x', url }] }));
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe(BLOG_MESSAGES.linkedWordUrlInvalid);
    }
  });

  it('When a post is updated and then deleted, then the list follows and a second delete is 404', async () => {
    const created = (await create(post({ title: 'Draft to edit', published: false }))).body;
    const updated = await call(h.baseUrl, 'PUT', `/api/blog/posts/${created.id}`, post({ title: 'Edited title', slug: 'edited', published: false }), auth(token));
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ id: created.id, title: 'Edited title', slug: 'edited' });
    expect(Date.parse(updated.body.updatedAt)).toBeGreaterThanOrEqual(Date.parse(created.updatedAt));
    const keepSlug = await call(h.baseUrl, 'PUT', `/api/blog/posts/${created.id}`, post({ title: 'Edited again', slug: 'edited' }), auth(token));
    expect(keepSlug.status).toBe(200);
    const removed = await call(h.baseUrl, 'DELETE', `/api/blog/posts/${created.id}`, undefined, auth(token));
    expect(removed.status).toBe(204);
    const again = await call(h.baseUrl, 'DELETE', `/api/blog/posts/${created.id}`, undefined, auth(token));
    expect(again.status).toBe(404);
    expect(again.body.error.code).toBe(CONTENT_ERRORS.blogPostNotFound.code);
    expect((await call(h.baseUrl, 'PUT', '/api/blog/posts/999999', post(), auth(token))).status).toBe(404);
  });

  it('When an update takes another post\'s slug, then it is 409', async () => {
    const a = (await create(post({ title: 'Alpha post' }))).body;
    await create(post({ title: 'Beta post' }));
    const res = await call(h.baseUrl, 'PUT', `/api/blog/posts/${a.id}`, post({ title: 'Alpha post', slug: 'beta-post' }), auth(token));
    expect(res.status).toBe(409);
  });

  it('When markup with scripts and handlers is posted, then it is stored as written (the renderers make it inert)', async () => {
    const res = await create(post({ title: 'XSS attempt', content: XSS_MARKDOWN }));
    expect(res.status).toBe(201);
    const read = await call(h.baseUrl, 'GET', '/api/blog/public/posts/xss-attempt');
    expect(read.body.content).toBe(XSS_MARKDOWN);
    expect(read.headers.get('content-type')).toContain('application/json');
  });

  it.each([
    ['GET', '/api/blog/posts'],
    ['POST', '/api/blog/posts'],
    ['PUT', '/api/blog/posts/1'],
    ['DELETE', '/api/blog/posts/1'],
  ])('When %s %s has no token, an admin token or an expired one, then it is 401', async (method, path) => {
    const body = method === 'POST' || method === 'PUT' ? post({ title: `Unauthorised ${method}` }) : undefined;
    expect((await call(h.baseUrl, method, path, body)).status).toBe(401);
    expect((await call(h.baseUrl, method, path, body, auth(await adminToken(h.baseUrl)))).status).toBe(401);
    const issuedAt = h.now.value;
    h.now.value = new Date(issuedAt.getTime() + 9 * 3600_000);
    try {
      expect((await call(h.baseUrl, method, path, body, auth(token))).status).toBe(401);
    } finally {
      h.now.value = issuedAt;
    }
  });
});

describe('public blog', () => {
  it('When the public list is read, then only published posts appear, newest first, without their content', async () => {
    await create(post({ title: 'Secret draft', published: false }));
    const res = await call(h.baseUrl, 'GET', '/api/blog/public/posts');
    expect(res.status).toBe(200);
    const list = publicBlogPostListSchema.parse(res.body);
    expect(list.map((p) => p.slug)).not.toContain('secret-draft');
    expect(list.map((p) => p.slug)).toContain('ten-quiz-ideas');
    expect(res.text).not.toContain('"content"');
    expect(res.text).not.toContain('"published"');
    expect(res.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
  });

  it('When a published post is read by slug, then it comes with content, linked words and reading time; a draft is 404', async () => {
    const res = await call(h.baseUrl, 'GET', '/api/blog/public/posts/ten-quiz-ideas');
    expect(res.status).toBe(200);
    const read = publicBlogPostSchema.parse(res.body);
    expect(read.linkedWords).toEqual([{ word: 'quiz', url: 'https://example.com/quiz' }]);
    expect(read.readingMinutes).toBe(1);
    const draft = await call(h.baseUrl, 'GET', '/api/blog/public/posts/secret-draft');
    expect(draft.status).toBe(404);
    expect(draft.body.error.code).toBe(CONTENT_ERRORS.blogPostNotFound.code);
    expect((await call(h.baseUrl, 'GET', '/api/blog/public/posts/no-such-post')).status).toBe(404);
  });

  it('When a post has a title in another script, then its slug keeps those letters and it can be read by it', async () => {
    const res = await create(post({ title: 'Café Ünïcode — 日本語 クイズ' }));
    expect(res.body.slug).toBe('café-ünïcode-日本語-クイズ');
    const read = await call(h.baseUrl, 'GET', `/api/blog/public/posts/${encodeURIComponent(res.body.slug)}`);
    expect(read.status).toBe(200);
    const similar = await create(post({ title: 'Cafe Unicode 日本語 クイズ' }));
    expect(similar.status).toBe(201);
  });
});
