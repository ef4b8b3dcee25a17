import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ADMIN_MESSAGES, BLOG_MANAGEMENT_LABELS, BLOG_MESSAGES, type BlogPost, CONTENT_ERRORS, UPLOAD_MESSAGES } from '@quizlink/contracts/content';
import { HTTP_ERRORS } from '@quizlink/contracts/errors';
import { LIMITS } from '@quizlink/contracts/quiz';
import { errorBody, installFetchMock, networkDown, type FetchCall, type MockRoute } from '@quizlink/remote-runtime/testing';
import { collectToasts, renderAt } from '../../testing/render-at.tsx';

const post = (over: Partial<BlogPost>): BlogPost => ({
  id: 1,
  title: 'Published one',
  slug: 'published-one',
  excerpt: '',
  content: 'Body',
  linkedWords: [],
  tags: [],
  published: true,
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
  ...over,
});

let mock: ReturnType<typeof installFetchMock>;
let toasts: ReturnType<typeof collectToasts>;
let posts: BlogPost[];

const authOk: MockRoute = { method: 'POST', path: '/api/auth/blog-management', reply: (call) => ((call.body as { password: string }).password === 'right' ? { body: { success: true, token: 'blog-token', message: 'ok', expiresAt: 'x' } } : { status: 401, body: errorBody(CONTENT_ERRORS.authInvalidCredentials.code, BLOG_MESSAGES.invalidPassword) }) };
const listOk: MockRoute = { path: '/api/blog/posts', reply: () => ({ body: posts }) };

function setUp(extra: MockRoute[] = []) {
  mock = installFetchMock([...extra, authOk, listOk]);
}

async function enter() {
  fireEvent.change(screen.getByLabelText(BLOG_MANAGEMENT_LABELS.password), { target: { value: 'right' } });
  fireEvent.click(screen.getByRole('button', { name: BLOG_MANAGEMENT_LABELS.access }));
  await screen.findByRole('heading', { name: BLOG_MANAGEMENT_LABELS.postsHeading });
}

const callsTo = (method: string, path: string | RegExp): FetchCall[] =>
  mock.calls.filter((c) => c.method === method && (typeof path === 'string' ? c.path === path : path.test(c.path)));

beforeEach(() => {
  window.sessionStorage.clear();
  posts = [post({}), post({ id: 2, title: 'Secret draft', slug: 'secret-draft', published: false })];
  toasts = collectToasts();
});
afterEach(() => {
  mock?.restore();
  toasts.stop();
  jest.restoreAllMocks();
});

