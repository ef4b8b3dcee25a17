import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { AUTO_DRAFT_LABELS, AUTO_DRAFT_MESSAGES, DRAFT_ERRORS, type DraftQuestion } from '@quizlink/contracts/draft';
import { installFetchMock, type MockRoute } from '@quizlink/remote-runtime/testing';
import { FakeXhr } from '../../testing/fake-xhr.ts';
import { SESSION_ID, draftStatus } from '../../testing/fixtures.ts';
import { collectToasts, renderAt, signIn } from '../../testing/render-at.tsx';

const QUESTION: DraftQuestion = { text: 'Fill in the blank: _____ absorbs light.', type: 'multiple-choice', options: ['Chlorophyll', 'Starch'], correctAnswers: ['Chlorophyll'], hint: null, source: { file: 'lesson.pdf', location: 'page 1' }, rubric: null, needsReview: true };

const usage: MockRoute = { path: '/api/auto-create/usage-status', reply: { body: { success: true, data: { currentUsage: 2, limit: 3, allowed: true } } } };
const fileInput = () => document.querySelector('input[type="file"]') as HTMLInputElement;
const choose = (...files: File[]) => fireEvent.change(fileInput(), { target: { files } });
const pdf = () => new File([new Uint8Array(2048)], 'lesson.pdf', { type: 'application/pdf' });

let xhr: ReturnType<typeof FakeXhr.install>;
let toasts: ReturnType<typeof collectToasts>;
beforeEach(() => {
  window.sessionStorage.clear();
  xhr = FakeXhr.install();
  toasts = collectToasts();
});
afterEach(() => {
  xhr.restore();
  toasts.stop();
});

