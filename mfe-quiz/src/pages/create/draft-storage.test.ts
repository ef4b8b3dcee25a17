import { clearManualDraft, loadManualDraft, saveManualDraft } from './draft-storage.ts';
import { timingFromMetadata } from './publish-request.ts';

afterEach(() => window.localStorage.clear());

const question = { text: 'Why?', type: 'open-ended' as const, options: [], correctAnswers: [], hint: null, imageUrl: null };

describe('manual draft storage', () => {
  it('When a draft is saved, then it comes back with the spec keys and metadata', () => {
    saveManualDraft([question], 'Ana', { type: 'total', minutes: '12', autoSubmit: false }, 1234);
    expect(JSON.parse(window.localStorage.getItem('quizlink_draft_metadata')!)).toEqual({ source: 'manual', timestamp: 1234, creatorName: 'Ana', timing: { type: 'total', minutes: '12', autoSubmit: false } });
    expect(loadManualDraft()).toEqual({ questions: [question], metadata: { source: 'manual', timestamp: 1234, creatorName: 'Ana', timing: { type: 'total', minutes: '12', autoSubmit: false } } });
  });

  it('When the draft is empty, then the keys are cleared instead of saved', () => {
    saveManualDraft([question], 'Ana', { type: 'none', minutes: '10', autoSubmit: true });
    saveManualDraft([], 'Ana', { type: 'none', minutes: '10', autoSubmit: true });
    expect(window.localStorage.getItem('quizlink_draft_questions')).toBeNull();
    expect(window.localStorage.getItem('quizlink_draft_metadata')).toBeNull();
  });

  it('When the stored draft is not manual or does not parse, then nothing is restored', () => {
    window.localStorage.setItem('quizlink_draft_questions', '[{"text":""}]');
    window.localStorage.setItem('quizlink_draft_metadata', '{"source":"manual"}');
    expect(loadManualDraft()).toBeNull();
    window.localStorage.setItem('quizlink_draft_questions', JSON.stringify([question]));
    window.localStorage.setItem('quizlink_draft_metadata', '{"source":"ai"}');
    expect(loadManualDraft()).toBeNull();
    clearManualDraft();
    expect(loadManualDraft()).toBeNull();
  });
});

describe('timingFromMetadata', () => {
  it('When Auto Draft suggested a limit in seconds, then the editor gets total timing in minutes', () => {
    expect(timingFromMetadata({ timeLimit: 1200, autoSubmit: false })).toEqual({ type: 'total', minutes: '20', autoSubmit: false });
  });

  it('When there is no limit, then the editor starts untimed with the default minutes', () => {
    expect(timingFromMetadata({ timeLimit: null, autoSubmit: true })).toEqual({ type: 'none', minutes: '10', autoSubmit: true });
  });
});
