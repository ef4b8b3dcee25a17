import { local, session } from './browser-storage.ts';

beforeEach(() => {
  window.sessionStorage.clear();
  window.localStorage.clear();
});

afterEach(() => jest.restoreAllMocks());

describe('session', () => {
  test('When a user is set, then it is stored under userId, username and userName and read back', () => {
    session.setUser(42, 'Ana');

    expect(session.getUser()).toEqual({ id: 42, name: 'Ana' });
    expect(window.sessionStorage.getItem('userId')).toBe('42');
    expect(window.sessionStorage.getItem('username')).toBe('Ana');
    expect(window.sessionStorage.getItem('userName')).toBe('Ana');
  });

  test('When only the userName alias is stored, then the user is still found', () => {
    window.sessionStorage.setItem('userId', '5');
    window.sessionStorage.setItem('userName', 'Bo');

    expect(session.getUser()).toEqual({ id: 5, name: 'Bo' });
  });

  test('When the id is missing or not a positive integer, then there is no user', () => {
    window.sessionStorage.setItem('username', 'Ana');
    expect(session.getUser()).toBeNull();
    window.sessionStorage.setItem('userId', 'abc');
    expect(session.getUser()).toBeNull();
  });

  test('When a pending code and slug are stored, then both are returned until cleared', () => {
    session.setPendingCode('ABC123');
    session.setPendingSlug('ana-x1y20042');

    expect(session.getPendingQuiz()).toEqual({ code: 'ABC123', slug: 'ana-x1y20042' });
    session.clearPendingQuiz();
    expect(session.getPendingQuiz()).toEqual({});
  });

  test('When generic keys are used, then they read, write and remove', () => {
    session.set('draftSessionId', 's-1');
    expect(session.get('draftSessionId')).toBe('s-1');
    session.remove('draftSessionId');
    expect(session.get('draftSessionId')).toBeNull();
  });
});

describe('local', () => {
  test('When storage throws, then reads give null and writes are ignored', () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('denied');
    });
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('quota');
    });

    expect(() => local.set('creatorName', 'Ana')).not.toThrow();
    expect(local.get('creatorName')).toBeNull();
  });

  test('When a value is set and removed, then it round-trips', () => {
    local.set('creatorName', 'Ana');
    expect(local.get('creatorName')).toBe('Ana');
    local.remove('creatorName');
    expect(local.get('creatorName')).toBeNull();
  });
});
