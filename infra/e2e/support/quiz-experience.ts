import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { AxeBuilder } from '@axe-core/playwright';
import { ATTEMPT_SECRETS_STORAGE_KEY } from '@quizlink/contracts/attempt';
import type { CreateQuizResponse } from '@quizlink/contracts/quiz';
import { settleAnimations } from './a11y.ts';

/** Four multiple-choice questions (first option correct) and one open-ended question. */
export const MIXED_QUESTIONS = [
  { text: 'Which city do I live in?', options: ['Porto', 'Madrid', 'Rome', 'Oslo'] },
  { text: 'What do I drink in the morning?', options: ['Tea', 'Coffee', 'Juice', 'Water'] },
  { text: 'Which sport do I play?', options: ['Tennis', 'Golf', 'Rugby', 'Chess'] },
  { text: 'What is my favourite season?', options: ['Spring', 'Summer', 'Autumn', 'Winter'] },
];
export const ESSAY_QUESTION = 'Describe me in one sentence';

export type ApiQuiz = CreateQuizResponse & { questions: Array<{ id: number; type: string; options: string[] }> };

/** Publishes the mixed quiz through the gateway, as the editor does (optionally timed, in seconds: then without `questions`). */
export async function publishMixedQuiz(request: APIRequestContext, creatorName: string, timeLimit: number | null = null): Promise<ApiQuiz> {
  const user = await request.post('/api/users', { data: { username: creatorName } });
  expect(user.status()).toBe(201);
  const { id: creatorId } = (await user.json()) as { id: number };
  const created = await request.post('/api/quizzes', {
    data: {
      creatorId,
      creatorName,
      timeLimit,
      autoSubmit: true,
      questions: [
        ...MIXED_QUESTIONS.map((q, order) => ({ text: q.text, type: 'multiple-choice', options: q.options, correctAnswers: [q.options[0]], order })),
        { text: ESSAY_QUESTION, type: 'open-ended', order: MIXED_QUESTIONS.length },
      ],
    },
  });
  expect(created.status()).toBe(201);
  const quiz = (await created.json()) as CreateQuizResponse;
  // A timed quiz's questions come only with a taker's start (the answer page's), never from a public read.
  if (timeLimit !== null) return { ...quiz, questions: [] };
  const questions = (await (await request.get(`/api/quizzes/${quiz.id}/questions`)).json()) as ApiQuiz['questions'];
  return { ...quiz, questions };
}

/** A stored attempt as its submission answered: the id and the secret that opens it. */
export type SubmittedAttempt = { id: string; attemptSecret: string };

/** A taker answers through the API: option `picks[i]` for each multiple-choice question, and an essay. */
export async function answerByApi(request: APIRequestContext, quiz: ApiQuiz, userName: string, picks: number[], essay = 'Kind and curious'): Promise<SubmittedAttempt> {
  const user = await request.post('/api/users', { data: { username: userName } });
  const { id: userAnswerId } = (await user.json()) as { id: number };
  const choice = quiz.questions.filter((q) => q.type === 'multiple-choice');
  const open = quiz.questions.filter((q) => q.type === 'open-ended');
  const res = await request.post('/api/quiz-attempts', {
    data: {
      quizId: quiz.id,
      userAnswerId,
      userName,
      answers: choice.map((q, i) => ({ questionId: q.id, userAnswer: q.options[picks[i] ?? 0] })),
      openEndedAnswers: open.map((q) => ({ questionId: q.id, userAnswer: essay })),
    },
  });
  expect(res.status()).toBe(201);
  return (await res.json()) as SubmittedAttempt;
}

/**
 * Puts an attempt's secret in the page's browser the way the answering page does after submitting
 * (localStorage under ATTEMPT_SECRETS_STORAGE_KEY), so its results page opens there — and only there.
 */
export async function keepAttemptSecret(page: Page, attempt: SubmittedAttempt): Promise<void> {
  await page.addInitScript(
    ([key, id, secret]) => {
      const store = (globalThis as unknown as { localStorage: { getItem(k: string): string | null; setItem(k: string, v: string): void } }).localStorage;
      const kept = JSON.parse(store.getItem(key) ?? '[]') as Array<[string, string]>;
      store.setItem(key, JSON.stringify([...kept.filter(([other]) => other !== id), [id, secret]]));
    },
    [ATTEMPT_SECRETS_STORAGE_KEY, attempt.id, attempt.attemptSecret] as const,
  );
}

/** Signs a visitor in the way the home page does, without going through it. */
export async function signInAs(page: Page, name: string): Promise<void> {
  const res = await page.request.post('/api/users', { data: { username: name } });
  const { id } = (await res.json()) as { id: number };
  await page.addInitScript(
    ([userId, userName]) => {
      const store = (globalThis as unknown as { sessionStorage: { setItem(k: string, v: string): void } }).sessionStorage;
      store.setItem('userId', String(userId));
      store.setItem('username', String(userName));
      store.setItem('userName', String(userName));
    },
    [id, name] as const,
  );
}

/** No WCAG 2.1 A/AA violation on the page as it is now. */
export async function expectAccessible(page: Page): Promise<void> {
  await settleAnimations(page);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** The toast the shell shows (one at a time), by its title. */
export const toastTitled = (page: Page, title: string) => page.locator('.ql-toast__title', { hasText: title });

/**
 * A timed quiz opens on its start card (issue 13): presses Start when the card shows, and goes on
 * at once when the quiz has none (untimed, or already started on this browser).
 */
export async function passStartCard(page: Page): Promise<void> {
  const start = page.getByRole('button', { name: 'Start', exact: true });
  const running = page.getByText(/^Question \d+ of \d+$/);
  await expect(start.or(running).first()).toBeVisible();
  if (await start.isVisible()) await start.click();
}
