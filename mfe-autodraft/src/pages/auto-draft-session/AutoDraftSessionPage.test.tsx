import { fireEvent, screen, waitFor } from '@testing-library/react';
import { AUTO_DRAFT_LABELS, AUTO_DRAFT_MESSAGES, DRAFT_ERRORS, questionAddedText, type SuggestedQuestion } from '@quizlink/contracts/draft';
import { HTTP_ERRORS } from '@quizlink/contracts/errors';
import { QUIZ_MESSAGES } from '@quizlink/contracts/quiz';
import { errorBody, installFetchMock, type MockRoute } from '@quizlink/remote-runtime/testing';
import { SESSION_ID, draftStatus, suggestion } from '../../testing/fixtures.ts';
import { collectToasts, renderAt, signIn } from '../../testing/render-at.tsx';

const SUGGEST = new RegExp(`^/api/auto-create/suggest-question/${SESSION_ID}\\?questionType=(mcq|essay)$`);
const status: MockRoute = { path: `/api/auto-create/draft-status/${SESSION_ID}`, reply: { body: { success: true, data: draftStatus({ status: 'ready' }) } } };
const markUsed: MockRoute = { method: 'POST', path: '/api/auto-create/use-question', reply: { body: { success: true, data: { usedCount: 1 } } } };

/** Suggestions served from per-type queues, null when a queue is empty. */
function suggestions(queues: Record<'mcq' | 'essay', SuggestedQuestion[]>): MockRoute {
  return { path: SUGGEST, reply: (call) => ({ body: { success: true, data: queues[SUGGEST.exec(call.path)![1] as 'mcq' | 'essay'].shift() ?? null, remaining: 0 } }) };
}

let toasts: ReturnType<typeof collectToasts>;
beforeEach(() => {
  window.sessionStorage.clear();
  signIn();
  window.sessionStorage.setItem('draftSessionId', SESSION_ID);
  window.sessionStorage.setItem('draftSettings', JSON.stringify({ sessionId: SESSION_ID, numberOfQuestions: 6, questionTypes: 'both', difficulty: 'hard' }));
  toasts = collectToasts();
});
afterEach(() => toasts.stop());

