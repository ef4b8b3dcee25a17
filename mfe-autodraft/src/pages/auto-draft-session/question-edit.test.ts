import { AUTO_DRAFT_MESSAGES } from '@quizlink/contracts/draft';
import { QUIZ_MESSAGES } from '@quizlink/contracts/quiz';
import { suggestion } from '../../testing/fixtures.ts';
import { addOption, draftFromSuggestion, draftQuestionFromEdit, editProblem, emptyDraft, removeOption } from './question-edit.ts';

describe('the edit card’s question', () => {
  it('When a suggestion is used, then its text, options, correct option, rubric and source are copied', () => {
    const draft = draftFromSuggestion({ ...suggestion('q'), questionData: { ...suggestion('q').questionData, correctAnswers: ['Venus'] } });
    expect(draft).toMatchObject({ originId: 'q', type: 'mcq', options: ['Mercury', 'Venus', 'Mars'], correctIndex: 1, source: { file: 'lesson.pdf', location: 'page 1' } });
    expect(draftFromSuggestion(suggestion('e', 'essay'))).toMatchObject({ type: 'essay', options: [], rubric: 'Mentions the Sun.' });
  });

  it('When options are removed, then the correct index follows the spec (reset when removed, shifted when earlier) and 2–8 stay', () => {
    const draft = { ...emptyDraft('mcq'), options: ['a', 'b', 'c', 'd'], correctIndex: 2 };
    expect(removeOption(draft, 2).correctIndex).toBe(0);
    expect(removeOption(draft, 0).correctIndex).toBe(1);
    expect(removeOption({ ...draft, options: ['a', 'b'] }, 0).options).toEqual(['a', 'b']);
    const eight = { ...draft, options: Array.from({ length: 8 }, (_, i) => `o${i}`) };
    expect(addOption(eight).options).toHaveLength(8);
    expect(addOption(draft).options).toHaveLength(5);
  });

  it('When checked, then empty text, too few options and a bad correct option are refused with the spec’s messages', () => {
    expect(editProblem(emptyDraft('mcq'))?.title).toBe(AUTO_DRAFT_MESSAGES.questionRequiredTitle);
    expect(editProblem({ ...emptyDraft('mcq'), questionText: 'Q', options: ['a', '', '', ''] })?.title).toBe(QUIZ_MESSAGES.optionsRequired);
    expect(editProblem({ ...emptyDraft('mcq'), questionText: 'Q', options: ['a', 'b', '', ''], correctIndex: 3 })?.title).toBe(QUIZ_MESSAGES.correctOptionRequired);
    expect(editProblem({ ...emptyDraft('essay'), questionText: 'Explain.' })).toBeNull();
  });

  it('When a question is added, then it becomes the editor’s draft question with blank options dropped, not flagged Needs Review', () => {
    const q = draftQuestionFromEdit({ ...emptyDraft('mcq'), questionText: ' Q? ', options: ['a', '', 'b', ''], correctIndex: 2 });
    expect(q).toEqual({ text: 'Q?', type: 'multiple-choice', options: ['a', 'b'], correctAnswers: ['b'], hint: null, source: null, rubric: null, needsReview: false });
  });
});