describe('/blog-management', () => {
  it('When the password is wrong, then the toast is Access Denied / Invalid password', async () => {
    setUp();
    renderAt('/blog-management');
    fireEvent.change(screen.getByLabelText(BLOG_MANAGEMENT_LABELS.password), { target: { value: 'wrong' } });
    fireEvent.click(screen.getByRole('button', { name: BLOG_MANAGEMENT_LABELS.access }));
    await waitFor(() => expect(toasts.toasts).toContainEqual({ title: BLOG_MESSAGES.accessDeniedTitle, description: BLOG_MESSAGES.invalidPassword, variant: 'destructive' }));
    expect(window.sessionStorage.getItem('blogManagementToken')).toBeNull();
  });

  it('When the password is right, then the token goes to session storage and every post shows, drafts marked', async () => {
    setUp();
    renderAt('/blog-management');
    await enter();
    expect(window.sessionStorage.getItem('blogManagementToken')).toBe('blog-token');
    expect(screen.getByText('Published one')).toBeTruthy();
    expect(screen.getByText(BLOG_MANAGEMENT_LABELS.draft)).toBeTruthy();
    expect(callsTo('GET', '/api/blog/posts')[0]?.headers.authorization).toBe('Bearer blog-token');
  });

  it('When a new post is written, then the slug follows the title, a missing content is refused, and the saved payload is clean', async () => {
    setUp([{ method: 'POST', path: '/api/blog/posts', reply: (call) => ({ status: 201, body: post({ id: 9, ...(call.body as object) }) }) }]);
    renderAt('/blog-management');
    await enter();
    fireEvent.click(screen.getByRole('button', { name: BLOG_MANAGEMENT_LABELS.newPost }));
    fireEvent.change(screen.getByLabelText(/^Title/), { target: { value: 'My First Post!' } });
    expect((screen.getByLabelText(BLOG_MANAGEMENT_LABELS.slug) as HTMLInputElement).value).toBe('my-first-post');
    fireEvent.click(screen.getByRole('button', { name: BLOG_MANAGEMENT_LABELS.create }));
    expect(toasts.toasts).toContainEqual({ title: BLOG_MESSAGES.titleContentRequired, variant: 'destructive' });
    expect(callsTo('POST', '/api/blog/posts')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText(/^Content/), { target: { value: 'Hello quiz world' } });
    fireEvent.change(screen.getByLabelText(`${BLOG_MANAGEMENT_LABELS.word} 1`), { target: { value: 'quiz' } });
    fireEvent.change(screen.getByLabelText(`${BLOG_MANAGEMENT_LABELS.url} 1`), { target: { value: 'https://q.example' } });
    fireEvent.click(screen.getByRole('button', { name: BLOG_MANAGEMENT_LABELS.addLinkedWord }));
    fireEvent.change(screen.getByLabelText(BLOG_MANAGEMENT_LABELS.tags), { target: { value: 'fun, , ideas' } });
    fireEvent.click(screen.getByLabelText(BLOG_MANAGEMENT_LABELS.publishImmediately));
    fireEvent.click(screen.getByRole('button', { name: BLOG_MANAGEMENT_LABELS.create }));
    await waitFor(() => expect(toasts.toasts.map((t) => t.title)).toContain(BLOG_MESSAGES.created));
    expect(callsTo('POST', '/api/blog/posts')[0]?.body).toEqual({
      title: 'My First Post!',
      slug: 'my-first-post',
      excerpt: '',
      content: 'Hello quiz world',
      linkedWords: [{ word: 'quiz', url: 'https://q.example' }],
      tags: ['fun', 'ideas'],
      published: true,
    });
    await screen.findByRole('heading', { name: BLOG_MANAGEMENT_LABELS.postsHeading });
  });

  it('When the preview shows hostile markdown, then scripts and handlers are inert and linked words are links', async () => {
    setUp();
    renderAt('/blog-management');
    await enter();
    fireEvent.click(screen.getByRole('button', { name: BLOG_MANAGEMENT_LABELS.newPost }));
    fireEvent.change(screen.getByLabelText(/^Content/), { target: { value: 'A quiz <img src=x onerror="window.pwned=1"><script>window.pwned=1</script> [x](javascript:alert(1))' } });
    fireEvent.change(screen.getByLabelText(`${BLOG_MANAGEMENT_LABELS.word} 1`), { target: { value: 'quiz' } });
    fireEvent.change(screen.getByLabelText(`${BLOG_MANAGEMENT_LABELS.url} 1`), { target: { value: '/blog/quiz-ideas' } });
    fireEvent.click(screen.getByRole('button', { name: BLOG_MANAGEMENT_LABELS.showPreview }));
    const preview = screen.getByRole('region', { name: BLOG_MANAGEMENT_LABELS.preview });
    expect(preview.querySelector('script')).toBeNull();
    expect(preview.innerHTML).not.toMatch(/onerror|javascript:/);
    expect(within(preview).getByRole('link', { name: 'quiz' }).getAttribute('href')).toBe('/blog/quiz-ideas');
    expect((window as unknown as { pwned?: number }).pwned).toBeUndefined();
  });

  it('When the slug is taken, then the toast is Failed to save blog post with the reason', async () => {
    setUp([{ method: 'PUT', path: '/api/blog/posts/1', reply: { status: 409, body: errorBody(CONTENT_ERRORS.blogSlugTaken.code, BLOG_MESSAGES.slugTaken) } }]);
    renderAt('/blog-management');
    await enter();
    fireEvent.click(screen.getByRole('button', { name: `${BLOG_MANAGEMENT_LABELS.edit} Published one` }));
    expect(screen.getByRole('heading', { name: BLOG_MANAGEMENT_LABELS.editHeading })).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Title/), { target: { value: 'Renamed' } });
    expect((screen.getByLabelText(BLOG_MANAGEMENT_LABELS.slug) as HTMLInputElement).value).toBe('published-one');
    fireEvent.click(screen.getByRole('button', { name: BLOG_MANAGEMENT_LABELS.update }));
    await waitFor(() => expect(toasts.toasts).toContainEqual({ title: BLOG_MESSAGES.saveFailed, description: BLOG_MESSAGES.slugTaken, variant: 'destructive' }));
    expect(screen.getByRole('heading', { name: BLOG_MANAGEMENT_LABELS.editHeading })).toBeTruthy();
  });

  it('When images are chosen, then one over 5 MB is refused on the spot, a good one is inserted as markdown, and a failure says Upload failed', async () => {
    let fail = false;
    setUp([{ method: 'POST', path: '/api/upload-image', reply: () => (fail ? { status: 400, body: errorBody(CONTENT_ERRORS.uploadUnsupportedType.code, UPLOAD_MESSAGES.unsupported) } : { status: 201, body: { imageUrl: '/api/uploads/0123456789abcdef0123456789abcdef.png' } }) }]);
    renderAt('/blog-management');
    await enter();
    fireEvent.click(screen.getByRole('button', { name: BLOG_MANAGEMENT_LABELS.newPost }));
    const input = screen.getByTestId('blog-image-input');
    const big = new File(['x'], 'big.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: LIMITS.imageMaxBytes + 1 });
    fireEvent.change(input, { target: { files: [big] } });
    await waitFor(() => expect(toasts.toasts).toContainEqual({ title: UPLOAD_MESSAGES.tooLargeTitle, description: UPLOAD_MESSAGES.tooLargeBody, variant: 'destructive' }));
    expect(callsTo('POST', '/api/upload-image')).toHaveLength(0);

    fireEvent.change(input, { target: { files: [new File(['png'], 'Cat photo.png', { type: 'image/png' })] } });
    await waitFor(() => expect((screen.getByLabelText(/^Content/) as HTMLTextAreaElement).value).toBe('![Cat photo](/api/uploads/0123456789abcdef0123456789abcdef.png)\n'));
    expect(callsTo('POST', '/api/upload-image')[0]?.headers.authorization).toBe('Bearer blog-token');
    expect(callsTo('POST', '/api/upload-image')[0]?.body).toBeInstanceOf(FormData);

    fail = true;
    fireEvent.change(input, { target: { files: [new File(['txt'], 'notes.png', { type: 'image/png' })] } });
    await waitFor(() => expect(toasts.toasts).toContainEqual({ title: UPLOAD_MESSAGES.failed, description: UPLOAD_MESSAGES.unsupported, variant: 'destructive' }));
  });

  it('When a post is deleted, then it asks first, and only a confirmed delete is sent', async () => {
    setUp([{ method: 'DELETE', path: '/api/blog/posts/2', reply: { status: 204 } }]);
    renderAt('/blog-management');
    await enter();
    const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    fireEvent.click(screen.getByRole('button', { name: `${BLOG_MANAGEMENT_LABELS.delete} Secret draft` }));
    expect(confirm).toHaveBeenCalledWith(BLOG_MESSAGES.confirmDelete('Secret draft'));
    expect(callsTo('DELETE', '/api/blog/posts/2')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: `${BLOG_MANAGEMENT_LABELS.delete} Secret draft` }));
    await waitFor(() => expect(callsTo('DELETE', '/api/blog/posts/2')).toHaveLength(1));
    await waitFor(() => expect(toasts.toasts.map((t) => t.title)).toContain(BLOG_MESSAGES.deleted));
  });

  it('When a delete fails, then the toast says Failed to delete blog post', async () => {
    setUp([{ method: 'DELETE', path: '/api/blog/posts/2', reply: { status: 500, body: errorBody(HTTP_ERRORS.internalError.code, 'boom') } }]);
    renderAt('/blog-management');
    await enter();
    jest.spyOn(window, 'confirm').mockReturnValue(true);
    fireEvent.click(screen.getByRole('button', { name: `${BLOG_MANAGEMENT_LABELS.delete} Secret draft` }));
    await waitFor(() => expect(toasts.toasts.map((t) => t.title)).toContain(BLOG_MESSAGES.deleteFailed));
  });

  it('When the stored token has expired, then the gate comes back and the token is gone', async () => {
    window.sessionStorage.setItem('blogManagementToken', 'old');
    setUp([{ path: '/api/blog/posts', reply: { status: 401, body: errorBody(CONTENT_ERRORS.authUnauthorized.code, ADMIN_MESSAGES.sessionExpired) } }]);
    renderAt('/blog-management');
    await screen.findByRole('button', { name: BLOG_MANAGEMENT_LABELS.access });
    expect(window.sessionStorage.getItem('blogManagementToken')).toBeNull();
    expect(toasts.toasts).toContainEqual({ title: ADMIN_MESSAGES.sessionExpired, variant: 'destructive' });
  });
});

