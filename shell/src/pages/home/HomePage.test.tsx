import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { HTTP_ERRORS } from '@quizlink/contracts/errors';
import { LAYOUT_MESSAGES, SHELL_MESSAGES } from '@quizlink/contracts/platform';
import { QUIZ_MESSAGES } from '@quizlink/contracts/quiz';
import { onToast, setAnalyticsProvider, type ToastInput } from '@quizlink/platform';
import { stubClipboard, stubFetch } from '../../testing/browser-doubles.ts';
import { HomePage } from './HomePage.tsx';

let toasts: ToastInput[] = [];
let stopToasts: () => void = () => undefined;

beforeEach(() => {
  window.sessionStorage.clear();
  window.localStorage.clear();
  window.history.replaceState(null, '', '/');
  toasts = [];
  stopToasts = onToast((t) => toasts.push(t));
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  stopToasts();
  jest.restoreAllMocks();
});

const typeName = (value: string) => fireEvent.change(screen.getByLabelText(/Your Name/), { target: { value } });
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const userCreated = () => stubFetch(() => ({ status: 201, body: { id: 12 } }));

describe('HomePage', () => {
  test('When the name is blank, then a destructive toast asks for it, the field is focused and no user is created', () => {
    const calls = userCreated();
    render(<HomePage />);
    typeName('   ');

    click(LAYOUT_MESSAGES.createQuiz);

    expect(toasts).toEqual([{ title: QUIZ_MESSAGES.nameRequiredTitle, description: QUIZ_MESSAGES.nameRequiredBody, variant: 'destructive' }]);
    expect(document.activeElement).toBe(screen.getByLabelText(/Your Name/));
    expect(document.activeElement?.id).toBe('user-name');
    expect(calls).toHaveLength(0);
  });

  test('When Create Quiz is chosen with a name, then the user is created, drafts are cleared and /create opens', async () => {
    const calls = userCreated();
    window.sessionStorage.setItem('draftSessionId', 'old');
    window.sessionStorage.setItem('generatedQuestions', '[]');
    window.localStorage.setItem('quizlink_draft_questions', '[]');
    render(<HomePage />);
    typeName(' Ana ');

    click(LAYOUT_MESSAGES.createQuiz);

    await waitFor(() => expect(window.location.pathname).toBe('/create'));
    expect(calls[0]?.path).toBe('/api/users');
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ username: 'Ana' });
    expect(window.sessionStorage.getItem('userId')).toBe('12');
    expect(window.sessionStorage.getItem('username')).toBe('Ana');
    expect(window.sessionStorage.getItem('draftSessionId')).toBeNull();
    expect(window.sessionStorage.getItem('generatedQuestions')).toBeNull();
    expect(window.localStorage.getItem('quizlink_draft_questions')).toBeNull();
  });

  test('When Auto Draft is chosen, then the stored creator name is cleared and /auto-draft opens', async () => {
    userCreated();
    window.localStorage.setItem('creatorName', 'Old Name');
    render(<HomePage />);
    typeName('Ana');

    click(LAYOUT_MESSAGES.autoDraftQuiz);

    await waitFor(() => expect(window.location.pathname).toBe('/auto-draft'));
    expect(window.localStorage.getItem('creatorName')).toBeNull();
  });

  test('When user creation fails, then an error toast shows, the buttons come back and the page stays', async () => {
    stubFetch(() => ({ status: 500, body: { error: { code: HTTP_ERRORS.internalError.code, message: 'boom', requestId: 'r' } } }));
    render(<HomePage />);
    typeName('Ana');

    click(LAYOUT_MESSAGES.createQuiz);

    await waitFor(() =>
      expect(toasts).toEqual([{ title: QUIZ_MESSAGES.userCreateFailedTitle, description: QUIZ_MESSAGES.userCreateFailedBody, variant: 'destructive' }]),
    );
    expect(window.location.pathname).toBe('/');
    expect(screen.getByRole('button', { name: LAYOUT_MESSAGES.createQuiz })).toHaveProperty('disabled', false);
  });

  test('When the user is being created, then the three buttons and both call-to-action buttons are disabled', async () => {
    let finish: (value: { status: number; body: unknown }) => void = () => undefined;
    stubFetch(() => new Promise((resolve) => (finish = resolve)) as never);
    render(<HomePage />);
    typeName('Ana');

    click(LAYOUT_MESSAGES.createQuiz);

    await waitFor(() => expect(screen.getByRole('button', { name: SHELL_MESSAGES.tryAiAutoCreate })).toHaveProperty('disabled', true));
    const buttons = screen.getAllByRole('button');
    expect(buttons).toHaveLength(5);
    expect(buttons.map((b) => (b as HTMLButtonElement).disabled)).toEqual([true, true, true, true, true]);
    await act(async () => finish({ status: 201, body: { id: 1 } }));
  });

  test('When a creation starts from the call to action, then the same flow runs and analytics hears the label', async () => {
    userCreated();
    const events: Array<[string, Record<string, string>]> = [];
    setAnalyticsProvider({ event: (name, params) => events.push([name, params]), pageView: () => undefined });
    render(<HomePage />);
    typeName('Ana');

    click(SHELL_MESSAGES.tryAiAutoCreate);
    await waitFor(() => expect(window.location.pathname).toBe('/auto-draft'));
    click(SHELL_MESSAGES.createManualQuiz);
    await waitFor(() => expect(window.location.pathname).toBe('/create'));

    expect(events).toEqual([
      ['quiz_creation_started', { label: 'ai_auto_create' }],
      ['quiz_creation_started', { label: 'manual_quiz' }],
    ]);
    setAnalyticsProvider(null);
  });

  test('When the call to action is used without a name, then the name toast shows and the field gets focus', () => {
    render(<HomePage />);

    click(SHELL_MESSAGES.createManualQuiz);

    expect(toasts[0]?.title).toBe(QUIZ_MESSAGES.nameRequiredTitle);
    expect(document.activeElement?.id).toBe('user-name');
  });

  test('When the page renders, then the sections of the spec are there: 8 features, 2×3 steps, 4 testimonials, explainer, 2 teasers', () => {
    render(<HomePage />);

    expect(within(screen.getByRole('region', { name: SHELL_MESSAGES.featuresHeading })).getAllByRole('heading', { level: 3 })).toHaveLength(8);
    const how = within(screen.getByRole('region', { name: SHELL_MESSAGES.howItWorksHeading }));
    expect(how.getAllByRole('list').map((list) => within(list).getAllByRole('listitem').length)).toEqual([3, 3]);
    expect(within(screen.getByRole('region', { name: SHELL_MESSAGES.testimonialsHeading })).getAllByRole('figure')).toHaveLength(4);
    expect(screen.getByRole('heading', { level: 2, name: SHELL_MESSAGES.whatIsProduct })).toBeTruthy();
    const blog = within(screen.getByRole('region', { name: SHELL_MESSAGES.blogTeasersHeading }));
    expect(blog.getAllByRole('article')).toHaveLength(2);
    expect(blog.getByRole('link', { name: SHELL_MESSAGES.viewAll }).getAttribute('href')).toBe('/blog');
  });

  test('When a quiz code is pending, then the intro and "Answer This Quiz" show, storage is cleared and Answer opens the code', async () => {
    userCreated();
    window.sessionStorage.setItem('pendingQuizCode', 'ABC123');
    window.sessionStorage.setItem('pendingQuizSlug', 'ana-ab12c3456');
    render(<HomePage />);

    expect(screen.getByText(QUIZ_MESSAGES.pendingQuizIntro)).toBeTruthy();
    expect(window.sessionStorage.getItem('pendingQuizCode')).toBeNull();
    expect(window.sessionStorage.getItem('pendingQuizSlug')).toBeNull();
    typeName('Ana');
    click(LAYOUT_MESSAGES.answerThisQuiz);

    await waitFor(() => expect(window.location.pathname).toBe('/quiz/code/ABC123'));
  });

  test('When only a slug is pending, then Answer opens /quiz/{slug}', async () => {
    userCreated();
    window.sessionStorage.setItem('pendingQuizSlug', 'ana-ab12c3456');
    render(<HomePage />);
    typeName('Ana');

    click(LAYOUT_MESSAGES.answerThisQuiz);

    await waitFor(() => expect(window.location.pathname).toBe('/quiz/ana-ab12c3456'));
  });

  test('When nothing is pending, then the button reads "Answer Quiz" and there is no intro', () => {
    render(<HomePage />);
    expect(screen.getByRole('button', { name: LAYOUT_MESSAGES.answerQuiz })).toBeTruthy();
    expect(screen.queryByText(QUIZ_MESSAGES.pendingQuizIntro)).toBeNull();
  });

  test.each([
    [{ text: 'https://quizlink.app/quiz/bo-zz99aa1234' }, '/quiz/bo-zz99aa1234'],
    [{ text: 'bo-zz99aa1234' }, '/quiz/bo-zz99aa1234'],
    [{ text: 'https://example.com/not-a-quiz' }, '/find-quiz'],
    [{ error: new Error('NotAllowedError') }, '/find-quiz'],
  ])('When nothing is pending and the clipboard gives %j, then Answer goes to %s', async (clipboard, path) => {
    userCreated();
    stubClipboard(clipboard);
    render(<HomePage />);
    typeName('Ana');

    click(LAYOUT_MESSAGES.answerQuiz);

    await waitFor(() => expect(window.location.pathname).toBe(path));
  });

  test('When Answer is chosen with a blank name, then the toast shows but focus stays where it was', () => {
    render(<HomePage />);
    const answer = screen.getByRole('button', { name: LAYOUT_MESSAGES.answerQuiz });
    answer.focus();

    fireEvent.click(answer);

    expect(toasts[0]?.title).toBe(QUIZ_MESSAGES.nameRequiredTitle);
    expect(document.activeElement).toBe(answer);
  });
});
