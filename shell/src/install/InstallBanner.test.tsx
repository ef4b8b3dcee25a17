import { act, fireEvent, render, screen } from '@testing-library/react';
import { SHELL_MESSAGES } from '@quizlink/contracts/platform';
import { InstallBanner } from './InstallBanner.tsx';
import { isIosSafari } from './install-environment.ts';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const DESKTOP_CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

function installable(): { prompt: jest.Mock } {
  const prompt = jest.fn(() => Promise.resolve());
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt,
    userChoice: Promise.resolve({ outcome: 'accepted' as const }),
  });
  act(() => {
    window.dispatchEvent(event);
  });
  return { prompt };
}

const banner = () => screen.queryByRole('region', { name: SHELL_MESSAGES.installTitle });

beforeEach(() => {
  jest.useFakeTimers();
  window.localStorage.clear();
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('InstallBanner', () => {
  test('When the app becomes installable, then the banner waits 2 s, and Install shows the native prompt once', async () => {
    render(<InstallBanner userAgent={DESKTOP_CHROME} />);
    const { prompt } = installable();

    act(() => jest.advanceTimersByTime(1999));
    expect(banner()).toBeNull();
    act(() => jest.advanceTimersByTime(1));
    expect(banner()).not.toBeNull();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: SHELL_MESSAGES.install })));

    expect(prompt).toHaveBeenCalledTimes(1);
    expect(banner()).toBeNull();
  });

  test('When the banner is dismissed, then pwa-banner-dismissed is stored and it never returns', () => {
    const { unmount } = render(<InstallBanner userAgent={DESKTOP_CHROME} />);
    installable();
    act(() => jest.advanceTimersByTime(2000));

    fireEvent.click(screen.getByRole('button', { name: SHELL_MESSAGES.dismissInstall }));

    expect(window.localStorage.getItem('pwa-banner-dismissed')).toBe('true');
    unmount();
    render(<InstallBanner userAgent={DESKTOP_CHROME} />);
    installable();
    act(() => jest.advanceTimersByTime(5000));
    expect(banner()).toBeNull();
  });

  test('When the app gets installed, then the banner goes away', () => {
    render(<InstallBanner userAgent={DESKTOP_CHROME} />);
    installable();
    act(() => jest.advanceTimersByTime(2000));

    act(() => {
      window.dispatchEvent(new Event('appinstalled'));
    });

    expect(banner()).toBeNull();
  });

  test('When on iOS Safari, then How to Install opens the 3 steps; Got it! stores ios-install-instructions-shown', () => {
    render(<InstallBanner userAgent={IPHONE} />);
    act(() => jest.advanceTimersByTime(2000));

    fireEvent.click(screen.getByRole('button', { name: SHELL_MESSAGES.howToInstall }));

    const dialog = screen.getByRole('dialog', { name: SHELL_MESSAGES.iosDialogTitle });
    expect([...dialog.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      SHELL_MESSAGES.iosStepShare,
      SHELL_MESSAGES.iosStepAddToHome,
      SHELL_MESSAGES.iosStepAdd,
    ]);
    fireEvent.click(screen.getByRole('button', { name: SHELL_MESSAGES.gotIt }));
    expect(window.localStorage.getItem('ios-install-instructions-shown')).toBe('true');
    expect(banner()).toBeNull();
  });

  test('When Maybe later is chosen on iOS, then the banner hides for now and nothing is stored', () => {
    render(<InstallBanner userAgent={IPHONE} />);
    act(() => jest.advanceTimersByTime(2000));
    fireEvent.click(screen.getByRole('button', { name: SHELL_MESSAGES.howToInstall }));

    fireEvent.click(screen.getByRole('button', { name: SHELL_MESSAGES.maybeLater }));

    expect(banner()).toBeNull();
    expect(window.localStorage.getItem('ios-install-instructions-shown')).toBeNull();
    expect(window.localStorage.getItem('pwa-banner-dismissed')).toBeNull();
  });
});

describe('isIosSafari', () => {
  test.each([
    [IPHONE, true],
    ['Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1', true],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/120.0 Mobile/15E148 Safari/604.1', false],
    [DESKTOP_CHROME, false],
  ])('When the user agent is %s, then iOS Safari is %s', (ua, expected) => {
    expect(isIosSafari(ua)).toBe(expected);
  });
});
