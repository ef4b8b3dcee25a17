import { registerServiceWorker } from './register-service-worker.ts';

describe('registerServiceWorker', () => {
  const original = Object.getOwnPropertyDescriptor(navigator, 'serviceWorker');
  afterEach(() => {
    if (original) Object.defineProperty(navigator, 'serviceWorker', original);
    else delete (navigator as { serviceWorker?: unknown }).serviceWorker;
    jest.restoreAllMocks();
  });

  function stubWorker(register: jest.Mock) {
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { register } });
  }

  test('When the page has loaded in production, then /sw.js is registered and the outcome logged', async () => {
    const register = jest.fn(() => Promise.resolve({ scope: 'http://localhost/' }));
    const info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
    stubWorker(register);

    registerServiceWorker(true);
    await Promise.resolve();
    await Promise.resolve();

    expect(register).toHaveBeenCalledWith('/sw.js');
    expect(info).toHaveBeenCalledWith('QuizLink: service worker registered for', 'http://localhost/');
  });

  test('When registration fails, then it is only logged; development builds do not register at all', async () => {
    const register = jest.fn(() => Promise.reject(new Error('SecurityError')));
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    stubWorker(register);

    registerServiceWorker(false);
    expect(register).not.toHaveBeenCalled();
    registerServiceWorker(true);
    await new Promise((resolve) => setTimeout(resolve, 0));

    expect(warn).toHaveBeenCalledWith('QuizLink: service worker registration failed', expect.any(Error));
  });
});
