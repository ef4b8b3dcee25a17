import fs from 'node:fs';
import path from 'node:path';
import { test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { answerByApi, keepAttemptSecret, publishMixedQuiz, signInAs } from '../support/quiz-experience.ts';

/**
 * Screenshots of the screens of issue 13 at a phone's width (390 px) and a laptop's (1280 px), into
 * docs/screens/{screen}-{width}.png, linked from the README's "Screens" section. Each picture is the
 * full page, quantised to a 256-colour palette so the files stay small. A screen that does not
 * render (a feature not built yet) is reported and skipped; the others are still taken.
 */
const outDir = path.resolve(import.meta.dirname, '../../../docs/screens');
const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const;

async function save(page: Page, name: string, width: number): Promise<void> {
  await page.evaluate(() => document.fonts.ready);
  const raw = await page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });
  const file = path.join(outDir, `${name}-${width}.png`);
  await sharp(raw).png({ palette: true, quality: 85, compressionLevel: 9, effort: 10 }).toFile(file);
  console.log(`screens: ${path.relative(process.cwd(), file)} (${(fs.statSync(file).size / 1024).toFixed(0)} KB)`);
}

/** Takes one screen; a failure (screen missing) is logged, not fatal, so the rest are still captured. */
async function shot(page: Page, name: string, width: number, open: () => Promise<void>): Promise<void> {
  try {
    await open();
    await save(page, name, width);
  } catch (error) {
    console.warn(`screens: ${name} at ${width} px skipped: ${(error as Error).message.split('\n')[0]}`);
  }
}

fs.mkdirSync(outDir, { recursive: true });

for (const viewport of WIDTHS) {
  test(`screens at ${viewport.width} px`, async ({ browser }) => {
    const { width } = viewport;
    const fresh = async () => (await browser.newContext({ viewport, reducedMotion: 'reduce', serviceWorkers: 'block' })).newPage();
    const request = (await fresh()).request;

    const untimed = await publishMixedQuiz(request, 'Maya');
    const timed = await publishMixedQuiz(request, 'Theo', 60);
    const attempts = [
      await answerByApi(request, untimed, 'Ana', [0, 0, 0, 1]),
      await answerByApi(request, untimed, 'Ben', [0, 1, 0, 0]),
      await answerByApi(request, untimed, 'Caro', [1, 0, 2, 0]),
    ];

    // Home.
    const home = await fresh();
    await shot(home, 'home', width, async () => {
      await home.goto('/');
      await home.getByLabel('Your Name').waitFor();
    });

    // The answer screen's start card (a timed quiz), then answering with an answer picked.
    const taker = await fresh();
    await signInAs(taker, 'Zoe');
    await shot(taker, 'answer-start', width, async () => {
      await taker.goto(`/quiz/code/${timed.accessCode}`);
      await taker.getByRole('button', { name: /^Start/ }).waitFor({ timeout: 15_000 });
    });
    await shot(taker, 'answering', width, async () => {
      const start = taker.getByRole('button', { name: /^Start/ });
      if (await start.isVisible()) await start.click();
      await taker.getByText('Which city do I live in?').first().waitFor({ timeout: 15_000 });
      await taker.getByRole('radio', { name: /Porto/ }).first().check();
    });

    // The results reveal of the attempt that got one wrong.
    const player = await fresh();
    await keepAttemptSecret(player, attempts[0]!);
    await shot(player, 'results', width, async () => {
      await player.goto(`/results/${untimed.id}/${attempts[0]!.id}`);
      await player.getByRole('heading', { level: 1 }).waitFor({ timeout: 15_000 });
      await player.waitForLoadState('networkidle');
    });

    // The share sheet, as the creator's tab sees it right after publishing.
    const creator = await fresh();
    await creator.addInitScript((quiz) => {
      const store = (globalThis as unknown as { sessionStorage: { setItem(k: string, v: string): void } }).sessionStorage;
      store.setItem('currentQuizId', String(quiz.id));
      store.setItem('currentAccessCode', quiz.accessCode);
      store.setItem('currentUrlSlug', quiz.urlSlug);
      store.setItem('currentDashboardToken', quiz.dashboardToken);
    }, untimed);
    await shot(creator, 'share', width, async () => {
      await creator.goto(`/share/${untimed.id}`);
      await creator.getByText(untimed.accessCode).first().waitFor({ timeout: 15_000 });
      await creator.waitForLoadState('networkidle');
    });

    // The dashboard with its charts (three attempts).
    await shot(creator, 'dashboard', width, async () => {
      await creator.goto(`/dashboard/${untimed.dashboardToken}`);
      await creator.getByText('Ana').first().waitFor({ timeout: 15_000 });
      await creator.waitForLoadState('networkidle');
    });

    // The editor: two questions added, a third half typed.
    const editor = await fresh();
    await signInAs(editor, 'Maya');
    await shot(editor, 'editor', width, async () => {
      await editor.goto('/create');
      for (const [text, a, b] of [
        ['Which city do I live in?', 'Porto', 'Madrid'],
        ['What do I drink in the morning?', 'Tea', 'Coffee'],
      ] as const) {
        await editor.getByLabel('Question', { exact: true }).fill(text);
        await editor.getByLabel('Option A', { exact: true }).fill(a);
        await editor.getByLabel('Option B', { exact: true }).fill(b);
        await editor.getByRole('button', { name: 'Add Question' }).click();
      }
      await editor.getByLabel('Question', { exact: true }).fill('Which sport do I play?');
      await editor.getByLabel('Option A', { exact: true }).fill('Tennis');
    });
  });
}
