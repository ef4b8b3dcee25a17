import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { CreateQuizResponse } from '@quizlink/contracts/quiz';
import {
  ESSAY_QUESTION,
  MIXED_QUESTIONS,
  answerByApi,
  expectAccessible,
  keepAttemptSecret,
  signInAs,
  type ApiQuiz,
} from '../support/quiz-experience.ts';

/**
 * Issue 13, the answering screen and the results reveal, at a phone's and a laptop's width: the start
 * card gates a timed quiz's clock, a quiz can be answered with the keyboard alone, the right answer
 * shows under a wrong one only when the creator allows it, equal scores share a rank, and a code
 * typed in lowercase finds its quiz.
 */

/** The mixed quiz (first option right), with the creator's "show the right answers" setting. */
async function publishQuiz(request: APIRequestContext, creatorName: string, opts: { timeLimit?: number | null; showCorrectAnswers?: boolean } = {}): Promise<ApiQuiz> {
  const user = await request.post('/api/users', { data: { username: creatorName } });
  const { id: creatorId } = (await user.json()) as { id: number };
  const created = await request.post('/api/quizzes', {
    data: {
      creatorId,
      creatorName,
      timeLimit: opts.timeLimit ?? null,
      autoSubmit: true,
      ...(opts.showCorrectAnswers === undefined ? {} : { showCorrectAnswers: opts.showCorrectAnswers }),
      questions: [
        ...MIXED_QUESTIONS.map((q, order) => ({ text: q.text, type: 'multiple-choice', options: q.options, correctAnswers: [q.options[0]], order })),
        { text: ESSAY_QUESTION, type: 'open-ended', order: MIXED_QUESTIONS.length },
      ],
    },
  });
  expect(created.status()).toBe(201);
  const quiz = (await created.json()) as CreateQuizResponse;
  if (opts.timeLimit) return { ...quiz, questions: [] };
  const questions = (await (await request.get(`/api/quizzes/${quiz.id}/questions`)).json()) as ApiQuiz['questions'];
  return { ...quiz, questions };
}

const resultsUrl = /\/results\/\d+\/[0-9a-f-]{36}$/;
/** A page's first paint on a busy 2-core machine (every remote chunk loads cold) may take longer than the default 10 s. */
const FIRST_PAINT = { timeout: 30_000 };
const rightAnswers = (page: Page) => page.getByText(/^Right answer:/);

