import { REDACTED_SEGMENT, redactSecretsInUrl } from './secret-paths.ts';

describe('redactSecretsInUrl', () => {
  test('When a URL carries a dashboard token, then the token is replaced and the rest kept', () => {
    expect(redactSecretsInUrl('/api/quizzes/dashboard/AbC-123_x?t=1')).toBe(`/api/quizzes/dashboard/${REDACTED_SEGMENT}?t=1`);
    expect(redactSecretsInUrl('/dashboard/AbC-123_x')).toBe(`/dashboard/${REDACTED_SEGMENT}`);
    expect(redactSecretsInUrl('/api/quizzes/dashboard/tok/stream')).toBe(`/api/quizzes/dashboard/${REDACTED_SEGMENT}/stream`);
  });

  test('When a URL carries no secret, then it is unchanged', () => {
    expect(redactSecretsInUrl('/api/quizzes/12/questions?x=dashboard')).toBe('/api/quizzes/12/questions?x=dashboard');
  });
});
