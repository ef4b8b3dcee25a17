import { ATTEMPT_SECRETS_KEPT, ATTEMPT_SECRETS_KEY, attemptSecretOf, rememberAttemptSecret } from './attempt-secrets.ts';

describe('attempt secrets in the browser', () => {
  beforeEach(() => window.localStorage.clear());

  it('When a secret is remembered, then it is found by its attempt id in localStorage (it survives reloads)', () => {
    rememberAttemptSecret('a-1', 'secret-1');
    rememberAttemptSecret('a-2', 'secret-2');
    expect(attemptSecretOf('a-1')).toBe('secret-1');
    expect(attemptSecretOf('a-2')).toBe('secret-2');
    expect(window.localStorage.getItem(ATTEMPT_SECRETS_KEY)).toContain('secret-1');
    expect(attemptSecretOf('a-3')).toBeNull();
  });

  it('When the same attempt gets a new secret (a replayed submission), then the new one replaces the old', () => {
    rememberAttemptSecret('a-1', 'old');
    rememberAttemptSecret('a-1', 'new');
    expect(attemptSecretOf('a-1')).toBe('new');
  });

  it('When more attempts than are kept were submitted, then the oldest secrets are dropped', () => {
    for (let i = 0; i <= ATTEMPT_SECRETS_KEPT; i += 1) rememberAttemptSecret(`a-${i}`, `s-${i}`);
    expect(attemptSecretOf('a-0')).toBeNull();
    expect(attemptSecretOf(`a-${ATTEMPT_SECRETS_KEPT}`)).toBe(`s-${ATTEMPT_SECRETS_KEPT}`);
  });

  it('When the stored value is garbage, then nothing is found and remembering still works', () => {
    window.localStorage.setItem(ATTEMPT_SECRETS_KEY, '{not json');
    expect(attemptSecretOf('a-1')).toBeNull();
    rememberAttemptSecret('a-1', 's');
    expect(attemptSecretOf('a-1')).toBe('s');
  });
});
