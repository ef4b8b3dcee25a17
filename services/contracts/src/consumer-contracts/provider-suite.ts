import { verifyPublishedEvent, type ContractViolation } from './check.ts';
import { replayExpectation, type ProviderStates, type SendRequest } from './provider-states.ts';
import { eventExpectationsFor, httpExpectationsFor } from './registry.ts';
import type { EventExpectation, Provider } from './types.ts';

/** The two functions of the test runner the suite needs (jest's or node:test's `describe` and `it`). */
export type TestRunner = {
  describe: (name: string, body: () => void) => void;
  it: (name: string, test: () => Promise<void>) => void;
};

/** What one provider's `test/consumer-contracts.test.ts` gives: how to set up each interaction and reach the service. */
export type ProviderSuite = {
  provider: Provider;
  states: ProviderStates;
  send: SendRequest;
  /**
   * The event types the provider publishes and, for one handler's expectation, how the test makes the
   * service publish such an event through its own API: resolves to the event as it was published.
   */
  events?: { types: ReadonlyArray<EventExpectation['type']>; published: (expectation: EventExpectation) => Promise<unknown> };
};

/** Fails the test with every violation, one a line (no assertion library needed). */
function assertNone(violations: ContractViolation[]): void {
  if (violations.length > 0) throw new Error(violations.join('\n'));
}

/**
 * Declares the provider's contract tests: each consumer's HTTP expectation of it is set up through its
 * provider state, replayed against the real service and verified; each handler's expectation of an event
 * it publishes is checked against an event it really published; and every provider state must still
 * belong to an interaction some consumer records (a stale one is set-up code nothing runs).
 */
export function describeProviderContracts(suite: ProviderSuite, { describe, it }: TestRunner): void {
  const expectations = httpExpectationsFor(suite.provider);
  describe(`the ${suite.provider} service against its consumers`, () => {
    for (const expectation of expectations) {
      it(`When ${expectation.consumer}: ${expectation.interaction} is replayed, then every field the consumer reads is there`, async () => {
        assertNone(await replayExpectation(expectation, suite.states, suite.send));
      });
    }

    const events = suite.events;
    if (events) {
      for (const expectation of eventExpectationsFor(events.types)) {
        it(`When the service publishes ${expectation.consumer}: ${expectation.type}, then every field the handler reads is there`, async () => {
          assertNone(verifyPublishedEvent(expectation, await events.published(expectation)));
        });
      }
    }

    it('When the provider states are listed, then each belongs to an interaction a consumer records', async () => {
      const recorded = new Set(expectations.map((e) => e.interaction));
      const stale = Object.keys(suite.states).filter((interaction) => !recorded.has(interaction));
      assertNone(stale.map((interaction) => `${suite.provider} sets up "${interaction}", which no consumer records any more: remove its state`));
    });
  });
}
