import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Moves focus with the Tab key only until `target` has it (as a keyboard user would), failing if it
 * is not reachable within `maxPresses`. Returns the number of presses it took.
 */
export async function tabTo(page: Page, target: Locator, maxPresses = 120): Promise<number> {
  const handle = await target.elementHandle();
  if (!handle) throw new Error('tabTo: target is not in the page');
  for (let presses = 1; presses <= maxPresses; presses += 1) {
    await page.keyboard.press('Tab');
    if (await handle.evaluate((el) => el === document.activeElement)) return presses;
  }
  throw new Error(`tabTo: not reachable with ${maxPresses} presses of Tab`);
}

/** Tabs to a field and types into it. */
export async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await tabTo(page, field);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
  await expect(field).toHaveValue(text);
}

/** Tabs to a control and activates it with Enter (buttons, links) or Space (checkboxes, radios). */
export async function activate(page: Page, control: Locator, key: 'Enter' | 'Space' = 'Enter'): Promise<void> {
  await tabTo(page, control);
  await page.keyboard.press(key);
}

/** The element that has focus shows a visible focus indicator (an outline or a box shadow). */
export async function expectVisibleFocus(page: Page): Promise<void> {
  const style = await page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    const css = getComputedStyle(el);
    return { outline: css.outlineStyle !== 'none' && parseFloat(css.outlineWidth) > 0, shadow: css.boxShadow !== 'none' };
  });
  expect(style, 'something is focused').not.toBeNull();
  expect(style?.outline || style?.shadow, 'the focused element shows a focus indicator').toBe(true);
}
