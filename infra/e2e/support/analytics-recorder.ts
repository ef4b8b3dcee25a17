import type { Page } from '@playwright/test';

export type RecordedCall = ['event', string, Record<string, string>] | ['pageView', string];

/**
 * Plugs a recording analytics provider into the page before any script runs, through the same
 * window slot `setAnalyticsProvider` uses, so the test sees exactly what a real provider would get.
 */
export async function recordAnalytics(page: Page): Promise<() => Promise<RecordedCall[]>> {
  await page.addInitScript(() => {
    const w = window as unknown as { recordedAnalytics: unknown[]; quizlinkAnalyticsProvider: unknown };
    w.recordedAnalytics = [];
    w.quizlinkAnalyticsProvider = {
      event: (name: string, params: Record<string, string>) => w.recordedAnalytics.push(['event', name, params]),
      pageView: (path: string) => w.recordedAnalytics.push(['pageView', path]),
    };
  });
  return () => page.evaluate(() => (window as unknown as { recordedAnalytics: RecordedCall[] }).recordedAnalytics);
}
