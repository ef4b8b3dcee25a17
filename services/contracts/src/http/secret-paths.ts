/**
 * Paths that carry a secret in the URL (the spec defines the dashboard link as /dashboard/{token}).
 * Logs must never hold those secrets: every access log passes URLs through `redactSecretsInUrl`.
 */
const SECRET_SEGMENT_AFTER: readonly string[] = ['/dashboard/'];

export const REDACTED_SEGMENT = '[redacted]';

/** `/api/quizzes/dashboard/abc?x=1` → `/api/quizzes/dashboard/[redacted]?x=1`. */
export function redactSecretsInUrl(url: string): string {
  let result = url;
  for (const marker of SECRET_SEGMENT_AFTER) {
    const at = result.indexOf(marker);
    if (at === -1) continue;
    const start = at + marker.length;
    const rest = result.slice(start);
    const end = rest.search(/[/?#]/);
    result = `${result.slice(0, start)}${REDACTED_SEGMENT}${end === -1 ? '' : rest.slice(end)}`;
  }
  return result;
}
