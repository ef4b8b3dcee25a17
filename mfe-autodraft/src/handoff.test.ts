import { type DraftQuestion, generationMetadataSchema } from '@quizlink/contracts/draft';
import { handOffToEditor } from './handoff.ts';

const QUESTION: DraftQuestion = { text: 'Q?', type: 'open-ended', options: [], correctAnswers: [], hint: null, source: null, rubric: null, needsReview: false };
const METADATA = generationMetadataSchema.parse({ timeLimit: 14400 });
const keys = () => ['draftSessionId', 'autoCreateMode', 'requiresReview'].map((k) => window.sessionStorage.getItem(k));

afterEach(() => window.sessionStorage.clear());

describe('the hand-off to /create', () => {
  it('When the builder hands off a draft, then /create opens in AI-draft mode without review (no requiresReview)', () => {
    handOffToEditor('s-1', [QUESTION], METADATA, 'draft');
    expect(window.location.pathname).toBe('/create');
    expect(keys()).toEqual(['s-1', 'true', null]);
    expect(JSON.parse(window.sessionStorage.getItem('generatedQuestions')!)).toEqual([QUESTION]);
    expect(JSON.parse(window.sessionStorage.getItem('generationMetadata')!)).toMatchObject({ timeLimit: 14400 });
  });

  it('When Review & Edit hands off the generated questions, then /create must review them (requiresReview true)', () => {
    handOffToEditor('s-1', [{ ...QUESTION, needsReview: true }], METADATA, 'review');
    expect(keys()).toEqual(['s-1', 'true', 'true']);
  });

  it('When a review hand-off came first, then a later draft hand-off removes its requiresReview flag', () => {
    handOffToEditor('s-1', [QUESTION], METADATA, 'review');
    handOffToEditor('s-1', [QUESTION], METADATA, 'draft');
    expect(keys()).toEqual(['s-1', 'true', null]);
  });
});
