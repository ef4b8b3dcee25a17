import { fireEvent, screen } from '@testing-library/react';
import { errorBody, installFetchMock } from '@quizlink/remote-runtime/testing';
import { renderAt } from '../../testing/render-at.tsx';

const quizzes = [{ id: 5, creatorName: 'Ana', accessCode: 'AB12CD', urlSlug: 'ana-ab1c2345', createdAt: '', expiresAt: '' }];
let restore: () => void = () => undefined;
beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
afterEach(() => {
  restore();
  jest.restoreAllMocks();
  window.sessionStorage.clear();
  window.localStorage.clear();
});

describe('TestQuizLookupPage', () => {
  it('When a listed quiz is picked, then the URL is built for the chosen lookup and Go opens it', async () => {
    restore = installFetchMock([{ path: '/api/quizzes', reply: { body: quizzes } }]).restore;
    renderAt('/test-quiz-lookup');
    fireEvent.click(await screen.findByRole('button', { name: /Ana — ana-ab1c2345/ }));
    expect((screen.getByLabelText('Quiz URL') as HTMLInputElement).value).toBe(`${window.location.origin}/quiz/ana-ab1c2345`);
    fireEvent.click(screen.getByLabelText('Access code'));
    fireEvent.change(screen.getByRole('textbox', { name: 'Access code' }), { target: { value: 'ab12cd' } });
    expect((screen.getByLabelText('Quiz URL') as HTMLInputElement).value).toBe(`${window.location.origin}/quiz/code/AB12CD`);
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    // The answer screen took over (and, with nobody named, remembered the code before sending them home).
    expect(window.sessionStorage.getItem('pendingQuizCode')).toBe('AB12CD');
  });

  it('When the list is refused (not embedded mode, nobody signed in), then only a short line says it needs an admin sign-in, and URLs still build', async () => {
    const mock = installFetchMock([{ path: '/api/quizzes', reply: { status: 403, body: errorBody('quiz.listing_disabled', 'no') } }]);
    restore = mock.restore;
    renderAt('/test-quiz-lookup');
    expect(await screen.findByText('The list of existing quizzes needs an admin sign-in.')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Existing quizzes' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(mock.calls[0]!.headers.authorization).toBeUndefined();
    expect((screen.getByRole('button', { name: 'Go' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByRole('textbox', { name: 'Slug' }), { target: { value: 'ana-ab1c2345' } });
    expect((screen.getByLabelText('Quiz URL') as HTMLInputElement).value).toBe(`${window.location.origin}/quiz/ana-ab1c2345`);
  });

  it('When the admin signed in on the inbox, then their token goes along and the list is shown', async () => {
    window.localStorage.setItem('adminToken', 'admin-jwt');
    const mock = installFetchMock([
      {
        path: '/api/quizzes',
        reply: (call) => (call.headers.authorization === 'Bearer admin-jwt' ? { body: quizzes } : { status: 403, body: errorBody('quiz.listing_disabled', 'no') }),
      },
    ]);
    restore = mock.restore;
    renderAt('/test-quiz-lookup');
    expect(await screen.findByRole('button', { name: /Ana — ana-ab1c2345/ })).toBeTruthy();
    expect(mock.calls[0]!.headers.authorization).toBe('Bearer admin-jwt');
  });

  it('When the stored admin token has expired (401), then the page asks for an admin sign-in', async () => {
    window.localStorage.setItem('adminToken', 'expired-jwt');
    restore = installFetchMock([{ path: '/api/quizzes', reply: { status: 401, body: errorBody('auth.unauthorized', 'Session expired. Please login again.') } }]).restore;
    renderAt('/test-quiz-lookup');
    expect(await screen.findByText('The list of existing quizzes needs an admin sign-in.')).toBeTruthy();
  });

  it('When the list fails for another reason, then the page says it could not be loaded', async () => {
    restore = installFetchMock([{ path: '/api/quizzes', reply: { status: 500, body: errorBody('internal_error', 'boom') } }]).restore;
    renderAt('/test-quiz-lookup');
    expect(await screen.findByText('The list of existing quizzes could not be loaded.')).toBeTruthy();
  });
});
