import type { DraftQuestion } from '@quizlink/contracts/draft';
import { LIMITS, QUIZ_EXPERIENCE_MESSAGES, QUIZ_MESSAGES } from '@quizlink/contracts/quiz';
import type { SessionKey } from '@quizlink/platform';
import { editorTitle, resolveEditorMode } from './editor-mode.ts';
import { fromDraftQuestion, toDraftQuestion, toQuestionInput } from './editor-question.ts';
import { checkImageFile } from './image-rules.ts';
import { countNeedingReview, reviewProgress, reviewReducer, reviewedIndex } from './review-session.ts';

const draftQuestion = (text: string, needsReview = true): DraftQuestion => ({
  text,
  type: 'multiple-choice',
  options: ['A', 'B'],
  correctAnswers: ['A'],
  hint: null,
  source: { file: 'notes.pdf', location: 'page 2' },
  rubric: null,
  needsReview,
});

const reader = (values: Partial<Record<SessionKey, string>>) => (key: SessionKey) => values[key] ?? null;

describe('resolveEditorMode', () => {
  it('When nothing from Auto Draft is stored, then the editor is manual and nothing is stale', () => {
    expect(resolveEditorMode(reader({}))).toEqual({ mode: { kind: 'manual' }, staleKeys: [] });
  });

  it('When a draft session id exists without requires-review, then it is an AI draft whose questions carry no review flags', () => {
    const { mode } = resolveEditorMode(reader({ draftSessionId: 's-1', autoCreateMode: 'true', generatedQuestions: JSON.stringify([draftQuestion('Q1')]) }));
    expect(mode).toMatchObject({ kind: 'ai-draft', sessionFlow: true, review: false, questions: [{ text: 'Q1', needsReview: undefined }] });
  });

  it('When a draft session id exists with requires-review, then the questions keep their Needs Review flags', () => {
    const { mode } = resolveEditorMode(
      reader({ draftSessionId: 's-1', autoCreateMode: 'true', requiresReview: 'true', generatedQuestions: JSON.stringify([draftQuestion('Q1'), draftQuestion('Q2', false)]) }),
    );
    expect(mode).toMatchObject({ kind: 'ai-draft', sessionFlow: true, review: true, questions: [{ needsReview: true }, { needsReview: false }] });
  });

  it('When the older flow left auto-create, requires-review and questions, then it is an AI draft in review mode', () => {
    const { mode } = resolveEditorMode(
      reader({ autoCreateMode: 'true', requiresReview: 'true', generatedQuestions: JSON.stringify([draftQuestion('Q1')]), generationMetadata: JSON.stringify({ timeLimit: 600 }) }),
    );
    expect(mode).toMatchObject({ kind: 'ai-draft', sessionFlow: false, review: true, metadata: { timeLimit: 600, autoSubmit: true } });
  });

  it('When flags are left without questions, then they are stale and the editor is manual', () => {
    const result = resolveEditorMode(reader({ autoCreateMode: 'true', requiresReview: 'true', generatedQuestions: 'not json' }));
    expect(result.mode).toEqual({ kind: 'manual' });
    expect(result.staleKeys.toSorted()).toEqual(['autoCreateMode', 'generatedQuestions', 'requiresReview']);
  });
});

describe('editorTitle', () => {
  const ai = (sessionFlow: boolean, review: boolean) => ({ kind: 'ai-draft' as const, sessionFlow, review, questions: [], metadata: { title: null, language: null, difficulty: null, timeLimit: null, autoSubmit: true, usedFallback: false, topic: null } });

  it('When the mode changes, then the title is one of the four of the spec', () => {
    expect(editorTitle({ kind: 'manual' }, null)).toBe(QUIZ_EXPERIENCE_MESSAGES.createTitle);
    expect(editorTitle(ai(true, false), null)).toBe(QUIZ_EXPERIENCE_MESSAGES.draftTitle);
    expect(editorTitle(ai(false, true), null)).toBe(QUIZ_EXPERIENCE_MESSAGES.reviewTitle);
    expect(editorTitle(ai(false, true), { position: 2, total: 5 })).toBe('Review Question 2 of 5');
  });
});

describe('sequential review', () => {
  const questions = [fromDraftQuestion(draftQuestion('a')), fromDraftQuestion(draftQuestion('b', false)), fromDraftQuestion(draftQuestion('c'))];

  it('When review starts, then it walks only the questions that need review, in order', () => {
    let state = reviewReducer(null, { type: 'start', questions });
    expect(reviewedIndex(state)).toBe(0);
    expect(reviewProgress(state)).toEqual({ position: 1, total: 2 });
    state = reviewReducer(state, { type: 'next' });
    expect(reviewedIndex(state)).toBe(2);
    expect(reviewProgress(state)).toEqual({ position: 2, total: 2 });
    expect(reviewReducer(state, { type: 'next' })).toBeNull();
  });

  it('When nothing needs review or Finish Review is pressed, then there is no review session', () => {
    expect(reviewReducer(null, { type: 'start', questions: [questions[1]!] })).toBeNull();
    expect(reviewReducer(reviewReducer(null, { type: 'start', questions }), { type: 'finish' })).toBeNull();
    expect(countNeedingReview(questions)).toBe(2);
  });
});

describe('editor questions', () => {
  it('When a question is published, then review flags and sources are left out', () => {
    const question = { ...fromDraftQuestion(draftQuestion('a')), imageUrl: '/api/uploads/x.png' };
    expect(toQuestionInput(question, 3)).toEqual({ text: 'a', type: 'multiple-choice', options: ['A', 'B'], correctAnswers: ['A'], hint: null, imageUrl: '/api/uploads/x.png', order: 3 });
  });

  it('When an AI question is edited, then it goes back to the hand-off shape with its flag', () => {
    expect(toDraftQuestion({ ...fromDraftQuestion(draftQuestion('a')), needsReview: false })).toMatchObject({ text: 'a', needsReview: false, source: { file: 'notes.pdf' } });
  });
});

describe('checkImageFile', () => {
  it('When the image is 5 MB or more, then the spec toast refuses it; under 5 MB it passes', () => {
    expect(checkImageFile({ size: LIMITS.imageMaxBytes })).toEqual({ ok: false, title: QUIZ_MESSAGES.imageTooLargeTitle, description: QUIZ_MESSAGES.imageTooLargeBody });
    expect(checkImageFile({ size: LIMITS.imageMaxBytes - 1 })).toEqual({ ok: true });
  });
});
