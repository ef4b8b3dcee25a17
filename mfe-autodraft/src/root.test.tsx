import { fireEvent, screen } from '@testing-library/react';
import { LAYOUT_MESSAGES, PLATFORM_MESSAGES } from '@quizlink/contracts/platform';
import { installFetchMock } from '@quizlink/remote-runtime/testing';
import { renderAt, signIn } from './testing/render-at.tsx';

describe('mfe_autodraft router', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('When /auto-draft is open with a name stored, then the Auto Draft Quiz page shows', async () => {
    signIn();
    const fetchMock = installFetchMock([{ path: '/api/auto-create/usage-status', reply: { body: { success: true, data: { currentUsage: 0, limit: 3 } } } }]);
    renderAt('/auto-draft');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(LAYOUT_MESSAGES.autoDraftTitle);
    await screen.findByText('0 of 3');
    fetchMock.restore();
  });

  it('When /auto-draft-session is open with a draft session, then the Auto Draft Session page shows', async () => {
    signIn();
    window.sessionStorage.setItem('draftSessionId', '2f1c1d9e-4a1b-4c2d-9e3f-0a1b2c3d4e5f');
    const fetchMock = installFetchMock([]);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderAt('/auto-draft-session');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(LAYOUT_MESSAGES.autoDraftSessionTitle);
    await screen.findByRole('heading', { name: 'Your quiz (0)' });
    fetchMock.restore();
    jest.restoreAllMocks();
  });

  it('When an unknown path under its prefix is open, then Page Not Found shows with Return Home', () => {
    renderAt('/auto-draft/unknown-page');
    expect(screen.getByRole('heading', { level: 1, name: PLATFORM_MESSAGES.pageNotFound })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: LAYOUT_MESSAGES.returnHome }));
    expect(window.location.pathname).toBe('/');
  });
});
