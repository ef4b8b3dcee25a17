import { MFE_ADMIN_INTERACTIONS, describeProviderContracts, type ProviderStates, type SendRequest } from '@quizlink/contracts/consumer-contracts';
import { SHORTLINK_API_PATHS } from '@quizlink/contracts/shortlink';
import { call } from '@quizlink/kit-http/testing';
import { PASSWORD, startShortlinkService, type Harness } from './shortlink.harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startShortlinkService('consumer-contracts');
});
afterAll(() => h.close());

const send: SendRequest = (request) => call(h.baseUrl, request.method, request.path, request.body, request.headers);
let nextLink = 0;
const link = () => ({ password: PASSWORD, short: `contract-${++nextLink}`, target: 'https://example.com/quiz/contract' });

/** Each consumer interaction's set-up, made through the service's own API (the provider states). */
const states: ProviderStates = {
  [MFE_ADMIN_INTERACTIONS.listShortlinks]: async () => {
    const created = await call(h.baseUrl, 'POST', SHORTLINK_API_PATHS.create, link());
    if (created.status !== 201) throw new Error(`shortlink creation failed: ${created.status} ${created.text}`);
    return { body: { password: PASSWORD } };
  },
  [MFE_ADMIN_INTERACTIONS.createShortlink]: async () => ({ body: link() }),
};

describeProviderContracts({ provider: 'shortlink', states, send }, { describe, it });
