import { api, ApiError, HTTP_ERROR_CODE } from './api-client.ts';
import { QUIZ_ERRORS } from '@quizlink/contracts/quiz';

type FakeResponse = { ok: boolean; status: number; statusText: string; text: () => Promise<string> };

const respond = (status: number, body: string, statusText = ''): FakeResponse => ({
  ok: status >= 200 && status < 300,
  status,
  statusText,
  text: () => Promise.resolve(body),
});

const fetchMock = jest.fn<Promise<FakeResponse>, [string, RequestInit]>();

beforeEach(() => {
  fetchMock.mockReset();
  (globalThis as { fetch?: unknown }).fetch = fetchMock;
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

describe('api client', () => {
  test('When posting a body, then it sends JSON with credentials and returns the parsed answer', async () => {
    fetchMock.mockResolvedValue(respond(201, '{"id":7}'));

    const result = await api.post<{ id: number }>('/api/users', { username: 'Ana' });

    expect(result).toEqual({ id: 7 });
    const [path, init] = fetchMock.mock.calls[0]!;
    expect(path).toBe('/api/users');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('include');
    expect(init.body).toBe('{"username":"Ana"}');
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  test('When the server answers with the common error shape, then an ApiError carries its code, message and request id', async () => {
    const body = JSON.stringify({ error: { code: QUIZ_ERRORS.quizNotFound.code, message: 'Quiz Not Found', requestId: 'r-1' } });
    fetchMock.mockResolvedValue(respond(404, body, 'Not Found'));

    const error = await api.get('/api/quizzes/code/ABC123').catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, code: QUIZ_ERRORS.quizNotFound.code, message: 'Quiz Not Found', requestId: 'r-1' });
  });

  test('When the error body is not our shape, then the message is "status: text"', async () => {
    fetchMock.mockResolvedValue(respond(502, 'Bad Gateway page', 'Bad Gateway'));

    await expect(api.get('/api/quizzes/1')).rejects.toMatchObject({
      status: 502,
      code: HTTP_ERROR_CODE,
      message: '502: Bad Gateway page',
    });
  });

  test('When the error body is empty, then the message falls back to the status text', async () => {
    fetchMock.mockResolvedValue(respond(500, '', 'Internal Server Error'));

    await expect(api.del('/api/blog/posts/3')).rejects.toMatchObject({ message: '500: Internal Server Error' });
  });

  test('When the answer has no body, then the result is undefined', async () => {
    fetchMock.mockResolvedValue(respond(204, ''));

    await expect(api.del('/api/blog/posts/3')).resolves.toBeUndefined();
    expect(fetchMock.mock.calls[0]![1].method).toBe('DELETE');
  });

  test('When the body is FormData, then it is sent as is without a JSON content type', async () => {
    fetchMock.mockResolvedValue(respond(200, '{"imageUrl":"/api/uploads/a.png"}'));
    const form = new FormData();
    form.append('image', 'x');

    await api.post('/api/upload-image', form);

    const init = fetchMock.mock.calls[0]![1];
    expect(init.body).toBe(form);
    expect((init.headers as Record<string, string>)['Content-Type']).toBeUndefined();
  });

  test('When a signal and headers are given, then they reach fetch', async () => {
    fetchMock.mockResolvedValue(respond(200, '[]'));
    const controller = new AbortController();

    await api.get('/api/blog/posts', { signal: controller.signal, headers: { Authorization: 'Bearer t' } });

    const init = fetchMock.mock.calls[0]![1];
    expect(init.signal).toBe(controller.signal);
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer t');
  });
});
