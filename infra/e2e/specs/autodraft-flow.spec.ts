import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { AUTO_DRAFT_LABELS, AUTO_DRAFT_LIMITS, AUTO_DRAFT_MESSAGES, type DraftStatus, generatedQuestionsSchema } from '@quizlink/contracts/draft';
import { QUIZ_EXPERIENCE_MESSAGES } from '@quizlink/contracts/quiz';
import { autodraftFixture, fileInput, handoffKeys, nextSessionId, readyHeading, recordStatuses, takeSuggestion } from '../support/autodraft-flows.ts';
import { expectAccessible, passStartCard, signInAs, toastTitled } from '../support/quiz-experience.ts';

async function statusOf(page: Page, sessionId: string): Promise<DraftStatus> {
  const res = await page.request.get(`/api/auto-create/draft-status/${sessionId}`);
  return ((await res.json()) as { data: DraftStatus }).data;
}

/** Answers whatever the quiz asks: the first option of each multiple-choice question, a sentence otherwise. */
async function answerEveryQuestion(page: Page, count: number): Promise<void> {
  await passStartCard(page);
  for (let i = 0; i < count; i++) {
    await expect(page.getByText(`Question ${i + 1} of ${count}`)).toBeVisible();
    const radio = page.getByRole('radio').first();
    if (await radio.isVisible().catch(() => false)) await radio.check();
    else await page.getByRole('textbox').first().fill('Plants turn light into chemical energy.');
    await page.getByRole('button', { name: i === count - 1 ? 'Submit' : 'Next' }).click();
  }
}