describe('/blog-management failures', () => {
  it('When the server cannot be reached at the gate, then the toast says Failed to authenticate', async () => {
    mock = installFetchMock([]);
    networkDown.value = true;
    try {
      renderAt('/blog-management');
      fireEvent.change(screen.getByLabelText(BLOG_MANAGEMENT_LABELS.password), { target: { value: 'right' } });
      fireEvent.click(screen.getByRole('button', { name: BLOG_MANAGEMENT_LABELS.access }));
      await waitFor(() => expect(toasts.toasts.map((t) => t.title)).toContain(BLOG_MESSAGES.authFailed));
    } finally {
      networkDown.value = false;
    }
  });

  it('When the list cannot be loaded, then the toast says Failed to load blog posts and the page stays usable', async () => {
    window.sessionStorage.setItem('blogManagementToken', 'blog-token');
    setUp([{ path: '/api/blog/posts', reply: { status: 500, body: errorBody(HTTP_ERRORS.internalError.code, 'boom') } }]);
    renderAt('/blog-management');
    await waitFor(() => expect(toasts.toasts.map((t) => t.title)).toContain(BLOG_MESSAGES.loadFailed));
    expect(screen.getByRole('button', { name: BLOG_MANAGEMENT_LABELS.newPost })).toBeTruthy();
  });
});
