import { checkEventExample, checkHttpExample } from './check.ts';
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
