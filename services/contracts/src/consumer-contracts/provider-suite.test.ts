import { pathMatchesRoute } from './consumer-side.ts';
import { describeProviderContracts, type TestRunner } from './provider-suite.ts';
import { httpExpectationsFor } from './registry.ts';
import { MFE_ADMIN_INTERACTIONS } from './expectations/mfe-admin.ts';

/** A runner that collects the declared tests instead of running them. */
function collecting(): TestRunner & { tests: Map<string, () => Promise<void>> } {
  const tests = new Map<string, () => Promise<void>>();
  return { tests, describe: (_name, body) => body(), it: (name, test) => void tests.set(name, test) };
}

describe('the provider suite', () => {
  it('When a provider answers every interaction as recorded, then one passing test is declared per interaction', async () => {
    const runner = collecting();
    const states = { [MFE_ADMIN_INTERACTIONS.listShortlinks]: async () => ({}), [MFE_ADMIN_INTERACTIONS.createShortlink]: async () => ({}) };
    // A stand-in provider that answers each route with its recorded example.
    const send = async (request: { path: string }) => {
      const recorded = httpExpectationsFor('shortlink').find((e) => pathMatchesRoute(e.request.path, request.path));
      return recorded ? { status: recorded.response.status, body: recorded.response.example } : { status: 404, body: null };
    };
    describeProviderContracts({ provider: 'shortlink', states, send }, runner);

    expect(runner.tests.size).toBe(httpExpectationsFor('shortlink').length + 1);
    for (const test of runner.tests.values()) await expect(test()).resolves.toBeUndefined();
  });

  it('When the provider drops a relied-on field or keeps a stale state, then the tests fail naming them', async () => {
    const runner = collecting();
    const states = {
      [MFE_ADMIN_INTERACTIONS.listShortlinks]: async () => ({}),
      [MFE_ADMIN_INTERACTIONS.createShortlink]: async () => ({}),
      'an interaction nobody records': async () => ({}),
    };
    describeProviderContracts({ provider: 'shortlink', states, send: async () => ({ status: 200, body: [{ short: 'x' }] }) }, runner);

    const outcomes = await Promise.all([...runner.tests.values()].map((test) => test().then(() => 'passed', (error: Error) => error.message)));
    expect(outcomes.join('\n')).toMatch(/relies on field "\[\]\.target", but the provider's \$\[0\]\.target is missing/);
    expect(outcomes.join('\n')).toMatch(/sets up "an interaction nobody records", which no consumer records any more/);
  });
});