describe('/auto-draft-session (the suggestion builder)', () => {
  it('When there is no draft session, then it goes to /auto-draft with No Draft Session', async () => {
    window.sessionStorage.removeItem('draftSessionId');
    const fetchMock = installFetchMock([{ path: '/api/auto-create/usage-status', reply: { body: { success: true, data: { currentUsage: 0, limit: 3 } } } }]);
    renderAt('/auto-draft-session');
    await waitFor(() => expect(window.location.pathname).toBe('/auto-draft'));
    expect(toasts.titles()).toEqual([AUTO_DRAFT_MESSAGES.noDraftSessionTitle]);
    await screen.findByText('0 of 3');
    fetchMock.restore();
  });

  it('When Use This Question is pressed, then the suggestion joins the quiz as it is, the count moves, a toast confirms and the next suggestion shows', async () => {
    const fetchMock = installFetchMock([status, suggestions({ mcq: [suggestion('q1'), suggestion('q2')], essay: [] }), markUsed]);
    renderAt('/auto-draft-session');
    expect((await screen.findByTestId('suggestion-text')).textContent).toBe('Question q1?');
    fireEvent.click(screen.getByRole('button', { name: AUTO_DRAFT_LABELS.acceptSuggestion }));
    expect(await screen.findByRole('heading', { name: `${AUTO_DRAFT_LABELS.yourQuiz} (1)` })).toBeTruthy();
    expect(toasts.toasts.find((t) => t.title === AUTO_DRAFT_MESSAGES.questionAddedTitle)?.description).toBe(questionAddedText(1));
    expect(fetchMock.calls.find((c) => c.path === '/api/auto-create/use-question')?.body).toMatchObject({ questionId: 'q1', question: { questionText: 'Question q1?' } });
    expect((await screen.findByTestId('suggestion-text')).textContent).toBe('Question q2?');
    // The edit card stays free for the creator's own question.
    expect((screen.getByLabelText(AUTO_DRAFT_LABELS.question, { selector: 'textarea' }) as HTMLTextAreaElement).value).toBe('');
    fetchMock.restore();
  });

  it('When a suggestion is edited and added, then the server records it and it joins the quiz; Finish Quiz hands the quiz to /create without review', async () => {
    const fetchMock = installFetchMock([status, suggestions({ mcq: [suggestion('q1'), suggestion('q2')], essay: [] }), markUsed]);
    renderAt('/auto-draft-session');
    expect((await screen.findByTestId('suggestion-text')).textContent).toBe('Question q1?');
    expect(screen.getByText('Source: lesson.pdf, page 1')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: AUTO_DRAFT_LABELS.editSuggestion }));
    expect((screen.getByLabelText(AUTO_DRAFT_LABELS.question, { selector: 'textarea' }) as HTMLTextAreaElement).value).toBe('Question q1?');
    fireEvent.change(screen.getByLabelText('Option C'), { target: { value: 'Jupiter' } });
    fireEvent.click(screen.getByRole('button', { name: AUTO_DRAFT_LABELS.addToQuiz }));
    expect(await screen.findByRole('heading', { name: `${AUTO_DRAFT_LABELS.yourQuiz} (1)` })).toBeTruthy();
    expect(fetchMock.calls.find((c) => c.path === '/api/auto-create/use-question')?.body).toEqual({
      questionId: 'q1',
      sessionId: SESSION_ID,
      questionType: 'mcq',
      question: { questionText: 'Question q1?', options: ['Mercury', 'Venus', 'Jupiter'], correctAnswers: ['Mercury'], rubric: null },
    });
    expect((await screen.findByTestId('suggestion-text')).textContent).toBe('Question q2?');
    fireEvent.click(screen.getByRole('button', { name: AUTO_DRAFT_MESSAGES.finishQuiz }));
    expect(window.location.pathname).toBe('/create');
    expect(JSON.parse(window.sessionStorage.getItem('generatedQuestions') ?? '[]')).toEqual([
      { text: 'Question q1?', type: 'multiple-choice', options: ['Mercury', 'Venus', 'Jupiter'], correctAnswers: ['Mercury'], hint: null, source: { file: 'lesson.pdf', location: 'page 1' }, rubric: null, needsReview: false },
    ]);
    // AI-draft mode ("Create Your Draft"): the creator chose these questions, so no review is required.
    expect(window.sessionStorage.getItem('autoCreateMode')).toBe('true');
    expect(window.sessionStorage.getItem('requiresReview')).toBeNull();
    expect(JSON.parse(window.sessionStorage.getItem('generationMetadata') ?? '{}')).toMatchObject({ timeLimit: 1200, autoSubmit: true });
    fetchMock.restore();
  });

  it('When the question text is empty or options are missing, then Question Required or the editor’s messages show', async () => {
    const fetchMock = installFetchMock([status, suggestions({ mcq: [suggestion('q1')], essay: [] })]);
    renderAt('/auto-draft-session');
    await screen.findByTestId('suggestion-text');
    fireEvent.click(screen.getByRole('button', { name: AUTO_DRAFT_LABELS.addToQuiz }));
    fireEvent.change(screen.getByLabelText(AUTO_DRAFT_LABELS.question, { selector: 'textarea' }), { target: { value: 'My own question?' } });
    fireEvent.change(screen.getByLabelText('Option A'), { target: { value: 'Only one' } });
    fireEvent.click(screen.getByRole('button', { name: AUTO_DRAFT_LABELS.addToQuiz }));
    expect(toasts.titles()).toEqual([AUTO_DRAFT_MESSAGES.questionRequiredTitle, QUIZ_MESSAGES.optionsRequired]);
    fireEvent.click(screen.getByRole('button', { name: AUTO_DRAFT_MESSAGES.finishQuiz }));
    expect(toasts.titles().at(-1)).toBe(AUTO_DRAFT_MESSAGES.noQuestionsTitle);
    expect(window.location.pathname).toBe('/auto-draft-session');
    fetchMock.restore();
  });

  it('When a type’s pool is exhausted, then ceil(total ÷ types) more are generated; when none come, No More Suggestions', async () => {
    let generated = 0;
    const queues = { mcq: [] as SuggestedQuestion[], essay: [] as SuggestedQuestion[] };
    const fetchMock = installFetchMock([
      status,
      suggestions(queues),
      {
        method: 'POST',
        path: `/api/auto-create/generate-more-questions/${SESSION_ID}`,
        reply: () => {
          generated += 1;
          if (generated === 1) queues.mcq.push(suggestion('fresh'));
          return { body: { success: true, questions: generated === 1 ? [{ ...suggestion('fresh'), question: 'Question fresh?' }] : [], warnings: [], usedFallback: false } };
        },
      },
    ]);
    renderAt('/auto-draft-session');
    expect((await screen.findByTestId('suggestion-text')).textContent).toBe('Question fresh?');
    expect(fetchMock.calls.find((c) => c.method === 'POST')?.body).toEqual({ questionType: 'mcq', count: 3, difficulty: 'hard' });
    fireEvent.click(screen.getByRole('button', { name: AUTO_DRAFT_LABELS.nextSuggestion }));
    await waitFor(() => expect(toasts.titles()).toContain(AUTO_DRAFT_MESSAGES.noMoreSuggestionsTitle));
    // The end state: the card says so once, instead of a blank card and a toast at every click.
    expect(await screen.findByRole('status')).toHaveProperty('textContent', `${AUTO_DRAFT_MESSAGES.noMoreSuggestionsTitle}${AUTO_DRAFT_MESSAGES.noMoreSuggestionsBody}`);
    expect(screen.queryByRole('button', { name: AUTO_DRAFT_LABELS.nextSuggestion })).toBeNull();
    expect(toasts.titles().filter((t) => t === AUTO_DRAFT_MESSAGES.noMoreSuggestionsTitle)).toHaveLength(1);
    expect(generated).toBe(2);
    fetchMock.restore();
  });

  it('When generating or suggesting fails, then Generation Failed or Suggestion Error shows', async () => {
    const quiet = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const fetchMock = installFetchMock([
      status,
      { path: SUGGEST, reply: (call) => (call.path.endsWith('essay') ? { status: 500, body: errorBody(HTTP_ERRORS.internalError.code, 'boom') } : { body: { success: true, data: null, remaining: 0 } }) },
      { method: 'POST', path: `/api/auto-create/generate-more-questions/${SESSION_ID}`, reply: { status: 503, body: errorBody(DRAFT_ERRORS.autoCreateBusy.code, 'busy') } },
    ]);
    renderAt('/auto-draft-session');
    await waitFor(() => expect(toasts.titles()).toContain(AUTO_DRAFT_MESSAGES.generationFailedTitle));
    expect(toasts.toasts.find((t) => t.title === AUTO_DRAFT_MESSAGES.generationFailedTitle)?.description).toBe(AUTO_DRAFT_MESSAGES.generationFailedBody);
    fireEvent.click(screen.getByLabelText(AUTO_DRAFT_LABELS.typeEssay));
    await waitFor(() => expect(toasts.titles()).toContain(AUTO_DRAFT_MESSAGES.suggestionErrorTitle));
    fetchMock.restore();
    quiet.mockRestore();
  });
});
