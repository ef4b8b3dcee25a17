import { expect, test, type Page } from '@playwright/test';
import { AUTO_DRAFT_LABELS, AUTO_DRAFT_MESSAGES, type DraftStatus, generatedQuestionsSchema } from '@quizlink/contracts/draft';
import { PENDING_REVIEW_TEXTS, pendingReviewWarning, QUIZ_EXPERIENCE_MESSAGES, reviewQuestionTitle } from '@quizlink/contracts/quiz';
import { fileInput, handoffKeys, nextSessionId, readyHeading } from '../support/autodraft-flows.ts';
import { expectAccessible, passStartCard, signInAs } from '../support/quiz-experience.ts';
import { REVIEW_LESSON, reviewLessonDocx } from '../support/review-draft-lesson.ts';

/** Questions asked of the lesson; one is removed in review, the quiz keeps the rest (at least 5 to publish). */
const ASKED = 7;

/** The editor's list of questions, one item per question (the options are lists of their own inside). */
const editorQuestions = (page: Page) => page.locator('ol[aria-label="Questions"] > li');

async function draftStatus(page: Page, sessionId: string): Promise<DraftStatus> {
  const res = await page.request.get(`/api/auto-create/draft-status/${sessionId}`);
  return ((await res.json()) as { data: DraftStatus }).data;
}

/** The question texts of the editor's list, in publish order. */
const listedTexts = (page: Page) => editorQuestions(page).locator('strong').allTextContents();

/** Plays the quiz from its code link: the first option of every question, then Submit. */
async function playEveryQuestion(page: Page, count: number, firstQuestion: string): Promise<void> {
  await passStartCard(page);
  await expect(page.getByText(`Question 1 of ${count}`)).toBeVisible();
  await expect(page.getByRole('heading', { name: firstQuestion, exact: true })).toBeVisible();
  for (let i = 0; i < count; i++) {
    await expect(page.getByText(`Question ${i + 1} of ${count}`)).toBeVisible();
    await page.getByRole('radio').first().check();
    await page.getByRole('button', { name: i === count - 1 ? 'Submit' : 'Next' }).click();
  }
}

