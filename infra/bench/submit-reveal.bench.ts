/**
 * `npm run bench -- submit-reveal [--runs=10] [--think=2000] [--no-build]`: what a player waits for after
 * pressing Submit — from the click to the results' score ring on screen — in Chromium, through the
 * embedded platform's gateway (front ends built for production unless `--no-build`).
 *
 * Interleaved in the same run, two ways the results screen's code can get there:
 *   ahead   as shipped: the answer screen fetches the results' chunk once it has rendered and the
 *           browser is idle (mfe-quiz `pages/lazy-pages.tsx`, @quizlink/ui `lazyPage`'s `next`);
 *   cold    the baseline: that fetch is refused while the player answers, so the chunk is fetched
 *           when the results open, as before the change (behind the loading panel, which React keeps
 *           up for at least 300 ms once shown).
 * Each run is a new browser context and a new visitor answering the same five-question quiz by
 * keyboard (three right, two wrong: 60 %, so no confetti; Enter goes on), waiting `--think` ms on the last question as a
 * player would. Timed in the page: from the click on Submit to the first frame after the ring entered
 * the document (the driver's round trips stay out). Prints the median, the 90th percentile and each run's time per way, and their ratio.
 * A benchmark measures; it exits 0 whatever the figures are. Chromium: CHROME_PATH, else CHROMIUM_PATH,
 * else /usr/bin/chromium.
 */
import path from 'node:path';
import { launch, type Browser } from 'puppeteer-core';
import { buildFrontEnds, createVisitor, publishSampleQuiz, startLocalStack, visitorSession } from './web/local-stack.ts';

const flag = (name: string) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
const runs = Number(flag('runs') ?? 10);
const thinkMs = Number(flag('think') ?? 2000);
const build = !process.argv.includes('--no-build');
const chrome = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const repoRoot = path.resolve(process.cwd());
/** The results screen's chunk: `page-results.[contenthash].js` (rspack's chunk name, pages/lazy-pages.tsx). */
const RESULTS_CHUNK = /\/page-results(\.[0-9a-f]+)?\.js$/;
const QUESTIONS = 5;
/** The results' score ring (@quizlink/ui ScoreRing), named "Your score: …". */
const SCORE_RING = 'svg[role="img"][aria-label^="Your score"]';
const WAYS = ['ahead', 'cold'] as const;
type Way = (typeof WAYS)[number];

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))] ?? 0;

/** One player: opens the quiz, answers, waits, presses Submit; the milliseconds until the score ring shows. */
async function submitToReveal(browser: Browser, origin: string, accessCode: string, way: Way, run: number): Promise<number> {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    const visitor = await createVisitor(origin, `Bench Player ${run}`);
    await page.evaluateOnNewDocument((values: Record<string, string>) => {
      for (const [key, value] of Object.entries(values)) sessionStorage.setItem(key, value);
    }, visitorSession(visitor));
    // Timed in the page, so the driver's own round trips stay out: the press (a click on Submit, seen
    // first) to the first frame after the score ring entered the document.
    await page.evaluateOnNewDocument((ring: string) => {
      const timing = { pressed: 0, shown: 0 };
      (globalThis as unknown as { submitReveal: typeof timing }).submitReveal = timing;
      addEventListener('click', (event) => {
        if ((event.target as Element | null)?.closest('button')?.textContent?.trim() === 'Submit') timing.pressed = performance.now();
      }, true);
      new MutationObserver(() => {
        if (timing.pressed && !timing.shown && document.querySelector(ring)) requestAnimationFrame(() => (timing.shown = performance.now()));
      }).observe(document, { subtree: true, childList: true });
    }, SCORE_RING);
    // Both ways go through interception, so its own cost is in both.
    let refuseResultsChunk = way === 'cold';
    await page.setRequestInterception(true);
    page.on('request', (request) => {
      if (refuseResultsChunk && RESULTS_CHUNK.test(new URL(request.url()).pathname)) void request.abort();
      else void request.continue();
    });
    await page.goto(`${origin}/quiz/code/${accessCode}`, { waitUntil: 'networkidle0' });
    for (let question = 1; question <= QUESTIONS; question += 1) {
      await page.waitForSelector(`::-p-text(Question ${question} of ${QUESTIONS})`);
      // The first option is the right one: 3 of 5 (a score of 80 % or more would add the confetti's chunk).
      await page.keyboard.press(question <= 3 ? '1' : '2');
      if (question < QUESTIONS) await page.keyboard.press('Enter');
    }
    await new Promise((resolve) => setTimeout(resolve, thinkMs));
    refuseResultsChunk = false;
    const submit = await page.waitForSelector('::-p-aria(Submit[role="button"])');
    await submit?.click();
    await page.waitForSelector(SCORE_RING, { visible: true });
    const { pressed, shown } = await page.evaluate(() => (globalThis as unknown as { submitReveal: { pressed: number; shown: number } }).submitReveal);
    return shown - pressed;
  } finally {
    await context.close();
  }
}

if (build) buildFrontEnds(repoRoot);
const stack = await startLocalStack(repoRoot);
const browser = await launch({
  executablePath: chrome,
  args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
});
try {
  const { accessCode } = await publishSampleQuiz(stack.url);
  // One untimed player first: the platform's and the browser's first-use costs stay out of the figures.
  await submitToReveal(browser, stack.url, accessCode, 'ahead', 0);
  const times: Record<Way, number[]> = { ahead: [], cold: [] };
  for (let run = 1; run <= runs; run += 1) {
    for (const way of run % 2 === 1 ? WAYS : [...WAYS].reverse()) times[way].push(await submitToReveal(browser, stack.url, accessCode, way, run * 2 + WAYS.indexOf(way)));
  }
  console.log(`\nsubmit-reveal bench: Submit pressed → score ring shown, ${runs} players per way, interleaved; ${thinkMs} ms on the last question`);
  for (const way of WAYS) {
    const ms = times[way];
    console.log(`  ${way.padEnd(6)} median ${percentile(ms, 50).toFixed(0).padStart(5)} ms   p90 ${percentile(ms, 90).toFixed(0).padStart(5)} ms   runs: ${ms.map((t) => t.toFixed(0)).join(', ')}`);
  }
  console.log(`  cold / ahead (medians): ${(percentile(times.cold, 50) / percentile(times.ahead, 50)).toFixed(2)}×`);
} finally {
  await browser.close();
  await stack.stop();
}
