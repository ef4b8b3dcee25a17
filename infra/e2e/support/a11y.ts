import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The rules every page must pass: WCAG 2.0 and 2.1, levels A and AA. */
export const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export type Violation = { id: string; impact: string | null | undefined; help: string; targets: string[] };

/** Runs axe-core on the page as it is now; violations in a compact, reportable form. */
export async function axeViolations(page: Page): Promise<Violation[]> {
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
