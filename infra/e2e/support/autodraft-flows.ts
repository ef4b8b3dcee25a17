import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { AUTO_DRAFT_LABELS, AUTO_DRAFT_MESSAGES, type DraftStatus } from '@quizlink/contracts/draft';

/** The generation service's committed fixtures (a 2-page lesson PDF, a scanned page, a zip bomb …). */
export const AUTODRAFT_FIXTURES = path.resolve(import.meta.dirname, '../../../services/generation/test/fixtures/files');
export const autodraftFixture = (name: string) => path.join(AUTODRAFT_FIXTURES, name);

/** The hidden file input behind "Choose files" (drag and drop is the pointer shortcut to it). */
export const fileInput = (page: Page) => page.locator('input[type="file"]');

/** The session id of the next draft this page starts. */
export function nextSessionId(page: Page): Promise<string> {
  return page
    .waitForResponse((res) => res.url().endsWith('/api/auto-create/start-draft-session') && res.request().method() === 'POST')
    .then(async (res) => ((await res.json()) as { data: { sessionId: string } }).data.sessionId);
}

/** Every draft-status answer the page receives, in order (the progress a user watched). */
export function recordStatuses(page: Page): DraftStatus[] {
  const seen: DraftStatus[] = [];
  page.on('response', (res) => {
    if (!res.url().includes('/api/auto-create/draft-status/')) return;
    void res
      .json()
      .then((body: { data?: DraftStatus }) => body.data && seen.push(body.data))
      .catch(() => undefined);
  });
  return seen;
}

/** Session storage as /create will read it. */
export async function handoffKeys(page: Page): Promise<Record<string, string | null>> {
  return page.evaluate(() => {
    const keys = ['draftSessionId', 'generatedQuestions', 'generationMetadata', 'autoCreateMode', 'requiresReview'];
    return Object.fromEntries(keys.map((k) => [k, window.sessionStorage.getItem(k)]));
  });
}

/**
 * In the builder: take the current suggestion of the chosen type into the quiz — as it is (Use This
 * Question), or through the edit card (Edit Before Adding, then Add to Quiz).
 */
export async function takeSuggestion(page: Page, expectedCount: number, via: 'use' | 'edit' = 'use'): Promise<string> {
  const suggestion = page.getByTestId('suggestion-text');
  await expect(suggestion).toBeVisible({ timeout: 15_000 });
  const text = (await suggestion.textContent()) ?? '';
  if (via === 'edit') {
    await page.getByRole('button', { name: AUTO_DRAFT_LABELS.editSuggestion }).click();
    await expect(page.getByLabel(AUTO_DRAFT_LABELS.question, { exact: true })).toHaveValue(text);
    await page.getByRole('button', { name: AUTO_DRAFT_LABELS.addToQuiz }).click();
  } else {
    await page.getByRole('button', { name: AUTO_DRAFT_LABELS.acceptSuggestion }).click();
  }
  await expect(page.getByRole('heading', { name: `${AUTO_DRAFT_LABELS.yourQuiz} (${expectedCount})` })).toBeVisible();
  return text;
}

/** The heading of the ready card of /auto-draft. */
export const readyHeading = (page: Page) => page.getByRole('heading', { name: AUTO_DRAFT_MESSAGES.successTitle });
