import { ApiError } from '@quizlink/platform';
import { FakeXhr } from '../testing/fake-xhr.ts';
import { isAbort } from '@quizlink/platform';
import { postWithProgress } from './upload-request.ts';
import { DRAFT_ERRORS } from '@quizlink/contracts/draft';

describe('POST with upload progress', () => {
  let xhr: ReturnType<typeof FakeXhr.install>;
  beforeEach(() => {
    xhr = FakeXhr.install();
  });
  afterEach(() => xhr.restore());

  it('When a form is sent, then progress is reported as a fraction and the JSON answer resolves', async () => {
    const progress: number[] = [];
    const form = new FormData();
    const pending = postWithProgress<{ ok: boolean }>('/api/x', form, { onUploadProgress: (f) => progress.push(f) });
    const request = xhr.latest();
    expect(request).toMatchObject({ method: 'POST', url: '/api/x', withCredentials: true, body: form });
    request.progress(25, 100);
    request.progress(100, 100);
    request.respond(201, { ok: true });
    await expect(pending).resolves.toEqual({ ok: true });
    expect(progress).toEqual([0.25, 1, 1]);
  });

  it('When JSON is sent, then it goes with its content type', async () => {
    const pending = postWithProgress('/api/x', { a: 1 });
    const request = xhr.latest();
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.body).toBe('{"a":1}');
    request.respond(200, {});
    await pending;
  });

  it('When the server answers in the common error shape, then an ApiError carries its status, code and message', async () => {
    const pending = postWithProgress('/api/x', {});
    xhr.latest().respond(413, { error: { code: DRAFT_ERRORS.autoCreateFilesTooLarge.code, message: 'Each file must be 10MB or smaller.', requestId: 'r1' } });
    await expect(pending).rejects.toEqual(expect.objectContaining({ status: 413, code: DRAFT_ERRORS.autoCreateFilesTooLarge.code, message: 'Each file must be 10MB or smaller.' }));
    await expect(pending).rejects.toBeInstanceOf(ApiError);
  });

  it('When the signal aborts, then the request is aborted and the rejection is an AbortError', async () => {
    const controller = new AbortController();
    const pending = postWithProgress('/api/x', {}, { signal: controller.signal });
    controller.abort();
    const error = await pending.catch((e: unknown) => e);
    expect(isAbort(error)).toBe(true);
    expect(xhr.latest().aborted).toBe(true);
  });
});
