import { errorBody, installFetchMock, networkDown } from './mock-fetch.ts';
import { HTTP_ERRORS } from '@quizlink/contracts/errors';

describe('installFetchMock', () => {
  afterEach(() => {
    networkDown.value = false;
  });

  test('When a call matches a route, then it gets that reply and is recorded with lower-cased headers, JSON body and keepalive', async () => {
    const mock = installFetchMock([{ method: 'POST', path: /^\/api\/items\/\d+$/, reply: (call) => ({ status: 201, body: { echoed: call.body } }) }]);
    try {
      const res = await fetch('/api/items/7', { method: 'post', headers: { 'X-Token': 't' }, body: JSON.stringify({ a: 1 }), keepalive: true });
      expect(res.status).toBe(201);
      expect(JSON.parse(await res.text())).toEqual({ echoed: { a: 1 } });
      expect(mock.calls).toEqual([{ method: 'POST', path: '/api/items/7', headers: { 'x-token': 't' }, body: { a: 1 }, keepalive: true }]);
    } finally {
      mock.restore();
    }
  });

  test('When no route matches, then the call gets the API 404 in the common error shape', async () => {
    const mock = installFetchMock([{ path: '/api/other', reply: { body: {} } }]);
    try {
      const res = await fetch('/api/missing');
      expect(res.ok).toBe(false);
      expect(JSON.parse(await res.text())).toEqual(errorBody(HTTP_ERRORS.routeNotFound.code, 'No mock for GET /api/missing'));
    } finally {
      mock.restore();
    }
  });

  test('When the body is FormData, then the call keeps it as sent', async () => {
    const mock = installFetchMock([{ method: 'POST', path: '/api/upload', reply: { status: 204 } }]);
    try {
      const form = new FormData();
      form.append('file', 'x');
      const res = await fetch('/api/upload', { method: 'POST', body: form });
      expect(await res.text()).toBe('');
      expect(mock.calls[0]?.body).toBe(form);
    } finally {
      mock.restore();
    }
  });

  test('When the network is down, then fetch rejects like a browser offline and restore brings the original back', async () => {
    const original = globalThis.fetch;
    const mock = installFetchMock([{ path: '/api/x', reply: { body: {} } }]);
    networkDown.value = true;
    await expect(fetch('/api/x')).rejects.toThrow(TypeError);
    expect(mock.calls).toHaveLength(1);
    mock.restore();
    expect(globalThis.fetch).toBe(original);
  });
});
