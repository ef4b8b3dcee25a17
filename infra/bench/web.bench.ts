/**
 * `npm run bench -- web [--runs=N]`: builds the four front ends for production, starts the embedded
 * platform on a free port, and for /, /quiz/code/{code} and /create prints
 *   - the gzip size of the JavaScript and CSS the page loads, per bundle (shell, mfe-quiz, …);
 *   - the Lighthouse mobile performance score (median of N runs, default 3) in Chromium.
 * Goals (issue 6): performance ≥ 95 on each page; ≤ 120 KB gzip of JavaScript for /.
 * A benchmark measures; it exits 0 whatever the figures are (a failure to start is still an error).
 * Chromium: CHROME_PATH, else CHROMIUM_PATH, else /usr/bin/chromium.
 */
import path from 'node:path';
import { launch } from 'puppeteer-core';
import { buildFrontEnds, publishSampleQuiz, startLocalStack, visitorSession } from './web/local-stack.ts';
import { bundleOf, gzipSize, runLighthouse, type PageRun } from './web/lighthouse-page.ts';

const repoRoot = path.resolve(process.cwd());
const runs = Number(process.argv.find((arg) => arg.startsWith('--runs='))?.slice(7) ?? 3);
const chrome = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const KB = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function sizesOf(run: PageRun): Promise<Map<string, { js: number; css: number }>> {
  const sizes = new Map<string, { js: number; css: number }>();
  for (const asset of run.assets) {
    const bundle = sizes.get(bundleOf(asset.url)) ?? { js: 0, css: 0 };
    bundle[asset.kind] += await gzipSize(asset.url);
    sizes.set(bundleOf(asset.url), bundle);
  }
  return sizes;
}

buildFrontEnds(repoRoot);
const stack = await startLocalStack(repoRoot);
const browser = await launch({
  executablePath: chrome,
  args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
});
try {
  const { accessCode, visitor } = await publishSampleQuiz(stack.url);
  const session = visitorSession(visitor);
  const pages = [
    { path: '/', session: {} },
    { path: `/quiz/code/${accessCode}`, session },
    { path: '/create', session },
  ];
  const results: string[] = [];
  let homeJs = 0;
  const scores: number[] = [];
  for (const page of pages) {
    const all: PageRun[] = [];
    for (let i = 0; i < runs; i += 1) all.push(await runLighthouse(browser, stack.url, page.path, page.session));
    const score = median(all.map((r) => r.score));
    scores.push(score);
    const sizes = await sizesOf(all[0] as PageRun);
    const js = [...sizes.values()].reduce((sum, s) => sum + s.js, 0);
    const css = [...sizes.values()].reduce((sum, s) => sum + s.css, 0);
    if (page.path === '/') homeJs = js;
    results.push(`\n${page.path}`);
    for (const [bundle, s] of sizes) results.push(`  ${bundle.padEnd(14)} JS ${KB(s.js).padStart(9)}   CSS ${KB(s.css).padStart(8)}`);
    results.push(`  ${'total'.padEnd(14)} JS ${KB(js).padStart(9)}   CSS ${KB(css).padStart(8)}`);
    results.push(`  Lighthouse mobile performance ${score} (runs: ${all.map((r) => r.score).join(', ')}; LCP ${median(all.map((r) => r.lcpMs))} ms, TBT ${median(all.map((r) => r.tbtMs))} ms)`);
  }
  console.log(`\nweb bench: gzip -9 sizes of the JS and CSS each page loads, Lighthouse ${runs} run(s) per page (mobile, simulated throttling)`);
  console.log(results.join('\n'));
  console.log(`\ngoal: JS loaded for / at most 120 KB gzip: ${KB(homeJs)} ${homeJs <= 120 * 1024 ? 'met' : 'NOT met'}`);
  console.log(`goal: Lighthouse performance at least 95 on each page: ${scores.join(', ')} ${scores.every((s) => s >= 95) ? 'met' : 'NOT met'}`);
} finally {
  await browser.close();
  await stack.stop();
}
