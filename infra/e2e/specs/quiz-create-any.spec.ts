import { expect, test, type Page } from '@playwright/test';
import { CREATE_ANY_QUIZ, QUIZ_EXPERIENCE_MESSAGES } from '@quizlink/contracts/quiz';
import { expectAccessible, signInAs } from '../support/quiz-experience.ts';

const PATH = '/create-any-quiz';

const headOf = (page: Page) =>
  page.evaluate(() => ({
    description: document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '',
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? '',
    robots: document.querySelector('meta[name="robots"]')?.getAttribute('content') ?? '',
  }));

const pitch = (page: Page) => page.getByRole('region', { name: CREATE_ANY_QUIZ.stepsHeading });

test.describe('Create-any-quiz landing page (/create-any-quiz)', () => {
  test('When a visitor from a search engine opens it, then the pitch, its metadata and the way to the editor are there', async ({ page, request, baseURL }) => {
    await page.goto(PATH);
    await expect(page.getByRole('heading', { level: 1, name: CREATE_ANY_QUIZ.heading })).toBeVisible();
    await expect(pitch(page).getByRole('listitem')).toHaveCount(4);
    await expect(page).toHaveTitle(`${CREATE_ANY_QUIZ.metaName} | QuizLink`);
    const head = await headOf(page);
    expect(head.description).toBe(CREATE_ANY_QUIZ.metaDescription);
    expect(head.canonical).toBe(`${baseURL}${PATH}`);
    expect(head.robots).not.toContain('noindex');
    expect(await (await request.get('/sitemap.xml')).text()).toContain(`<loc>${baseURL}${PATH}</loc>`);
    await expectAccessible(page);

    await page.getByRole('button', { name: CREATE_ANY_QUIZ.startAction }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.getByLabel('Your Name').fill('Lena Landing');
    await page.getByRole('button', { name: 'Create Quiz', exact: true }).click();
    await expect(page).toHaveURL(/\/create$/);
    await expect(page.getByRole('heading', { level: 1, name: QUIZ_EXPERIENCE_MESSAGES.createTitle })).toBeVisible();
  });

  test('When a named visitor opens it, then the editor itself is there, wrapped by the 4-step pitch', async ({ page }) => {
    await signInAs(page, 'Wes Wrapped');
    await page.goto(PATH);
    await expect(page.getByRole('heading', { level: 1, name: QUIZ_EXPERIENCE_MESSAGES.createTitle })).toBeVisible();
    await expect(page.getByText('Creating as Wes Wrapped')).toBeVisible();
    await expect(pitch(page).getByRole('listitem')).toHaveCount(4);
    await expect(page).toHaveURL(new RegExp(`${PATH}$`));
    await expectAccessible(page);
  });
});
