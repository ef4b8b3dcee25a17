import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The rules every page must pass: WCAG 2.0 and 2.1, levels A and AA. */
export const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export type Violation = { id: string; impact: string | null | undefined; help: string; targets: string[] };

/**
 * Lets entrance animations end (a page slides in from 35 % opacity for a few hundred ms): axe judges
 * colour contrast on what is painted, and a half-faded heading is not what a reader is left with.
 */
export async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(async () => {
    // A remote page may mount (and start its entrance) a moment after navigation: wait until no animation
    // with an end has run for 300 ms, at most 3 s. Endless ones (a spinner) never finish and are ignored.
    // Under reduced motion (the suite's setting) nothing enters, so only what runs now (a colour
    // transition) is waited for, not a quiet 300 ms before every axe run.
    const quietMs = window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 0 : 300;
    const running = () => document.getAnimations().filter((a) => a.playState === 'running' && Number.isFinite(Number(a.effect?.getComputedTiming().endTime ?? Infinity)));
    const deadline = Date.now() + 3000;
    let quietSince = Date.now();
    while (Date.now() < deadline) {
      const now = running();
      if (now.length > 0) {
        await Promise.race([Promise.all(now.map((a) => a.finished.catch(() => undefined))), new Promise((done) => setTimeout(done, 1000))]);
        quietSince = Date.now();
      } else if (Date.now() - quietSince >= quietMs) {
        return;
      } else {
        await new Promise((done) => setTimeout(done, 50));
      }
    }
  });
}

/** Runs axe-core on the page once its animations have ended; violations in a compact, reportable form. */
export async function axeViolations(page: Page): Promise<Violation[]> {
  await settleAnimations(page);
  const results = await new AxeBuilder({ page }).withTags(WCAG_21_AA).analyze();
  return results.violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    help: v.help,
    targets: v.nodes.slice(0, 5).map((node) => node.target.join(' ')),
  }));
}

/** Fails with the full list of violations (rule, impact, elements) so they can be routed to their owner. */
export async function expectNoA11yViolations(page: Page, label: string): Promise<void> {
  const violations = await axeViolations(page);
  expect(violations, `axe WCAG 2.1 AA violations on ${label}:\n${JSON.stringify(violations, null, 2)}`).toEqual([]);
}
