import { AUTO_CREATE_PATHS, type SuggestionType } from '@quizlink/contracts/draft';
import { MFE_AUTODRAFT_INTERACTIONS, describeProviderContracts, type ProviderStates, type SendRequest } from '@quizlink/contracts/consumer-contracts';
import { call } from '@quizlink/kit-http/testing';
import { fixture } from './fixtures/fixture-files.ts';
import { SETTINGS, form, startGenerationService, waitForStatus, type Harness } from './generation-service.harness.ts';
import { prepareTestEnvironment } from './setup/test-environment.ts';

prepareTestEnvironment();

let h: Harness;
beforeAll(async () => {
  h = await startGenerationService('consumer_contracts');
});
afterAll(() => h.close());

const send: SendRequest = (request) => call(h.baseUrl, request.method, request.path, request.body, request.headers);

const SUGGESTED_TYPE: SuggestionType = 'mcq';
let finished: Promise<string> | undefined;

/** One draft of multiple-choice questions from a document, started through the API and waited for: shared by the reads of a draft. */
function finishedDraft(): Promise<string> {
  finished ??= (async () => {
    const started = await call(h.baseUrl, 'POST', AUTO_CREATE_PATHS.startDraftSession, form([fixture('docx')], { numberOfQuestions: '5', questionTypes: SUGGESTED_TYPE, settings: SETTINGS }));
    if (started.status !== 201) throw new Error(`the draft did not start: ${started.status} ${started.text}`);
    const sessionId = started.body.data.sessionId as string;
    const status = await waitForStatus(h.baseUrl, sessionId);
    if (status.status !== 'ready') throw new Error(`the draft ended ${status.status}: ${status.error}`);
    return sessionId;
  })();
  return finished;
}

const ofFinishedDraft = async () => ({ params: { sessionId: await finishedDraft() } });

/** Each consumer interaction's set-up (the provider states); start and generate-more send the recorded body. */
const states: ProviderStates = {
  [MFE_AUTODRAFT_INTERACTIONS.usageStatus]: async () => ({}),
  [MFE_AUTODRAFT_INTERACTIONS.startDraft]: async () => ({}),
  [MFE_AUTODRAFT_INTERACTIONS.draftStatus]: ofFinishedDraft,
  [MFE_AUTODRAFT_INTERACTIONS.draftQuestions]: ofFinishedDraft,
  [MFE_AUTODRAFT_INTERACTIONS.suggestion]: async () => ({ ...(await ofFinishedDraft()), query: { questionType: SUGGESTED_TYPE } }),
  [MFE_AUTODRAFT_INTERACTIONS.generateMore]: ofFinishedDraft,
};

describeProviderContracts({ provider: 'generation', states, send }, { describe, it });
