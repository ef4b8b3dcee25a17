import {
  MFE_ADMIN_INTERACTIONS,
  checkHttpExample,
  mfeAdminExpectations,
  recordedAnswer,
  sentAsRecorded,
  type HttpExpectation,
} from '@quizlink/contracts/consumer-contracts';
import { adminApi } from './admin.api.ts';
import { blogApi } from './blog.api.ts';
import { shortlinksApi } from './shortlinks.api.ts';

const PASSWORD = 'shared-admin-password';
const TOKEN = 'signed-token-0123456789abcdef';

/** How this front end makes each recorded call; every client hands the parsed body on as it is. */
const clientCalls: Record<string, () => Promise<unknown>> = {
  [MFE_ADMIN_INTERACTIONS.listShortlinks]: () => shortlinksApi.list(PASSWORD),
  [MFE_ADMIN_INTERACTIONS.createShortlink]: () => shortlinksApi.create(PASSWORD, 'spring-quiz', 'https://quizlink.example/quiz/spring'),
  [MFE_ADMIN_INTERACTIONS.adminLogin]: () => adminApi.login({ username: 'ada', password: PASSWORD }),
  [MFE_ADMIN_INTERACTIONS.contactMessages]: () => adminApi.messages(TOKEN),
  [MFE_ADMIN_INTERACTIONS.blogLogin]: () => blogApi.authenticate(PASSWORD),
  [MFE_ADMIN_INTERACTIONS.blogPosts]: () => blogApi.list(TOKEN),
};

const fetchMock = jest.fn();
beforeEach(() => {
  fetchMock.mockReset();
  (globalThis as { fetch?: unknown }).fetch = fetchMock;
});

describe("mfe-admin's recorded expectations", () => {
  it.each(mfeAdminExpectations.map((e) => [e.interaction, e] as const))(
    'When "%s" is answered with the recorded example, then the client makes the recorded request and hands the fields on',
    async (interaction: string, expectation: HttpExpectation) => {
      expect(checkHttpExample(expectation)).toEqual([]);
      const call = clientCalls[interaction];
      if (!call) throw new Error(`no client call for the recorded interaction "${interaction}"`);
      fetchMock.mockResolvedValue(recordedAnswer(expectation));

      const received = await call();

      const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
      expect(sentAsRecorded(expectation, { method: init.method ?? 'GET', url })).toBe(true);
      expect(received).toEqual(expectation.response.example);
    },
  );
});
