import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { LIMITS, PENDING_REVIEW_TEXTS, pendingReviewWarning, QUIZ_EXPERIENCE_MESSAGES, QUIZ_MESSAGES } from '@quizlink/contracts/quiz';
import { installFetchMock } from '@quizlink/remote-runtime/testing';
import { publicQuiz } from '../../testing/fixtures.ts';
import { collectToasts, renderAt, signIn } from '../../testing/render-at.tsx';

const created = { id: 17, accessCode: 'QZ12AB', urlSlug: 'ana-k3j91234', dashboardToken: 'tok_0123456789abcdef0123' };

let restore: () => void = () => undefined;
beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:preview'), revokeObjectURL: jest.fn() });
});
afterEach(() => {
  restore();
  jest.restoreAllMocks();
  window.sessionStorage.clear();
  window.localStorage.clear();
});

function addOpenQuestion(text: string) {
  fireEvent.click(screen.getByLabelText('Open-ended'));
  fireEvent.change(screen.getByLabelText('Question'), { target: { value: text } });
  fireEvent.click(screen.getByRole('button', { name: 'Add Question' }));
}

const pickFile = (file: File) => fireEvent.change(screen.getByLabelText('Image (optional)'), { target: { files: [file] } });
const png = (bytes: number) => new File([new Uint8Array(bytes)], 'me.png', { type: 'image/png' });

describe('manual drafts', () => {
  it('When the creator leaves and comes back, then the questions and timing are restored from local storage', () => {
    signIn(7, 'Ana');
    const first = renderAt('/create');
    addOpenQuestion('Why me?');
    fireEvent.click(screen.getByLabelText('Total time for the quiz'));
    fireEvent.change(screen.getByLabelText('Total time (minutes)'), { target: { value: '25' } });
    expect(JSON.parse(window.localStorage.getItem('quizlink_draft_metadata')!)).toMatchObject({ source: 'manual', creatorName: 'Ana' });
    first.unmount();

    renderAt('/create');
    expect(within(screen.getByRole('list', { name: 'Questions' })).getByText('Why me?')).toBeTruthy();
    expect((screen.getByLabelText('Total time (minutes)') as HTMLInputElement).value).toBe('25');
    expect(screen.getByText('Your draft was restored.')).toBeTruthy();
  });

  it('When the last question is deleted, then the stored draft is cleared', () => {
    signIn(7, 'Ana');
    renderAt('/create');
    addOpenQuestion('Only one?');
    expect(window.localStorage.getItem('quizlink_draft_questions')).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Delete question 1' }));
    expect(window.localStorage.getItem('quizlink_draft_questions')).toBeNull();
  });

  it('When a stored draft did not come from the manual editor, then it is not restored', () => {
    window.localStorage.setItem('quizlink_draft_questions', JSON.stringify([{ text: 'Ghost', type: 'open-ended' }]));
    window.localStorage.setItem('quizlink_draft_metadata', JSON.stringify({ source: 'ai', timestamp: 1 }));
    signIn(7, 'Ana');
    renderAt('/create');
    expect(screen.queryByText('Ghost')).toBeNull();
  });
});

describe('question images', () => {
  it('When an image of 5 MB or more is picked, then the spec toast refuses it', () => {
    signIn(7, 'Ana');
    const toasts = collectToasts();
    renderAt('/create');
    pickFile(png(LIMITS.imageMaxBytes));
    expect(toasts.toasts.at(-1)).toMatchObject({ title: QUIZ_MESSAGES.imageTooLargeTitle, description: QUIZ_MESSAGES.imageTooLargeBody });
    expect(screen.queryByAltText('Preview of the selected illustration')).toBeNull();
    toasts.stop();
  });

  it('When the question is saved, then the image is uploaded and the question keeps its URL', async () => {
    signIn(7, 'Ana');
    const mock = installFetchMock([{ method: 'POST', path: '/api/upload-image', reply: { status: 201, body: { imageUrl: '/api/uploads/aa.png' } } }]);
    restore = mock.restore;
    renderAt('/create');
    pickFile(png(1000));
    expect(screen.getByAltText('Preview of the selected illustration')).toBeTruthy();
    addOpenQuestion('Where is this?');
    expect(await screen.findByAltText('Illustration for question 1')).toBeTruthy();
    expect(mock.calls.filter((c) => c.path === '/api/upload-image')).toHaveLength(1);
    expect(JSON.parse(window.localStorage.getItem('quizlink_draft_questions')!)[0].imageUrl).toBe('/api/uploads/aa.png');
  });

  it('When the upload fails, then the question is saved without the image and the toast says so', async () => {
    signIn(7, 'Ana');
    const toasts = collectToasts();
    restore = installFetchMock([{ method: 'POST', path: '/api/upload-image', reply: { status: 500, body: { error: { code: 'x', message: 'boom', requestId: 'r' } } } }]).restore;
    renderAt('/create');
    pickFile(png(1000));
    addOpenQuestion('Saved anyway?');
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Questions' })).getByText('Saved anyway?')).toBeTruthy());
    expect(toasts.toasts).toContainEqual(expect.objectContaining({ title: QUIZ_MESSAGES.imageUploadFailedTitle, description: QUIZ_MESSAGES.imageUploadFailedBody }));
    expect(screen.queryByAltText('Illustration for question 1')).toBeNull();
    toasts.stop();
  });
});