test.describe('Auto Draft: review and publish (issue 17)', () => {
  test('When a creator uploads a Word document without an AI key, then the offline draft is reviewed — edited, flagged, trimmed — published, and players get the reviewed questions', async ({ page, browser }) => {
    // Upload: a .docx built here, drafted offline (the stack has no model configured).
    await signInAs(page, 'Rhea Reviewer');
    await page.goto('/auto-draft');
    await fileInput(page).setInputFiles({ name: REVIEW_LESSON.fileName, mimeType: REVIEW_LESSON.mimeType, buffer: await reviewLessonDocx() });
    await expect(page.getByRole('list', { name: AUTO_DRAFT_LABELS.uploadFiles }).getByRole('listitem')).toHaveCount(1);
    await page.getByLabel(AUTO_DRAFT_LABELS.numberOfQuestions).fill(String(ASKED));
    await page.getByLabel(AUTO_DRAFT_LABELS.typeMcq).check();
    const sessionId = nextSessionId(page);
    await page.getByRole('button', { name: AUTO_DRAFT_MESSAGES.generateQuestions }).click();
    await expect(readyHeading(page)).toBeVisible({ timeout: 30_000 });
    expect((await draftStatus(page, await sessionId)).generator).toMatchObject({ provider: 'offline', usedFallback: false });
    await expect(page.getByText(`${ASKED} questions · ${AUTO_DRAFT_LABELS.draftedOffline}`)).toBeVisible();
    await expect(page.getByRole('list', { name: 'Generated questions' }).getByRole('listitem')).toHaveCount(ASKED);
    await expect(page.getByText(new RegExp(`${AUTO_DRAFT_LABELS.source}: ${REVIEW_LESSON.fileName.replace('.', '\\.')}, paragraph \\d`)).first()).toBeVisible();
    await expectAccessible(page);

    // Review & Edit: every drafted question reaches the editor flagged Needs Review.
    await page.getByRole('button', { name: AUTO_DRAFT_MESSAGES.reviewAndEdit }).click();
    await expect(page).toHaveURL(/\/create$/);
    await expect(page.getByRole('heading', { level: 1, name: QUIZ_EXPERIENCE_MESSAGES.reviewTitle })).toBeVisible();
    const drafted = generatedQuestionsSchema.parse(JSON.parse((await handoffKeys(page)).generatedQuestions ?? '[]'));
    expect(drafted).toHaveLength(ASKED);
    await expect(editorQuestions(page)).toHaveCount(ASKED);
    expect(await listedTexts(page)).toEqual(drafted.map((q) => q.text));
    await expect(editorQuestions(page).getByText(QUIZ_EXPERIENCE_MESSAGES.needsReview, { exact: true })).toHaveCount(ASKED);

    // Edit question 1: the creator rewords it; an edit alone does not review it.
    const original = drafted[0]!.text;
    const edited = original.replace(/^Fill in the blank:/, 'Complete the sentence:');
    expect(edited).not.toBe(original);
    await page.getByRole('button', { name: 'Edit question 1' }).click();
    await expect(page.getByLabel('Question', { exact: true })).toHaveValue(original);
    await page.getByLabel('Question', { exact: true }).fill(edited);
    await page.getByRole('button', { name: 'Update Question' }).click();
    await expect(editorQuestions(page).first().locator('strong')).toHaveText(edited);
    await expect(editorQuestions(page).first().getByText(QUIZ_EXPERIENCE_MESSAGES.needsReview, { exact: true })).toBeVisible();

    // Mark it reviewed: its flag turns to Reviewed and the button goes.
    await page.getByRole('button', { name: 'Mark as Reviewed, question 1' }).click();
    await expect(editorQuestions(page).first().getByText(QUIZ_EXPERIENCE_MESSAGES.reviewed, { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Mark as Reviewed, question 1' })).toHaveCount(0);

    // Remove question 2.
    const removed = drafted[1]!.text;
    await page.getByRole('button', { name: 'Delete question 2' }).click();
    await expect(editorQuestions(page)).toHaveCount(ASKED - 1);
    await expect(editorQuestions(page).getByText(removed, { exact: true })).toHaveCount(0);
    const kept = ASKED - 1;

    // Sequential review of the questions still flagged: accept the first, skip the second (it stays flagged), finish.
    const pending = kept - 1;
    await page.getByRole('button', { name: 'Start Sequential Review' }).click();
    await expect(page.getByRole('heading', { level: 1, name: reviewQuestionTitle(1, pending) })).toBeVisible();
    await expect(page.getByLabel('Question', { exact: true })).toHaveValue(drafted[2]!.text);
    await page.getByRole('button', { name: QUIZ_EXPERIENCE_MESSAGES.acceptAndContinue }).click();
    await expect(page.getByRole('heading', { level: 1, name: reviewQuestionTitle(2, pending) })).toBeVisible();
    await expect(page.getByLabel('Question', { exact: true })).toHaveValue(drafted[3]!.text);
    await page.getByRole('button', { name: QUIZ_EXPERIENCE_MESSAGES.skip }).click();
    await expect(page.getByRole('heading', { level: 1, name: reviewQuestionTitle(3, pending) })).toBeVisible();
    await page.getByRole('button', { name: QUIZ_EXPERIENCE_MESSAGES.finishReview }).click();
    await expect(page.getByRole('heading', { level: 1, name: QUIZ_EXPERIENCE_MESSAGES.reviewTitle })).toBeVisible();
    const flags = editorQuestions(page).locator('strong + span');
    await expect(flags).toHaveText([
      QUIZ_EXPERIENCE_MESSAGES.reviewed,
      QUIZ_EXPERIENCE_MESSAGES.reviewed,
      ...Array.from({ length: kept - 2 }, () => QUIZ_EXPERIENCE_MESSAGES.needsReview),
    ]);
    const published = await listedTexts(page);
    expect(published).toEqual([edited, ...drafted.slice(2).map((q) => q.text)]);

    // Publish: questions still flagged make the editor ask first; Keep Reviewing stays, Publish Anyway publishes.
    const stillFlagged = kept - 2;
    await page.getByRole('button', { name: 'Publish Quiz' }).click();
    const confirm = page.getByRole('dialog', { name: PENDING_REVIEW_TEXTS.title });
    await expect(confirm).toBeVisible();
    await expect(confirm.getByText(pendingReviewWarning(stillFlagged))).toBeVisible();
    await confirm.getByRole('button', { name: PENDING_REVIEW_TEXTS.keepReviewing }).click();
    await expect(confirm).toBeHidden();
    await expect(page).toHaveURL(/\/create$/);
    await page.getByRole('button', { name: 'Publish Quiz' }).click();
    await confirm.getByRole('button', { name: PENDING_REVIEW_TEXTS.publishAnyway }).click();
    await expect(page).toHaveURL(/\/share\/\d+$/, { timeout: 15_000 });

    // The quiz holds exactly the reviewed questions, in order: the edit in, the removed question out.
    const quizId = /\/share\/(\d+)$/.exec(page.url())![1];
    const stored = (await (await page.request.get(`/api/quizzes/${quizId}/questions`)).json()) as Array<{ text: string; options: string[] }>;
    expect(stored.map((q) => q.text)).toEqual(published);
    expect(stored[0]!.options).toEqual(drafted[0]!.options);

    // A player opens the quiz's link, sees the edited question first and answers every question.
    const codeLink = await page.getByRole('textbox', { name: 'Code link', exact: true }).inputValue();
    const player = await (await browser.newContext()).newPage();
    await signInAs(player, 'Pia Player');
    await player.goto(new URL(codeLink).pathname);
    await playEveryQuestion(player, kept, edited);
    await expect(player).toHaveURL(/\/results\/\d+\/[0-9a-f-]{36}$/);
  });
});
