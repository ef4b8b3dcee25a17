import { QUIZ_MESSAGES } from '@quizlink/contracts/quiz';
import { checkQuestionDraft, draftFromQuestion, emptyQuestionDraft, noImage, type QuestionDraft } from './question-draft.ts';

const mc = (text: string, options: string[], correctIndex: number, hint = ''): QuestionDraft => ({
  text,
  type: 'multiple-choice',
  hint,
  optionEditor: { options, correctIndex },
  image: noImage(),
});

describe('checkQuestionDraft', () => {
  it('When the question text is blank, then it asks for a question', () => {
    expect(checkQuestionDraft(mc('   ', ['a', 'b'], 0))).toEqual({ ok: false, message: QUIZ_MESSAGES.questionTextRequired });
  });

  it('When fewer than 2 options are filled, then it asks for at least 2 options', () => {
    expect(checkQuestionDraft(mc('Q?', ['a', ' ', '', ''], 0))).toEqual({ ok: false, message: QUIZ_MESSAGES.optionsRequired });
  });

  it('When the selected correct option is empty, then it asks for a valid correct answer', () => {
    expect(checkQuestionDraft(mc('Q?', ['a', 'b', '', ''], 3))).toEqual({
      ok: false,
      message: QUIZ_MESSAGES.correctOptionRequired,
    });
  });

  it('When two options are the same, then the shared schema refuses it', () => {
    const result = checkQuestionDraft(mc('Q?', ['same', 'same'], 0));
    expect(result.ok).toBe(false);
  });

  it('When a multiple-choice draft is valid, then empty slots are dropped and the correct text is kept', () => {
    expect(checkQuestionDraft(mc(' Best colour? ', [' red ', '', 'blue', ''], 2, ' think sky '))).toEqual({
      ok: true,
      question: {
        text: 'Best colour?',
        type: 'multiple-choice',
        options: ['red', 'blue'],
        correctAnswers: ['blue'],
        hint: 'think sky',
        imageUrl: null,
      },
    });
  });

  it('When an open-ended draft has text, then it carries no options or answers', () => {
    const draft: QuestionDraft = { ...emptyQuestionDraft(), text: 'Why?', type: 'open-ended' };
    expect(checkQuestionDraft(draft)).toEqual({
      ok: true,
      question: { text: 'Why?', type: 'open-ended', options: [], correctAnswers: [], hint: null, imageUrl: null },
    });
  });
});

describe('draftFromQuestion', () => {
  it('When an added question is edited, then its options and correct option come back', () => {
    const draft = draftFromQuestion({ text: 'Q', type: 'multiple-choice', options: ['a', 'b', 'c'], correctAnswers: ['c'], hint: null });
    expect(draft).toEqual(mc('Q', ['a', 'b', 'c'], 2));
  });

  it('When an open-ended question is edited, then the option editor starts with the default slots', () => {
    const draft = draftFromQuestion({ text: 'Q', type: 'open-ended', hint: 'h' });
    expect(draft.optionEditor.options).toHaveLength(4);
    expect(draft.hint).toBe('h');
  });
});

describe('images on a question', () => {
  it('When a saved image is on the draft, then the checked question carries its URL', () => {
    const draft: QuestionDraft = { ...emptyQuestionDraft(), text: 'Who?', type: 'open-ended', image: { ...noImage(), savedUrl: '/api/uploads/a.png' } };
    expect(checkQuestionDraft(draft)).toMatchObject({ ok: true, question: { imageUrl: '/api/uploads/a.png' } });
  });

  it('When a question with an image is edited, then the draft keeps the uploaded URL and no new file', () => {
    const draft = draftFromQuestion({ text: 'Q', type: 'open-ended', imageUrl: '/api/uploads/b.gif' });
    expect(draft.image).toEqual({ file: null, previewUrl: null, savedUrl: '/api/uploads/b.gif' });
  });
});