describe('AI drafts', () => {
  const draft = (text: string, needsReview = true) => ({
    text,
    type: 'multiple-choice',
    options: ['Right', 'Wrong'],
    correctAnswers: ['Right'],
    hint: null,
    source: { file: 'notes.pdf', location: 'page 3' },
    rubric: null,
    needsReview,
  });
  const storeOlderFlow = () => {
    window.sessionStorage.setItem('autoCreateMode', 'true');
    window.sessionStorage.setItem('requiresReview', 'true');
    window.sessionStorage.setItem('generatedQuestions', JSON.stringify([draft('Q one?'), draft('Q two?', false), draft('Q three?')]));
    window.sessionStorage.setItem('generationMetadata', JSON.stringify({ timeLimit: 1200, autoSubmit: false }));
  };

  /** The keys exactly as the suggestion builder's Finish Quiz leaves them (mfe-autodraft handOffToEditor(…, 'draft')). */
  const storeBuilderHandOff = (timeLimit: number | null = 1200, texts = ['From a session?']) => {
    window.sessionStorage.setItem('draftSessionId', 'session-1');
    window.sessionStorage.setItem('generatedQuestions', JSON.stringify(texts.map((text) => draft(text, false))));
    window.sessionStorage.setItem(
      'generationMetadata',
      JSON.stringify({ title: 'notes.pdf', language: 'en', difficulty: 'medium', timeLimit, autoSubmit: true, usedFallback: false }),
    );
    window.sessionStorage.setItem('autoCreateMode', 'true');
  };

  it('When a draft session id was left by Auto Draft, then the title is Create Your Draft, the questions are loaded and nothing asks for review', () => {
    signIn(7, 'Ana');
    storeBuilderHandOff();
    renderAt('/create');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(QUIZ_EXPERIENCE_MESSAGES.draftTitle);
    expect(screen.getByText('From a session?')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Start Sequential Review' })).toBeNull();
    expect(screen.queryByText(QUIZ_EXPERIENCE_MESSAGES.needsReview)).toBeNull();
    expect(screen.queryByText(QUIZ_EXPERIENCE_MESSAGES.reviewed)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Mark as Reviewed, question 1' })).toBeNull();
    expect((screen.getByLabelText('Total time (minutes)') as HTMLInputElement).value).toBe('20');
  });

  it('When the older flow left questions to review, then the flags show and timing comes from the draft', () => {
    signIn(7, 'Ana');
    storeOlderFlow();
    renderAt('/create');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(QUIZ_EXPERIENCE_MESSAGES.reviewTitle);
    expect(screen.getAllByText(QUIZ_EXPERIENCE_MESSAGES.needsReview)).toHaveLength(2);
    expect(screen.getAllByText(QUIZ_EXPERIENCE_MESSAGES.reviewed)).toHaveLength(1);
    expect((screen.getByLabelText('Total time (minutes)') as HTMLInputElement).value).toBe('20');
  });

  it('When the creator reviews one by one, then Accept & Continue saves and marks Reviewed, Skip leaves it, Finish ends', async () => {
    signIn(7, 'Ana');
    storeOlderFlow();
    renderAt('/create');
    fireEvent.click(screen.getByRole('button', { name: 'Start Sequential Review' }));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Review Question 1 of 2');
    expect((screen.getByLabelText('Question') as HTMLTextAreaElement).value).toBe('Q one?');
    expect(screen.getByText('Source: notes.pdf, page 3')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Mark as Reviewed, question 3' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.change(screen.getByLabelText('Question'), { target: { value: 'Q one, edited?' } });
    fireEvent.click(screen.getByRole('button', { name: QUIZ_EXPERIENCE_MESSAGES.acceptAndContinue }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Review Question 2 of 2'));
    expect((screen.getByRole('progressbar', { name: 'Review progress' }) as HTMLProgressElement).value).toBe(2);
    fireEvent.click(screen.getByRole('button', { name: QUIZ_EXPERIENCE_MESSAGES.skip }));

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(QUIZ_EXPERIENCE_MESSAGES.reviewTitle);
    expect(screen.getByText('Q one, edited?')).toBeTruthy();
    expect(screen.getAllByText(QUIZ_EXPERIENCE_MESSAGES.needsReview)).toHaveLength(1);
    const stored = JSON.parse(window.sessionStorage.getItem('generatedQuestions')!);
    expect(stored[0]).toMatchObject({ text: 'Q one, edited?', needsReview: false });

    fireEvent.click(screen.getByRole('button', { name: 'Start Sequential Review' }));
    fireEvent.click(screen.getByRole('button', { name: QUIZ_EXPERIENCE_MESSAGES.finishReview }));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(QUIZ_EXPERIENCE_MESSAGES.reviewTitle);
  });

  it('When an AI draft chose 240 minutes, then the editor allows up to 240 and the quiz is published with 240', async () => {
    signIn(7, 'Ana');
    storeBuilderHandOff(LIMITS.autoDraftTimeLimitMinutes.max * 60, ['One?', 'Two?', 'Three?', 'Four?', 'Five?']);
    const mock = installFetchMock([
      { method: 'POST', path: '/api/quizzes', reply: { status: 201, body: created } },
      { path: '/api/quizzes/17', reply: { body: publicQuiz({ id: 17 }) } },
    ]);
    restore = mock.restore;
    renderAt('/create');
    const minutes = screen.getByLabelText('Total time (minutes)') as HTMLInputElement;
    expect([minutes.value, minutes.max]).toEqual(['240', '240']);
    expect(screen.getByText('Between 1 and 240 minutes.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Publish Quiz' }));
    await waitFor(() => expect(window.location.pathname).toBe('/share/17'));
    expect(mock.calls.find((c) => c.method === 'POST')?.body).toMatchObject({ isAutoCreated: true, timeLimit: 240 * 60 });
  });

  it('When a draft with questions still marked Needs Review is published, then the editor asks first; Keep Reviewing stays, Publish Anyway publishes', async () => {
    signIn(7, 'Ana');
    window.sessionStorage.setItem('autoCreateMode', 'true');
    window.sessionStorage.setItem('requiresReview', 'true');
    window.sessionStorage.setItem('generatedQuestions', JSON.stringify(['One?', 'Two?', 'Three?', 'Four?', 'Five?'].map((text, i) => draft(text, i < 2))));
    const mock = installFetchMock([
      { method: 'POST', path: '/api/quizzes', reply: { status: 201, body: created } },
      { path: '/api/quizzes/17', reply: { body: publicQuiz({ id: 17 }) } },
    ]);
    restore = mock.restore;
    renderAt('/create');
    fireEvent.click(screen.getByRole('button', { name: 'Publish Quiz' }));
    const dialog = await screen.findByRole('dialog', { name: PENDING_REVIEW_TEXTS.title });
    expect(dialog.textContent).toContain(pendingReviewWarning(2));
    fireEvent.click(within(dialog).getByRole('button', { name: PENDING_REVIEW_TEXTS.keepReviewing }));
    expect(mock.calls.some((c) => c.method === 'POST')).toBe(false);
    expect(window.location.pathname).toBe('/create');

    fireEvent.click(screen.getByRole('button', { name: 'Publish Quiz' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: PENDING_REVIEW_TEXTS.title })).getByRole('button', { name: PENDING_REVIEW_TEXTS.publishAnyway }));
    await waitFor(() => expect(window.location.pathname).toBe('/share/17'));
  });

  it('When only stale flags are left, then they are cleared and the editor is manual', () => {
    signIn(7, 'Ana');
    window.sessionStorage.setItem('autoCreateMode', 'true');
    window.sessionStorage.setItem('requiresReview', 'true');
    renderAt('/create');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(QUIZ_EXPERIENCE_MESSAGES.createTitle);
    expect(window.sessionStorage.getItem('autoCreateMode')).toBeNull();
  });
});

describe('manual time limit', () => {
  it('When a quiz made by hand asks for more than 180 minutes, then the field allows 180 and the quiz is published with 180', async () => {
    signIn(7, 'Ana');
    const mock = installFetchMock([
      { method: 'POST', path: '/api/quizzes', reply: { status: 201, body: created } },
      { path: '/api/quizzes/17', reply: { body: publicQuiz({ id: 17 }) } },
    ]);
    restore = mock.restore;
    renderAt('/create');
    for (const text of ['One?', 'Two?', 'Three?', 'Four?', 'Five?']) addOpenQuestion(text);
    fireEvent.click(screen.getByLabelText('Total time for the quiz'));
    const minutes = screen.getByLabelText('Total time (minutes)') as HTMLInputElement;
    expect(minutes.max).toBe(String(LIMITS.editorTimeLimitMinutes.max));
    expect(screen.getByText('Between 1 and 180 minutes.')).toBeTruthy();
    fireEvent.change(minutes, { target: { value: '240' } });

    fireEvent.click(screen.getByRole('button', { name: 'Publish Quiz' }));
    await waitFor(() => expect(window.location.pathname).toBe('/share/17'));
    expect(mock.calls.find((c) => c.method === 'POST')?.body).toMatchObject({ isAutoCreated: false, timeLimit: 180 * 60 });
  });
});
