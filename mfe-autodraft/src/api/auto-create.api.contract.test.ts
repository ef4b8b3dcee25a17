import {
  MFE_AUTODRAFT_INTERACTIONS,
  checkHttpExample,
  mfeAutodraftExpectations,
  recordedAnswer,
  sentAsRecorded,
  sentBody,
  type HttpExpectation,
  type SentRequest,
} from '@quizlink/contracts/consumer-contracts';
import { initialFormValues, startFields } from '../pages/auto-draft/auto-draft-form.ts';
import { FakeXhr } from '../testing/fake-xhr.ts';
import { autoCreateApi, type StartDraftFields } from './auto-create.api.ts';

const SESSION_ID = '6b1f0e2a-9c3d-4e5f-8a7b-1c2d3e4f5a6b';
const recordedStart = mfeAutodraftExpectations.find((e) => e.interaction === MFE_AUTODRAFT_INTERACTIONS.startDraft)?.request.body?.example as StartDraftFields;
/** The form as the creator filled it in (the topic with spaces around it), sent through the page's startFields. */
const typed = {
  ...initialFormValues(),
  topicPrompt: `  ${recordedStart.topicPrompt} `,
  numberOfQuestions: '5',
  questionTypes: 'mcq' as const,
  timing: { type: 'total' as const, preset: 10, customMinutes: '10', autoSubmit: true },
};

/** How this front end makes each recorded call; the clients hand the parsed body on as it is. The start goes by XMLHttpRequest (upload progress). */
const clientCalls: Record<string, { call: () => Promise<unknown>; viaXhr?: true }> = {
  [MFE_AUTODRAFT_INTERACTIONS.usageStatus]: { call: () => autoCreateApi.usageStatus() },
  [MFE_AUTODRAFT_INTERACTIONS.startDraft]: { call: () => autoCreateApi.startDraft(startFields(typed, 'Ada'), [], {}), viaXhr: true },
  [MFE_AUTODRAFT_INTERACTIONS.draftStatus]: { call: () => autoCreateApi.draftStatus(SESSION_ID) },
  [MFE_AUTODRAFT_INTERACTIONS.draftQuestions]: { call: () => autoCreateApi.draftQuestions(SESSION_ID) },
  [MFE_AUTODRAFT_INTERACTIONS.suggestion]: { call: () => autoCreateApi.suggest(SESSION_ID, 'mcq') },
  [MFE_AUTODRAFT_INTERACTIONS.generateMore]: { call: () => autoCreateApi.generateMore(SESSION_ID, { questionType: 'mcq', count: 5, difficulty: 'medium' }) },
};

const fetchMock = jest.fn();
let xhr: ReturnType<typeof FakeXhr.install>;
beforeEach(() => {
  fetchMock.mockReset();
  (globalThis as { fetch?: unknown }).fetch = fetchMock;
  xhr = FakeXhr.install();
});
afterEach(() => xhr.restore());

/** Makes the call, answers it with the recorded example; resolves to what the client handed on and what it sent. */
async function answered(client: (typeof clientCalls)[string], expectation: HttpExpectation): Promise<{ received: unknown; sent: SentRequest }> {
  if (client.viaXhr) {
    const pending = client.call();
    const request = xhr.latest();
    request.respond(expectation.response.status, expectation.response.example);
    return { received: await pending, sent: { method: request.method, url: request.url, body: sentBody(request.body) } };
  }
  fetchMock.mockResolvedValue(recordedAnswer(expectation));
  const received = await client.call();
  const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
  return { received, sent: { method: init.method ?? 'GET', url, body: sentBody(init.body) } };
}

describe("mfe-autodraft's recorded expectations", () => {
  it.each(mfeAutodraftExpectations.map((e) => [e.interaction, e] as const))(
    'When "%s" is answered with the recorded example, then the client makes the recorded request and hands the fields on',
    async (interaction: string, expectation: HttpExpectation) => {
      expect(checkHttpExample(expectation)).toEqual([]);
      const client = clientCalls[interaction];
      if (!client) throw new Error(`no client call for the recorded interaction "${interaction}"`);

      const { received, sent } = await answered(client, expectation);

      expect(sentAsRecorded(expectation, sent)).toBe(true);
      expect(received).toEqual(expectation.response.example);
    },
  );
});
