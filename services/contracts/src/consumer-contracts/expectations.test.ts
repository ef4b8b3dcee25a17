import { API_ROUTES } from '../api-description/http-routes.ts';
import { INTERNAL_PATH_PREFIX } from '../http/service-credential.ts';
import { checkEventExample, checkHttpExample } from './check.ts';
import { documentedAnswerSchema } from './documented-answers.ts';
import { EVENT_EXPECTATIONS, HTTP_EXPECTATIONS } from './registry.ts';

const label = (e: { consumer: string }, name: string) => `${e.consumer}: ${name}`;

describe('consumer expectations against the shared schemas', () => {
  it.each(HTTP_EXPECTATIONS.map((e) => [label(e, e.interaction), e] as const))(
    'When %s is recorded, then its example is a valid answer that shows every relied-on field',
    (_name, expectation) => {
      expect(checkHttpExample(expectation)).toEqual([]);
    },
  );

  it.each(EVENT_EXPECTATIONS.map((e) => [label(e, e.type), e] as const))(
    'When %s is recorded, then its example is a valid event that shows every relied-on field',
    (_name, expectation) => {
      expect(checkEventExample(expectation)).toEqual([]);
    },
  );

  it.each(HTTP_EXPECTATIONS.filter((e) => !e.request.path.startsWith(INTERNAL_PATH_PREFIX)).map((e) => [label(e, e.interaction), e] as const))(
    'When %s is recorded, then the API description has its route and success status',
    (_name, expectation) => {
      const route = API_ROUTES.find((r) => r.method === expectation.request.method.toLowerCase() && r.path === expectation.request.path);
      expect(route && Object.keys(route.responses)).toContain(String(expectation.response.status));
    },
  );

  it('When an answer is not in the API description, then documentedAnswerSchema names the route', () => {
    expect(() => documentedAnswerSchema('GET', '/api/nowhere', 200)).toThrow('the API description declares no 200 answer with a body for GET /api/nowhere');
  });

  it('When two consumers share an interaction name with one provider, then they make the same request', () => {
    const byName = new Map<string, string>();
    for (const e of HTTP_EXPECTATIONS) {
      const key = `${e.provider}:${e.interaction}`;
      const request = `${e.request.method} ${e.request.path}`;
      expect(byName.get(key) ?? request).toBe(request);
      byName.set(key, request);
    }
  });
});
