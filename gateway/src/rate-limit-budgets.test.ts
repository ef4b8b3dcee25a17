import { RATE_LIMIT_GROUPS, RATE_LIMIT_VARIABLES, rateLimitGroupOf, uniformRateLimitEnv } from './rate-limit-budgets.ts';

describe('rateLimitGroupOf', () => {
  test('When a request only reads, then it counts as a read whatever the service', () => {
    for (const method of ['GET', 'HEAD', 'OPTIONS', 'get']) expect(rateLimitGroupOf(method, '/api/auto-create/usage')).toBe('read');
    expect(rateLimitGroupOf('GET', '/api/quizzes/7/attempts/live')).toBe('read');
  });

  test('When a request writes, then the service that answers the path picks its group', () => {
    expect(rateLimitGroupOf('POST', '/api/quizzes')).toBe('write');
    expect(rateLimitGroupOf('POST', '/api/quiz-attempts/starts')).toBe('write');
    expect(rateLimitGroupOf('PUT', '/api/questions/3')).toBe('write');
    expect(rateLimitGroupOf('POST', '/api/auto-create/start-draft-session')).toBe('generation');
    expect(rateLimitGroupOf('POST', '/api/contact')).toBe('content');
    expect(rateLimitGroupOf('DELETE', '/api/short/abc')).toBe('content');
  });

  test('When a write goes to a path no service answers, then it still counts (as a write)', () => {
    expect(rateLimitGroupOf('POST', '/api/nothing-here')).toBe('write');
  });
});

describe('uniformRateLimitEnv', () => {
  test('When a test stack asks for one budget, then every group\'s variable carries it', () => {
    const env = uniformRateLimitEnv(600);
    expect(Object.keys(env).sort()).toEqual(RATE_LIMIT_GROUPS.map((group) => RATE_LIMIT_VARIABLES[group]).sort());
    expect(new Set(Object.values(env))).toEqual(new Set(['600']));
  });
});