test.describe('Auto Draft', () => {
  test('When a creator uploads PDFs, then progress shows, questions come with sources, and the builder hands them to /create', async ({ page, browser }) => {
    await signInAs(page, 'Ada Drafter');
    await page.goto('/auto-draft');
    await expect(page.getByRole('heading', { level: 1, name: 'Auto Draft Quiz' })).toBeVisible();
    // The usage counter: the daily quota's own count and the quota the server enforces ('x of y').
    await expect(page.getByText(/^\d+ of \d+$/)).toBeVisible();
    await expect(page.getByRole('heading', { name: AUTO_DRAFT_MESSAGES.howItWorks })).toBeVisible();
    await expectAccessible(page);

    // The spec's checks before anything is sent.
    await page.getByRole('button', { name: AUTO_DRAFT_MESSAGES.generateQuestions }).click();
    await expect(toastTitled(page, AUTO_DRAFT_MESSAGES.contentRequiredTitle)).toBeVisible();
    await fileInput(page).setInputFiles({ name: 'setup.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') });
    await expect(toastTitled(page, AUTO_DRAFT_MESSAGES.invalidFilesTitle)).toBeVisible();

    // A two-page lesson and a scanned page (read by OCR on the server: slow enough to watch).
    await fileInput(page).setInputFiles([autodraftFixture('lesson.pdf'), autodraftFixture('scanned.pdf')]);
    await expect(page.getByRole('list', { name: AUTO_DRAFT_LABELS.uploadFiles }).getByRole('listitem')).toHaveCount(2);
    await page.getByLabel(AUTO_DRAFT_LABELS.numberOfQuestions).fill('6');
    await page.getByLabel(AUTO_DRAFT_LABELS.typeBoth).check();
    await page.getByLabel(AUTO_DRAFT_LABELS.totalTime, { exact: true }).check();
    await page.getByLabel('20 minutes').check();
    const statuses = recordStatuses(page);
    const sessionId = nextSessionId(page);
    await page.getByRole('button', { name: AUTO_DRAFT_MESSAGES.generateQuestions }).click();
    await expect(page.getByRole('heading', { name: AUTO_DRAFT_LABELS.processingHeading })).toBeVisible();
    await expect(page.locator('[aria-current="step"]')).toHaveText(/Reading|Generating/);
    await expect(readyHeading(page)).toBeVisible({ timeout: 30_000 });
    expect(statuses.some((s) => s.status === 'processing' && s.progress.currentFile !== null)).toBe(true);
    expect(statuses.at(-1)).toMatchObject({ status: 'ready', progress: { questionsGenerated: 6, filesDone: 2 } });
    await expect(page.getByText(/Source: lesson\.pdf, page [12]/).first()).toBeVisible();
    await expectAccessible(page);

    // The suggestion builder: 'Question Required', then five suggestions taken (three of one type, two of the other).
    await page.getByRole('button', { name: AUTO_DRAFT_LABELS.pickOneByOne }).click();
    await expect(page).toHaveURL(/\/auto-draft-session$/);
    await expect(page.getByTestId('suggestion-text')).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: AUTO_DRAFT_LABELS.addToQuiz }).click();
    await expect(toastTitled(page, AUTO_DRAFT_MESSAGES.questionRequiredTitle)).toBeVisible();
    const taken: string[] = [];
    for (let i = 1; i <= 3; i++) taken.push(await takeSuggestion(page, i, i === 1 ? 'edit' : 'use'));
    await page.getByLabel(AUTO_DRAFT_LABELS.typeEssay).check();
    for (let i = 4; i <= 5; i++) taken.push(await takeSuggestion(page, i));

    // Finish Quiz: /create in AI-draft mode, no review required — the creator chose each question here.
    await page.getByRole('button', { name: AUTO_DRAFT_MESSAGES.finishQuiz }).click();
    await expect(page).toHaveURL(/\/create$/);
    await expect(page.getByRole('heading', { level: 1, name: QUIZ_EXPERIENCE_MESSAGES.draftTitle })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Start Sequential Review' })).toHaveCount(0);
    await expect(page.getByText(QUIZ_EXPERIENCE_MESSAGES.needsReview, { exact: true })).toHaveCount(0);
    const keys = await handoffKeys(page);
    expect(keys).toMatchObject({ draftSessionId: await sessionId, autoCreateMode: 'true', requiresReview: null });
    const questions = generatedQuestionsSchema.parse(JSON.parse(keys.generatedQuestions ?? '[]'));
    expect(questions.map((q) => q.text)).toEqual(taken);
    expect(questions.every((q) => !q.needsReview)).toBe(true);
    expect(JSON.parse(keys.generationMetadata ?? '{}')).toMatchObject({ timeLimit: 1200, autoSubmit: true });
    await expect(page.getByLabel('Total time (minutes)')).toHaveValue('20');

    // When the editor's AI-draft mode can publish the draft, publish it and answer the quiz.
    const publish = page.getByRole('button', { name: 'Publish Quiz' });
    const canPublish = await publish.isEnabled({ timeout: 5000 }).catch(() => false);
    test.info().annotations.push({ type: 'editor', description: canPublish ? 'published from the AI draft' : 'editor could not publish the AI draft yet' });
    if (!canPublish) return;
    await publish.click();
    await expect(page).toHaveURL(/\/share\/\d+$/, { timeout: 15_000 });
    const codeLink = await page.getByRole('textbox', { name: 'Code link', exact: true }).inputValue();
    const taker = await (await browser.newContext()).newPage();
    await signInAs(taker, 'Bea Taker');
    await taker.goto(new URL(codeLink).pathname);
    await answerEveryQuestion(taker, 5);
    await expect(taker).toHaveURL(/\/results\/\d+\/[0-9a-f-]{36}$/);
  });

  /** Starts a draft of the most scanned pages a form takes (each one OCR'd: seconds of work) and waits until reading shows. */
  async function startLongRead(page: Page, name: string): Promise<string> {
    await signInAs(page, name);
    await page.goto('/auto-draft');
    const scan = fs.readFileSync(autodraftFixture('scanned.pdf'));
    const files = Array.from({ length: AUTO_DRAFT_LIMITS.maxFiles }, (_, i) => ({ name: `scan-${i}.pdf`, mimeType: 'application/pdf', buffer: scan }));
    await fileInput(page).setInputFiles(files);
    const sessionId = nextSessionId(page);
    await page.getByRole('button', { name: AUTO_DRAFT_MESSAGES.generateQuestions }).click();
    const id = await sessionId;
    await expect(page.getByText(/Reading scan-\d\.pdf/)).toBeVisible();
    return id;
  }

  test('When the server reads the content, then Cancel stops the draft and the form comes back, accessible', async ({ page }) => {
    const id = await startLongRead(page, 'Paula Progress');
    // At once: reading ten scans can finish within seconds, and a finished draft has nothing to cancel.
    await page.getByRole('button', { name: AUTO_DRAFT_LABELS.cancel }).click();
    await expect.poll(async () => (await statusOf(page, id)).status, { timeout: 15_000 }).toBe('cancelled');
    await expect(page.getByRole('button', { name: AUTO_DRAFT_MESSAGES.generateQuestions })).toBeVisible();
    await expectAccessible(page);
  });

  test('When the creator leaves while the server reads the content, then the server stops the draft', async ({ page }) => {
    // Leaves at once: the reading takes seconds more, so the draft is still running when the page goes.
    const id = await startLongRead(page, 'Leo Leaver');
    await page.goto('/');
    await expect.poll(async () => (await statusOf(page, id)).status, { timeout: 15_000 }).toBe('cancelled');
  });

  test('When a file lies about its type or is a zip bomb, then Processing Failed says why and the form comes back', async ({ page }) => {
    await signInAs(page, 'Fay Faker');
    await page.goto('/auto-draft');
    await fileInput(page).setInputFiles(autodraftFixture('fake.pdf'));
    await page.getByRole('button', { name: AUTO_DRAFT_MESSAGES.generateQuestions }).click();
    await expect(toastTitled(page, AUTO_DRAFT_MESSAGES.processingFailedTitle)).toBeVisible();
    await expect(page.getByText('"fake.pdf" is a PNG image, not a PDF document.')).toBeVisible();
    await expect(page.getByRole('button', { name: AUTO_DRAFT_MESSAGES.generateQuestions })).toBeVisible();

    await page.getByRole('button', { name: `${AUTO_DRAFT_LABELS.removeFile} fake.pdf` }).click();
    await fileInput(page).setInputFiles(autodraftFixture('bomb.docx'));
    await page.getByRole('button', { name: AUTO_DRAFT_MESSAGES.generateQuestions }).click();
    await expect(page.getByText(`"bomb.docx": ${AUTO_DRAFT_MESSAGES.zipBomb}`)).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('button', { name: AUTO_DRAFT_MESSAGES.generateQuestions })).toBeVisible();
  });

  test('When pasted text is drafted and Review & Edit Questions is chosen, then /create gets every generated question', async ({ page }) => {
    await signInAs(page, 'Rita Reviewer');
    await page.goto('/auto-draft');
    const text = fs.readFileSync(autodraftFixture('notes-utf8.txt'), 'utf8');
    await page.getByLabel(AUTO_DRAFT_LABELS.topicPrompt).fill(`${text} ${'La clorofila absorbe la luz roja y la luz azul en las hojas de las plantas verdes. '.repeat(3)}`);
    await page.getByLabel(AUTO_DRAFT_LABELS.language).selectOption({ label: 'Spanish' });
    await page.getByLabel(AUTO_DRAFT_LABELS.typeMcq).check();
    await page.getByRole('button', { name: AUTO_DRAFT_MESSAGES.generateQuestions }).click();
    await expect(readyHeading(page)).toBeVisible({ timeout: 20_000 });
    const shown = await page.getByRole('list', { name: 'Generated questions' }).getByRole('listitem').count();
    // Review & Edit: machine-made questions nobody has read yet, so /create asks for a review.
    await page.getByRole('button', { name: AUTO_DRAFT_MESSAGES.reviewAndEdit }).click();
    await expect(page).toHaveURL(/\/create$/);
    await expect(page.getByRole('heading', { level: 1, name: QUIZ_EXPERIENCE_MESSAGES.reviewTitle })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Start Sequential Review' })).toBeVisible();
    const keys = await handoffKeys(page);
    expect(keys).toMatchObject({ autoCreateMode: 'true', requiresReview: 'true' });
    expect(generatedQuestionsSchema.parse(JSON.parse(keys.generatedQuestions ?? '[]'))).toHaveLength(shown);
  });

  test('When there is no name or no draft session, then the pages send the visitor back with the spec’s messages', async ({ page }) => {
    await page.goto('/auto-draft');
    await expect(page).toHaveURL(/\/$/);
    await expect(toastTitled(page, AUTO_DRAFT_MESSAGES.nameRequiredTitle)).toBeVisible();

    await signInAs(page, 'Nora Nosession');
    await page.goto('/auto-draft-session');
    await expect(page).toHaveURL(/\/auto-draft$/);
    await expect(toastTitled(page, AUTO_DRAFT_MESSAGES.noDraftSessionTitle)).toBeVisible();
  });
});
