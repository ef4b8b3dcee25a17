import { createUser } from './create-user.ts';
import { session } from './browser-storage.ts';

const fetchMock = jest.fn();

beforeEach(() => {
  window.sessionStorage.clear();
  fetchMock.mockReset();
  (globalThis as { fetch?: unknown }).fetch = fetchMock;
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

describe('createUser', () => {
  test('When the server creates the user, then the trimmed name and id are stored in the session', async () => {
    fetchMock.mockResolvedValue({ ok: true, status: 201, statusText: 'Created', text: async () => '{"id":9}' });

    const user = await createUser('  Ana  ');

    expect(user).toEqual({ id: 9, name: 'Ana' });
    expect(session.getUser()).toEqual({ id: 9, name: 'Ana' });
    expect(JSON.parse(fetchMock.mock.calls[0][1].body)).toEqual({ username: 'Ana' });
    expect(fetchMock.mock.calls[0][0]).toBe('/api/users');
  });

  test('When the server fails, then the error propagates and nothing is stored', async () => {
    fetchMock.mockResolvedValue({ ok: false, status: 500, statusText: 'Error', text: async () => '' });

    await expect(createUser('Ana')).rejects.toMatchObject({ status: 500 });
    expect(session.getUser()).toBeNull();
  });

  test('When the answer has no valid id, then it is rejected and nothing is stored', async () => {
    fetchMock.mockResolvedValue({ ok: true, status: 201, statusText: 'Created', text: async () => '{"id":"x"}' });

    await expect(createUser('Ana')).rejects.toThrow(/expected number/);
    expect(session.getUser()).toBeNull();
  });
});
