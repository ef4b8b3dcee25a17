import {
  MFE_AUTODRAFT_INTERACTIONS,
  httpExpectationsFor,
  replayExpectation,
  type ProviderStates,
  type SendRequest,
} from '@quizlink/contracts/consumer-contracts';
import { call } from '@quizlink/kit-http/testing';
import { startGenerationService, type Harness } from './generation-service.harness.ts';
import { prepareTestEnvironment } from './setup/test-environment.ts';

prepareTestEnvironment();

let h: Harness;
beforeAll(async () => {
  h = await startGenerationService('consumer_contracts');
});
afterAll(() => h.close());

const send: SendRequest = (request) => call(h.baseUrl, request.method, request.path, request.body, request.headers);

/** Each consumer interaction's set-up (the provider states): a fresh visitor needs none. */
const states: ProviderStates = {
  [MFE_AUTODRAFT_INTERACTIONS.usageStatus]: async () => ({}),
};

describe('the generation service against its consumers', () => {
  it.each(httpExpectationsFor('generation').map((e) => [`${e.consumer}: ${e.interaction}`, e] as const))(
    'When %s is replayed, then every field the consumer reads is there',
    async (_name, expectation) => {
      expect(await replayExpectation(expectation, states, send)).toEqual([]);
    },
  );
});