for (const width of [390, 1280]) {
  test.describe(`At ${width} px`, () => {
    test.use({ viewport: { width, height: width < 768 ? 844 : 900 } });
    test.describe.configure({ timeout: 180_000 });

    test('When a timed quiz opens, then its start card shows and the clock starts only on Start', async ({ page, request }) => {
      const quiz = await publishQuiz(request, `Sam Start ${width}`, { timeLimit: 60 });
      await page.clock.install();
      await signInAs(page, `Tara Timed ${width}`);
      await page.goto(`/quiz/${quiz.urlSlug}`);
      const start = page.getByRole('button', { name: 'Start', exact: true });
      await expect(start).toBeVisible(FIRST_PAINT);
      await expect(page.getByText('5 questions · 1 minute')).toBeVisible();
      await expect(page.getByRole('timer')).toHaveCount(0);
      await expect(page.getByRole('heading', { name: MIXED_QUESTIONS[0]!.text })).toHaveCount(0);
      await expectAccessible(page);

      // Time spent on the card does not count.
      await page.clock.fastForward('00:40');
      await start.click();
      await expect(page.getByRole('heading', { name: MIXED_QUESTIONS[0]!.text })).toBeVisible(FIRST_PAINT);
      // Had the 40 s on the card counted, at most 00:20 would be left (a busy machine takes a few seconds to start).
      await expect(page.getByRole('timer')).toHaveText(/^(01:00|00:[3-5]\d)$/);
      await expect(page.getByRole('progressbar', { name: 'Quiz progress' })).toBeVisible();
      await expectAccessible(page);
    });

    test('When a taker answers by keyboard alone, then the results reveal the right answer under each wrong one', async ({ page, request }) => {
      const quiz = await publishQuiz(request, `Kim Keys ${width}`);
      await signInAs(page, `Kai Keyboard ${width}`);
      await page.goto(`/quiz/code/${quiz.accessCode}`);
      await expect(page.getByRole('heading', { name: MIXED_QUESTIONS[0]!.text })).toBeVisible(FIRST_PAINT);
      // Right, wrong (Coffee), right, wrong (Winter).
      for (const [index, key] of ['1', '2', '1', '4'].entries()) {
        await expect(page.getByRole('heading', { name: MIXED_QUESTIONS[index]!.text })).toBeVisible();
        await page.keyboard.press(key);
        await expect(page.getByRole('radio', { name: new RegExp(`${MIXED_QUESTIONS[index]!.options[Number(key) - 1]}$`) })).toBeChecked();
        if (index === 0) await expectAccessible(page);
        await page.keyboard.press('Enter');
      }
      await expect(page.getByRole('heading', { name: ESSAY_QUESTION })).toBeFocused();
      expect(await page.evaluate(() => (globalThis as unknown as { scrollY: number }).scrollY)).toBe(0);
      await page.keyboard.press('Tab');
      await expect(page.getByLabel('Your answer')).toBeFocused();
      await page.keyboard.type('Typed 1 and 2 with Enter');
      await page.keyboard.press('Enter');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await expect(page.getByRole('button', { name: 'Submit' })).toBeFocused();
      await page.keyboard.press('Enter');

      await expect(page).toHaveURL(resultsUrl, FIRST_PAINT);
      await expect(page.getByRole('img', { name: 'Your score: 2 of 4, 50%' })).toBeVisible(FIRST_PAINT);
      await expect(rightAnswers(page)).toHaveText(['Right answer: Tea', 'Right answer: Spring']);
      await expect(page.getByRole('button', { name: 'Share my score' })).toBeVisible();
      await expectAccessible(page);
    });

    test('When the creator turned the right answers off, then the results show none, and the server sends none', async ({ page, request }) => {
      const quiz = await publishQuiz(request, `Quinn Quiet ${width}`, { showCorrectAnswers: false });
      const attempt = await answerByApi(request, quiz, `Walt Wrong ${width}`, [1, 1, 1, 1]);
      const detail = await request.get(`/api/quiz-attempts/${attempt.id}`, { headers: { 'x-attempt-secret': attempt.attemptSecret } });
      expect(await detail.json()).not.toHaveProperty('correctAnswers');
      await keepAttemptSecret(page, attempt);
      await signInAs(page, `Walt Wrong ${width}`);
      await page.goto(`/results/${quiz.id}/${attempt.id}`);
      await expect(page.getByRole('heading', { name: 'Your Answers' })).toBeVisible(FIRST_PAINT);
      await expect(page.getByText('✗ Incorrect').first()).toBeVisible();
      await expect(rightAnswers(page)).toHaveCount(0);
    });

    test('When two players tie at the top, then the podium and the board share rank 1 and the next is 3', async ({ page, request }) => {
      const quiz = await publishQuiz(request, `Tia Tie ${width}`);
      await answerByApi(request, quiz, 'Ann Equal', [0, 0, 0, 1]);
      const mine = await answerByApi(request, quiz, 'Bo Equal', [0, 0, 1, 0]);
      await answerByApi(request, quiz, 'Cy Behind', [1, 1, 1, 1]);
      await keepAttemptSecret(page, mine);
      await signInAs(page, 'Bo Equal');
      await page.goto(`/results/${quiz.id}/${mine.id}`);
      const podium = page.getByRole('list', { name: 'Top 3' });
      await expect(podium.getByRole('listitem')).toHaveText([/^Ann Equal.*Rank 1$/, /^Bo Equal \(You\).*Rank 1$/, /^Cy Behind.*Rank 3$/], FIRST_PAINT);
      const ranks = page.getByRole('table').getByRole('row').locator('td:first-child');
      await expect(ranks).toHaveText(['1', '1', '3']);
      await expectAccessible(page);
    });

    test('When a code is typed in lowercase, then it finds the quiz', async ({ page, request }) => {
      const quiz = await publishQuiz(request, `Lou Lower ${width}`);
      await signInAs(page, `Lee Lower ${width}`);
      await page.goto('/find-quiz');
      await expect(page.getByLabel('Quiz link or code')).toBeVisible(FIRST_PAINT);
      await page.getByLabel('Quiz link or code').fill(quiz.accessCode.toLowerCase());
      await page.getByRole('button', { name: 'Find Quiz' }).click();
      await expect(page).toHaveURL(new RegExp(`/quiz/code/${quiz.accessCode}$`));
      await expect(page.getByRole('heading', { name: MIXED_QUESTIONS[0]!.text })).toBeVisible(FIRST_PAINT);
      await page.goto(`/quiz/code/${quiz.accessCode.toLowerCase()}`);
      await expect(page.getByRole('heading', { name: MIXED_QUESTIONS[0]!.text })).toBeVisible(FIRST_PAINT);
    });
  });
}
