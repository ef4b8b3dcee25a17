import { emptyQuestionDraft } from './question-draft.ts';
import { clearOpenQuestion, isBlankQuestion, loadOpenQuestion, saveOpenQuestion } from './open-question-storage.ts';

const KEY = 'quizlink_draft_open_question';
afterEach(() => window.localStorage.clear());

describe('the open question kept across a reload', () => {
  it('When a blank new question is saved, then nothing is stored (and an older one is cleared)', () => {
    window.localStorage.setItem(KEY, JSON.stringify({ text: 'old' }));
    saveOpenQuestion(emptyQuestionDraft(), null);
    expect(window.localStorage.getItem(KEY)).toBeNull();
    expect(isBlankQuestion(emptyQuestionDraft())).toBe(true);
  });

  it('When a typed question is saved, then it loads back; an edit index past the list becomes a new question', () => {
    const draft = { ...emptyQuestionDraft(), text: 'Half typed', optionEditor: { options: ['A1', '', '', ''], correctIndex: 2 } };
    saveOpenQuestion(draft, 3);
    expect(loadOpenQuestion(4)).toEqual({ draft: { ...draft, image: { file: null, previewUrl: null, savedUrl: null } }, editingIndex: 3 });
    expect(loadOpenQuestion(2)?.editingIndex).toBeNull();
    clearOpenQuestion();
    expect(loadOpenQuestion(4)).toBeNull();
  });

  it('When the stored value is not a question (tampered, too long, unsafe image), then it is ignored or cleaned', () => {
    window.localStorage.setItem(KEY, '{not json');
    expect(loadOpenQuestion(0)).toBeNull();
    window.localStorage.setItem(KEY, JSON.stringify({ text: 'x', type: 'poll', hint: '', options: ['', ''], correctIndex: 0, imageUrl: null, editingIndex: null }));
    expect(loadOpenQuestion(0)).toBeNull();
    window.localStorage.setItem(KEY, JSON.stringify({ text: 'x', type: 'open-ended', hint: '', options: ['', ''], correctIndex: 9, imageUrl: 'javascript:alert(1)', editingIndex: null }));
    const loaded = loadOpenQuestion(0);
    expect(loaded?.draft.image.savedUrl).toBeNull();
    expect(loaded?.draft.optionEditor.correctIndex).toBe(0);
  });
});
