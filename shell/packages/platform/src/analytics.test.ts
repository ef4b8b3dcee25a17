import { setAnalyticsProvider, trackEvent, trackPageView, type AnalyticsProvider } from './analytics.ts';

function recorder() {
  const calls: Array<[string, unknown]> = [];
  const provider: AnalyticsProvider = {
    event: (name, params) => calls.push(['event', { name, params }]),
    pageView: (path) => calls.push(['pageView', path]),
  };
  return { calls, provider };
}

afterEach(() => setAnalyticsProvider(null));

describe('analytics', () => {
  test('When no provider is installed, then tracking does nothing and does not throw', () => {
    expect(() => trackEvent('quiz_creation_started', { label: 'manual_quiz' })).not.toThrow();
    expect(() => trackPageView('/faq')).not.toThrow();
  });

  test('When a provider is installed, then events and page views reach it with their parameters', () => {
    const { calls, provider } = recorder();
    setAnalyticsProvider(provider);

    trackEvent('quiz_answer_started', { label: 'direct_link' });
    trackEvent('plain');
    trackPageView('/blog');

    expect(calls).toEqual([
      ['event', { name: 'quiz_answer_started', params: { label: 'direct_link' } }],
      ['event', { name: 'plain', params: {} }],
      ['pageView', '/blog'],
    ]);
  });

  test('When the provider throws, then the caller is unaffected and the failure is logged', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    setAnalyticsProvider({ event: () => { throw new Error('blocked'); }, pageView: () => { throw new Error('blocked'); } });

    expect(() => trackEvent('x')).not.toThrow();
    expect(() => trackPageView('/')).not.toThrow();
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });

  test('When the provider is removed, then nothing is sent any more', () => {
    const { calls, provider } = recorder();
    setAnalyticsProvider(provider);
    setAnalyticsProvider(null);

    trackPageView('/about');

    expect(calls).toEqual([]);
  });
});
