import {
  MFE_AUTODRAFT_INTERACTIONS,
  checkHttpExample,
  mfeAutodraftExpectations,
  recordedAnswer,
  sentAsRecorded,
  type HttpExpectation,
} from '@quizlink/contracts/consumer-contracts';
import { autoCreateApi } from './auto-create.api.ts';

/** How this front end makes each recorded call; the client hands the parsed body on as it is. */
const clientCalls: Record<string, () => Promise<unknown>> = {
  [MFE_AUTODRAFT_INTERACTIONS.usageStatus]: () => autoCreateApi.usageStatus(),
};

const fetchMock = jest.fn();
beforeEach(() => {
  fetchMock.mockReset();
  (globalThis as { fetch?: unknown }).fetch = fetchMock;
});

describe("mfe-autodraft's recorded expectations", () => {
  it.each(mfeAutodraftExpectations.map((e) => [e.interaction, e] as const))(
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
