import { API_ROUTE_TABLE } from '@quizlink/contracts/platform';

const segments = (path: string): string[] => path.split('/').filter(Boolean);
const patterns = API_ROUTE_TABLE.map(({ pattern }) => ({ pattern, parts: segments(pattern) }));

/**
 * The route label of a request the gateway proxies: the routing-table entry that sends it on
 * (`/api/quizzes`, `/api/questions/:id/verify`), so the gateway's RED metrics group API calls by
 * destination without ever using ids or tokens as label values. Undefined off the API.
 */
export function apiRouteLabel(req: { originalUrl?: string; url?: string }): string | undefined {
  const parts = segments((req.originalUrl ?? req.url ?? '').split('?')[0] ?? '');
  return patterns.find((entry) => entry.parts.length <= parts.length && entry.parts.every((seg, i) => seg.startsWith(':') || seg === parts[i]))?.pattern;
}
