import { SERVICE_CREDENTIAL_HEADER } from '@quizlink/contracts/http';
import { withServiceCredential } from './quiz-service.fetch.ts';

const TOKEN = 'attempt-unit-service-token-0123456789abcdef';

/** A fetch that records the headers of each request and answers 200. */
function recordingFetch() {
  const seen: Headers[] = [];
  const fetchImpl = (async (_input: string | URL | Request, init?: RequestInit) => {
    seen.push(new Headers(init?.headers));
    return new Response('{}', { status: 200 });
  }) as typeof fetch;
  return { seen, fetchImpl };
}

describe('withServiceCredential', () => {
  it('When a client calls the quiz service, then the credential goes along and its own headers and options stay', async () => {
    const { seen, fetchImpl } = recordingFetch();
    const signal = AbortSignal.timeout(5000);
    await withServiceCredential(fetchImpl, TOKEN)('http://quiz.test/internal/quizzes/1/answer-key', { headers: { accept: 'application/json', 'x-request-id': 'r-1' }, signal });
    expect(seen[0]!.get(SERVICE_CREDENTIAL_HEADER)).toBe(TOKEN);
    expect(seen[0]!.get('x-request-id')).toBe('r-1');
    expect(seen[0]!.get('accept')).toBe('application/json');
  });

  it('When a caller tries to send its own credential header, then the configured one replaces it', async () => {
    const { seen, fetchImpl } = recordingFetch();
    await withServiceCredential(fetchImpl, TOKEN)('http://quiz.test/internal/users/1', { headers: { [SERVICE_CREDENTIAL_HEADER]: 'forged' } });
    expect(seen[0]!.get(SERVICE_CREDENTIAL_HEADER)).toBe(TOKEN);
  });

  it('When no token is configured, then requests go out unchanged (and the quiz service refuses them)', async () => {
    const { seen, fetchImpl } = recordingFetch();
    await withServiceCredential(fetchImpl, undefined)('http://quiz.test/internal/users/1', { headers: { accept: 'application/json' } });
    expect(seen[0]!.has(SERVICE_CREDENTIAL_HEADER)).toBe(false);
  });
});
