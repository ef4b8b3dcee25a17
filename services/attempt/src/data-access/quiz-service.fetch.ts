import { SERVICE_CREDENTIAL_HEADER } from '@quizlink/contracts/http';

/**
 * The fetch every call to the quiz service's internal routes goes through (answer keys, users): it
 * adds the service credential (INTERNAL_SERVICE_TOKEN) to each request, in one place for every client.
 * Without a token the requests go out without it and the quiz service refuses them (401, a 503 here).
 */
export function withServiceCredential(fetchImpl: typeof fetch, token: string | undefined): typeof fetch {
  if (!token) return fetchImpl;
  return (input, init) => {
    const headers = new Headers(init?.headers);
    headers.set(SERVICE_CREDENTIAL_HEADER, token);
    return fetchImpl(input, { ...init, headers });
  };
}
