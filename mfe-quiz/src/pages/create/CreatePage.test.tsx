import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HTTP_ERRORS } from '@quizlink/contracts/errors';
import { addMoreQuestionsMessage, QUIZ_MESSAGES } from '@quizlink/contracts/quiz';
import { errorBody, installFetchMock, type FetchCall } from '@quizlink/remote-runtime/testing';
import { publicQuiz } from '../../testing/fixtures.ts';
import { collectToasts, renderAt, signIn } from '../../testing/render-at.tsx';

const created = { id: 17, accessCode: 'QZ12AB', urlSlug: 'ana-k3j91234', dashboardToken: 'tok_0123456789abcdef0123' };

function typeQuestion(text: string, options: string[], correct = 0) {
  fireEvent.change(screen.getByLabelText('Question'), { target: { value: text } });
  options.forEach((option, i) => {
    fireEvent.change(screen.getByLabelText(`Option ${String.fromCharCode(65 + i)}`), { target: { value: option } });
  });
  fireEvent.click(screen.getByLabelText(`Option ${String.fromCharCode(65 + correct)} is the correct answer`));
  fireEvent.click(screen.getByRole('button', { name: 'Add Question' }));
}

const publishButton = () => screen.getByRole('button', { name: 'Publish Quiz' }) as HTMLButtonElement;

function addQuestions(count: number) {
  for (let n = 1; n <= count; n += 1) typeQuestion(`Question number ${n}?`, ['Yes', 'No'], n % 2);
}

let restore: () => void = () => undefined;
afterEach(() => {
  restore();
  jest.restoreAllMocks();
  window.sessionStorage.clear();
  window.localStorage.clear();
});

describe('CreatePage', () => {
  it('When nobody is named in the session, then it sends the visitor home', () => {
    renderAt('/create');
    expect(window.location.pathname).toBe('/');
  });

  it('When a question is added without text or options, then the spec messages explain what is missing', () => {
    signIn(7, 'Ana');
    renderAt('/create');
    fireEvent.click(screen.getByRole('button', { name: 'Add Question' }));
    expect(screen.getByRole('alert').textContent).toContain(QUIZ_MESSAGES.questionTextRequired);

    fireEvent.change(screen.getByLabelText('Question'), { target: { value: 'Favourite food?' } });
    fireEvent.change(screen.getByLabelText('Option A'), { target: { value: 'Pizza' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Question' }));
    expect(screen.getByRole('alert').textContent).toContain(QUIZ_MESSAGES.optionsRequired);

    fireEvent.change(screen.getByLabelText('Option B'), { target: { value: 'Pasta' } });
    fireEvent.click(screen.getByLabelText('Option D is the correct answer'));
    fireEvent.click(screen.getByRole('button', { name: 'Add Question' }));
    expect(screen.getByRole('alert').textContent).toContain(QUIZ_MESSAGES.correctOptionRequired);
  });

  it('When fewer than 5 questions exist, then Publish is disabled and says how many are missing', () => {
    signIn(7, 'Ana');
    renderAt('/create');
    addQuestions(3);
    expect(publishButton().disabled).toBe(true);
    expect(screen.getByText(QUIZ_MESSAGES.minQuestionsRequired)).toBeTruthy();
    expect(screen.getByText(addMoreQuestionsMessage(2))).toBeTruthy();
  });

  it('When options are edited, then remove shows only above 2 and Add Another Option hides at 8', () => {
    signIn(7, 'Ana');
    renderAt('/create');
    expect(screen.getAllByRole('button', { name: /^Remove option/ })).toHaveLength(4);
    fireEvent.click(screen.getByRole('button', { name: 'Remove option D' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove option C' }));
    expect(screen.queryAllByRole('button', { name: /^Remove option/ })).toHaveLength(0);
    for (let i = 0; i < 6; i += 1) fireEvent.click(screen.getByRole('button', { name: 'Add Another Option' }));
    expect(screen.getByLabelText('Option H')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add Another Option' })).toBeNull();
  });

  it('When 5 questions are published, then one create call carries them and the share page opens', async () => {
    signIn(7, 'Ana');
    const mock = installFetchMock([
      { method: 'POST', path: '/api/quizzes', reply: { status: 201, body: created } },
      { path: '/api/quizzes/17', reply: { body: publicQuiz({ id: 17 }) } },
    ]);
    restore = mock.restore;
    renderAt('/create');
    addQuestions(4);
    fireEvent.click(screen.getByLabelText('Open-ended'));
    fireEvent.change(screen.getByLabelText('Question'), { target: { value: 'Describe me' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Question' }));
    fireEvent.click(screen.getByLabelText('Total time for the quiz'));
    fireEvent.change(screen.getByLabelText('Total time (minutes)'), { target: { value: '5' } });

    fireEvent.click(screen.getByRole('button', { name: 'Publish Quiz' }));
    await waitFor(() => expect(window.location.pathname).toBe('/share/17'));

    const posts = mock.calls.filter((c) => c.method === 'POST');
    expect(posts).toHaveLength(1);
    const body = (posts[0] as FetchCall).body as Record<string, unknown>;
    expect(body).toMatchObject({ creatorId: 7, creatorName: 'Ana', isAutoCreated: false, timeLimit: 300, autoSubmit: true });
    for (const key of ['accessCode', 'urlSlug', 'dashboardToken', 'score']) expect(body).not.toHaveProperty(key);
    const questions = body.questions as Array<Record<string, unknown>>;
    expect(questions).toHaveLength(5);
    expect(questions[1]).toEqual({ text: 'Question number 2?', type: 'multiple-choice', options: ['Yes', 'No'], correctAnswers: ['Yes'], hint: null, imageUrl: null, order: 1 });
    expect(questions[4]).toMatchObject({ text: 'Describe me', type: 'open-ended', options: [], correctAnswers: [] });
    expect(window.sessionStorage.getItem('currentQuizId')).toBe('17');
    expect(window.sessionStorage.getItem('currentDashboardToken')).toBe(created.dashboardToken);
    expect(window.localStorage.getItem('quizlink_draft_questions')).toBeNull();
  });

  it('When the server refuses the quiz, then a toast gives its message and Publish works again', async () => {
    signIn(7, 'Ana');
    const mock = installFetchMock([
      { method: 'POST', path: '/api/quizzes', reply: { status: 400, body: errorBody(HTTP_ERRORS.requestInvalid.code, 'Creator name required') } },
    ]);
    restore = mock.restore;
    const toasts = collectToasts();
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderAt('/create');
    addQuestions(5);
    fireEvent.click(screen.getByRole('button', { name: 'Publish Quiz' }));
    await waitFor(() => expect(toasts.toasts).toContainEqual(expect.objectContaining({ title: QUIZ_MESSAGES.quizCreateFailed, description: 'Creator name required' })));
    expect(publishButton().disabled).toBe(false);
    expect(window.location.pathname).toBe('/create');
    toasts.stop();
  });

  it('When an added question is edited or deleted, then the list follows', () => {
    signIn(7, 'Ana');
    renderAt('/create');
    addQuestions(2);
    fireEvent.click(screen.getByRole('button', { name: 'Edit question 1' }));
    expect((screen.getByLabelText('Question') as HTMLTextAreaElement).value).toBe('Question number 1?');
    fireEvent.change(screen.getByLabelText('Question'), { target: { value: 'Changed?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update Question' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete question 2' }));
    const list = screen.getByRole('list', { name: 'Questions' });
    expect(within(list).getByText('Changed?')).toBeTruthy();
    expect(within(list).queryByText('Question number 2?')).toBeNull();
  });
});
