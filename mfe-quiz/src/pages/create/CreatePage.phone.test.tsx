import { act, fireEvent, screen, within } from '@testing-library/react';
import { AUTO_DRAFT_MESSAGES, questionAddedText } from '@quizlink/contracts/draft';
import { POLISH_MESSAGES, questionUpdatedText } from '@quizlink/contracts/quiz';
import { collectToasts, renderAt, signIn } from '../../testing/render-at.tsx';

/** Issue 13, item 6: the editor on a phone (focus after Edit, confirmations, icon buttons, the open form kept). */
afterEach(() => {
  jest.restoreAllMocks();
  window.sessionStorage.clear();
  window.localStorage.clear();
});

/** The form's own confirmation line (the page has other status regions, e.g. the draft notice). */
const formStatus = () => screen.getAllByRole('status').find((el) => el.classList.contains('ql-form-status'));

function typeQuestion(text: string, options: string[]) {
  fireEvent.change(screen.getByLabelText('Question'), { target: { value: text } });
  options.forEach((option, i) => fireEvent.change(screen.getByLabelText(`Option ${String.fromCharCode(65 + i)}`), { target: { value: option } }));
}

describe('the editor on a phone', () => {
  it('When a question is added or updated, then a polite status line confirms it', () => {
    signIn(7, 'Ana');
    renderAt('/create');
    typeQuestion('Favourite colour?', ['Red', 'Blue']);
    fireEvent.click(screen.getByRole('button', { name: 'Add Question' }));
    expect(formStatus()?.textContent).toBe(`${AUTO_DRAFT_MESSAGES.questionAddedTitle}. ${questionAddedText(1)}`);

    fireEvent.click(screen.getByRole('button', { name: 'Edit question 1' }));
    expect(formStatus()?.textContent).toBe('');
    fireEvent.change(screen.getByLabelText('Question'), { target: { value: 'Favourite colour of all?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update Question' }));
    expect(formStatus()?.textContent).toBe(questionUpdatedText(1));
  });

  it('When Edit is pressed, then the form is scrolled into view and its question text gets the focus', () => {
    signIn(7, 'Ana');
    const scrolled = jest.fn();
    Element.prototype.scrollIntoView = scrolled;
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      callback(0);
      return 0;
    });
    renderAt('/create');
    typeQuestion('Where was I born?', ['Lisbon', 'Paris']);
    fireEvent.click(screen.getByRole('button', { name: 'Add Question' }));
    act(() => screen.getByRole('button', { name: 'Edit question 1' }).click());

    expect(document.activeElement).toBe(screen.getByLabelText('Question'));
    expect((screen.getByLabelText('Question') as HTMLTextAreaElement).value).toBe('Where was I born?');
    expect(scrolled).toHaveBeenCalledWith(expect.objectContaining({ block: 'start' }));
  });

  it('When there are more than two options, then each Remove is an icon button named for its option', () => {
    signIn(7, 'Ana');
    renderAt('/create');
    const remove = screen.getByRole('button', { name: 'Remove option C' });
    expect(remove.textContent).toBe('');
    expect(remove.querySelector('svg')).toBeTruthy();
  });

  it('When a half-typed question is left by a reload, then it comes back in the form with the draft notice', () => {
    signIn(7, 'Ana');
    const first = renderAt('/create');
    typeQuestion('What is my favourite', ['Tea', '']);
    fireEvent.click(screen.getByLabelText('Option B is the correct answer'));
    first.unmount();

    renderAt('/create');
    expect((screen.getByLabelText('Question') as HTMLTextAreaElement).value).toBe('What is my favourite');
    expect((screen.getByLabelText('Option A') as HTMLTextAreaElement).value).toBe('Tea');
    expect((screen.getByLabelText('Option B is the correct answer') as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('Your draft was restored.')).toBeTruthy();
  });

  it('When a question being edited is left by a reload, then it comes back as that edit; once saved, nothing is kept', () => {
    signIn(7, 'Ana');
    const first = renderAt('/create');
    typeQuestion('Pet?', ['Cat', 'Dog']);
    fireEvent.click(screen.getByRole('button', { name: 'Add Question' }));
    fireEvent.click(screen.getByRole('button', { name: 'Edit question 1' }));
    fireEvent.change(screen.getByLabelText('Question'), { target: { value: 'My pet?' } });
    first.unmount();

    renderAt('/create');
    expect(screen.getByRole('button', { name: 'Update Question' })).toBeTruthy();
    expect((screen.getByLabelText('Question') as HTMLTextAreaElement).value).toBe('My pet?');
    fireEvent.click(screen.getByRole('button', { name: 'Update Question' }));
    expect(within(screen.getByRole('list', { name: 'Questions' })).getByText('My pet?')).toBeTruthy();
    expect(window.localStorage.getItem('quizlink_draft_open_question')).toBeNull();
  });

  it('When nobody is named, then a toast says why the visitor was sent home', () => {
    const toasts = collectToasts();
    renderAt('/create');
    expect(window.location.pathname).toBe('/');
    expect(toasts.toasts).toContainEqual({ title: POLISH_MESSAGES.nameNeededForEditorTitle, description: POLISH_MESSAGES.nameNeededForEditorBody });
    toasts.stop();
  });
});