describe('/auto-draft', () => {
  it('When no name is stored, then it goes home with Name Required', async () => {
    const fetchMock = installFetchMock([usage]);
    renderAt('/auto-draft');
    await waitFor(() => expect(window.location.pathname).toBe('/'));
    expect(toasts.toasts[0]).toMatchObject({ title: AUTO_DRAFT_MESSAGES.nameRequiredTitle, description: AUTO_DRAFT_MESSAGES.nameRequiredBody });
    fetchMock.restore();
  });

  it('When it opens, then the form offers every field, the 13 languages, the presets, How It Works and the usage counter (refetched when visible)', async () => {
    signIn();
    const fetchMock = installFetchMock([usage]);
    renderAt('/auto-draft');
    expect(await screen.findByText('2 of 3')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Auto Draft Quiz' })).toBeTruthy();
    expect((screen.getByLabelText(AUTO_DRAFT_LABELS.language) as HTMLSelectElement).options).toHaveLength(13);
    expect(screen.getByRole('heading', { name: AUTO_DRAFT_MESSAGES.howItWorks })).toBeTruthy();
    fireEvent.click(screen.getByLabelText(AUTO_DRAFT_LABELS.totalTime));
    for (const preset of ['5 minutes', '10 minutes', '20 minutes', '30 minutes', '1 hour', AUTO_DRAFT_LABELS.customTime]) expect(screen.getByLabelText(preset)).toBeTruthy();
    const before = fetchMock.calls.length;
    // As in a browser, the event bubbles from the document to the window.
    act(() => document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));
    await waitFor(() => expect(fetchMock.calls.length).toBe(before + 1));
    fetchMock.restore();
  });

  it('When files are dropped on the drop area, then they are listed and can be removed', async () => {
    signIn();
    const fetchMock = installFetchMock([usage]);
    renderAt('/auto-draft');
    await screen.findByText('2 of 3');
    fireEvent.drop(screen.getByTestId('drop-zone'), { dataTransfer: { files: [pdf(), new File(['hola'], 'notes.txt')] } });
    const list = screen.getByRole('list', { name: AUTO_DRAFT_LABELS.uploadFiles });
    expect(list.textContent).toContain('lesson.pdf (2 KB)');
    expect(list.textContent).toContain('notes.txt');
    fireEvent.click(screen.getByRole('button', { name: `${AUTO_DRAFT_LABELS.removeFile} lesson.pdf` }));
    expect(screen.getByRole('list', { name: AUTO_DRAFT_LABELS.uploadFiles }).textContent).not.toContain('lesson.pdf');
    fetchMock.restore();
  });

  it('When nothing is given, or files of other kinds or over 10 MB, then the spec’s messages show and nothing is sent', async () => {
    signIn();
    const fetchMock = installFetchMock([usage]);
    renderAt('/auto-draft');
    await screen.findByText('2 of 3');
    fireEvent.click(screen.getByRole('button', { name: AUTO_DRAFT_MESSAGES.generateQuestions }));
    choose(new File(['x'], 'virus.exe'));
    choose(new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'huge.pdf'));
    expect(toasts.titles()).toEqual([AUTO_DRAFT_MESSAGES.contentRequiredTitle, AUTO_DRAFT_MESSAGES.invalidFilesTitle, AUTO_DRAFT_MESSAGES.filesTooLargeTitle]);
    expect(FakeXhr.instances).toHaveLength(0);
    fetchMock.restore();
  });

  it('When a PDF is drafted, then upload progress, the file being read, pages and questions show, and Review & Edit hands the draft to /create with review required', async () => {
    signIn();
    const statuses = [
      draftStatus(),
      draftStatus({ status: 'generating', progress: { ...draftStatus().progress, stage: 'generating', questionsGenerated: 3 } }),
      draftStatus({ status: 'ready', questionCount: 1, warnings: [AUTO_DRAFT_MESSAGES.offlineNotice], generator: { provider: 'offline', model: null, usedFallback: false, tokenUsage: null }, sources: [{ name: 'lesson.pdf', kind: 'pdf', pages: 2, characters: 900 }] }),
    ];
    const fetchMock = installFetchMock([
      usage,
      { path: `/api/auto-create/draft-status/${SESSION_ID}`, reply: () => ({ body: { success: true, data: statuses.length > 1 ? statuses.shift() : statuses[0] } }) },
      { path: `/api/auto-create/draft/${SESSION_ID}/questions`, reply: { body: { questions: [QUESTION] } } },
    ]);
    renderAt('/auto-draft');
    await screen.findByText('2 of 3');
    choose(pdf());
    fireEvent.click(screen.getByRole('button', { name: AUTO_DRAFT_MESSAGES.generateQuestions }));
    const upload = xhr.latest();
    expect(upload).toMatchObject({ method: 'POST', url: '/api/auto-create/start-draft-session', withCredentials: true });
    const sent = upload.body as FormData;
    expect(sent.get('numberOfQuestions')).toBe('5');
    expect(JSON.parse(sent.get('settings') as string)).toMatchObject({ timingType: 'none', userName: 'Ada' });
    expect((sent.getAll('files')[0] as File).name).toBe('lesson.pdf');
    act(() => upload.progress(512, 1024));
    expect(screen.getByRole('status').textContent).toBe('Uploading… 50%');
    act(() => upload.respond(201, { success: true, data: { sessionId: SESSION_ID } }));
    expect(await screen.findByText('Reading lesson.pdf — page 1 of 2')).toBeTruthy();
    expect(await screen.findByText('Generating questions: 3 of 6', undefined, { timeout: 3000 })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: AUTO_DRAFT_MESSAGES.successTitle }, { timeout: 3000 })).toBeTruthy();
    expect(screen.getByText(AUTO_DRAFT_MESSAGES.offlineNotice)).toBeTruthy();
    expect(screen.getByText('Source: lesson.pdf, page 1')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: AUTO_DRAFT_MESSAGES.reviewAndEdit }));
    expect(window.location.pathname).toBe('/create');
    expect(JSON.parse(window.sessionStorage.getItem('generatedQuestions') ?? '[]')).toEqual([QUESTION]);
    expect(JSON.parse(window.sessionStorage.getItem('generationMetadata') ?? '{}')).toEqual({ title: 'lesson.pdf', language: 'en', difficulty: 'medium', timeLimit: 1200, autoSubmit: true, usedFallback: false, topic: null });
    // Machine-made questions the creator has not seen yet: /create must review them.
    expect([window.sessionStorage.getItem('draftSessionId'), window.sessionStorage.getItem('autoCreateMode'), window.sessionStorage.getItem('requiresReview')]).toEqual([SESSION_ID, 'true', 'true']);
    fetchMock.restore();
  });

  it('When the draft fails on the server, then Processing Failed shows its message and the form comes back', async () => {
    signIn();
    const fetchMock = installFetchMock([usage, { path: `/api/auto-create/draft-status/${SESSION_ID}`, reply: { body: { success: true, data: draftStatus({ status: 'failed', error: '"x.docx": This file could not be read.' }) } } }]);
    renderAt('/auto-draft');
    await screen.findByText('2 of 3');
    fireEvent.change(screen.getByLabelText(AUTO_DRAFT_LABELS.topicPrompt), { target: { value: 'Volcanoes' } });
    fireEvent.click(screen.getByRole('button', { name: AUTO_DRAFT_MESSAGES.generateQuestions }));
    act(() => xhr.latest().respond(201, { success: true, data: { sessionId: SESSION_ID } }));
    await waitFor(() => expect(toasts.toasts.at(-1)).toMatchObject({ title: AUTO_DRAFT_MESSAGES.processingFailedTitle, description: '"x.docx": This file could not be read.' }));
    expect(screen.getByRole('button', { name: AUTO_DRAFT_MESSAGES.generateQuestions })).toBeTruthy();
    expect((screen.getByLabelText(AUTO_DRAFT_LABELS.topicPrompt) as HTMLTextAreaElement).value).toBe('Volcanoes');
    fetchMock.restore();
  });

  it('When the start is refused (e.g. a file lying about its type), then Processing Failed shows the server’s message', async () => {
    signIn();
    const fetchMock = installFetchMock([usage]);
    renderAt('/auto-draft');
    await screen.findByText('2 of 3');
    choose(pdf());
    fireEvent.click(screen.getByRole('button', { name: AUTO_DRAFT_MESSAGES.generateQuestions }));
    act(() => xhr.latest().respond(400, { error: { code: DRAFT_ERRORS.autoCreateInvalidFiles.code, message: '"lesson.pdf" is a PNG image, not a PDF document.', requestId: 'r' } }));
    await waitFor(() => expect(toasts.toasts.at(-1)?.description).toBe('"lesson.pdf" is a PNG image, not a PDF document.'));
    fetchMock.restore();
  });

  it('When the creator leaves while the draft runs, then the upload or polling stops and the server is told to cancel', async () => {
    signIn();
    const fetchMock = installFetchMock([usage, { path: `/api/auto-create/draft-status/${SESSION_ID}`, reply: { body: { success: true, data: draftStatus() } } }, { method: 'POST', path: `/api/auto-create/draft/${SESSION_ID}/cancel`, reply: { body: { success: true } } }]);
    const view = renderAt('/auto-draft');
    await screen.findByText('2 of 3');
    choose(pdf());
    fireEvent.click(screen.getByRole('button', { name: AUTO_DRAFT_MESSAGES.generateQuestions }));
    act(() => xhr.latest().respond(201, { success: true, data: { sessionId: SESSION_ID } }));
    await screen.findByText('Reading lesson.pdf — page 1 of 2');
    view.unmount();
    expect(fetchMock.calls.at(-1)).toMatchObject({ method: 'POST', path: `/api/auto-create/draft/${SESSION_ID}/cancel`, keepalive: true });
    fetchMock.restore();
  });

  it('When Cancel is pressed during the upload, then the upload is aborted and the form comes back', async () => {
    signIn();
    const fetchMock = installFetchMock([usage]);
    renderAt('/auto-draft');
    await screen.findByText('2 of 3');
    choose(pdf());
    fireEvent.click(screen.getByRole('button', { name: AUTO_DRAFT_MESSAGES.generateQuestions }));
    fireEvent.click(screen.getByRole('button', { name: AUTO_DRAFT_LABELS.cancel }));
    expect(xhr.latest().aborted).toBe(true);
    expect(screen.getByRole('button', { name: AUTO_DRAFT_MESSAGES.generateQuestions })).toBeTruthy();
    expect(toasts.toasts).toEqual([]);
    fetchMock.restore();
  });

  it('When the page is reloaded after a draft finished, then the success card comes back; Start Over shows the form and forgets the draft', async () => {
    signIn();
    window.sessionStorage.setItem('draftSessionId', SESSION_ID);
    window.sessionStorage.setItem('draftSettings', JSON.stringify({ sessionId: SESSION_ID, numberOfQuestions: 1, questionTypes: 'mcq', difficulty: 'medium' }));
    const fetchMock = installFetchMock([
      usage,
      { path: `/api/auto-create/draft-status/${SESSION_ID}`, reply: { body: { success: true, data: draftStatus({ status: 'ready' }) } } },
      { path: `/api/auto-create/draft/${SESSION_ID}/questions`, reply: { body: { questions: [QUESTION] } } },
    ]);
    renderAt('/auto-draft');
    expect(await screen.findByRole('heading', { name: AUTO_DRAFT_MESSAGES.successTitle })).toBeTruthy();
    expect(screen.getByText(QUESTION.text)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: AUTO_DRAFT_LABELS.startOver }));
    expect(screen.queryByRole('heading', { name: AUTO_DRAFT_MESSAGES.successTitle })).toBeNull();
    expect(window.sessionStorage.getItem('draftSessionId')).toBeNull();
    fetchMock.restore();
  });

  it('When the remembered draft is no longer ready on the server, then the form shows', async () => {
    signIn();
    window.sessionStorage.setItem('draftSessionId', SESSION_ID);
    const fetchMock = installFetchMock([usage, { path: `/api/auto-create/draft-status/${SESSION_ID}`, reply: { body: { success: true, data: draftStatus({ status: 'cancelled' }) } } }]);
    renderAt('/auto-draft');
    await screen.findByText('2 of 3');
    await waitFor(() => expect(fetchMock.calls.some((c) => c.path.includes('draft-status'))).toBe(true));
    expect(screen.queryByRole('heading', { name: AUTO_DRAFT_MESSAGES.successTitle })).toBeNull();
    expect(screen.getByLabelText(AUTO_DRAFT_LABELS.language)).toBeTruthy();
    fetchMock.restore();
  });
});
