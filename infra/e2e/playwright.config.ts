import { defineConfig } from '@playwright/test';
import { existsSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { uniformRateLimitEnv } from '@quizlink/gateway/rate-limit-budgets';
import { adminCredentialsEnv } from './support/admin-credentials.ts';
import { isDistributedRun, runDatabaseUrl, runDataDir } from './support/run-database.ts';

/**
 * End-to-end tests: real Chromium through the gateway.
 * The stack runs distributed (a process per service on MySQL, Redis and Kafka) when DATABASE_URL,
 * REDIS_URL and KAFKA_BROKERS are set, embedded otherwise. Chromium: CHROMIUM_PATH, else the
 * system's headless shell (Debian's chromium-headless-shell), else its /usr/bin/chromium, else
 * Playwright's own browser.
 */
const repoRoot = path.resolve(import.meta.dirname, '../..');
const port = Number(process.env.E2E_PORT ?? 8099);
// npm test passes its own, so that it can drop the run's database afterwards.
const runId = process.env.E2E_RUN_ID ?? randomBytes(4).toString('hex');
const distributed = isDistributedRun(process.env);
// The full browser runs headless as a whole desktop browser (GPU process, browser UI): with the same tests,
// the headless shell took 40 % less CPU and opened a page in 50 ms instead of 150-500 ms.
const chromium = process.env.CHROMIUM_PATH ?? ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((candidate) => existsSync(candidate));

function stackEnv(): Record<string, string> {
  const env: Record<string, string> = { PORT: String(port), LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn', SERVICE_PORT_BASE: String(port + 1000), ...adminCredentialsEnv() };
  // Every spec's browser is one client on loopback: the per-client budget of quiz starts is for people.
  env.ATTEMPT_START_RATE_LIMIT_PER_MINUTE = '600';
  // The same for the gateway's per-client budgets of the public API: every spec's requests come from one address.
  Object.assign(env, uniformRateLimitEnv(6000));
  if (distributed) {
    env.DATABASE_URL = runDatabaseUrl(process.env.DATABASE_URL as string, runId);
    env.KAFKA_TOPIC_PREFIX = `e2e-${runId}.`;
    // Fresh databases reuse ids: cache keys of earlier runs on the same Redis must not be seen.
    env.CACHE_KEY_PREFIX = `e2e-${runId}:`;
  } else {
    env.DATA_DIR = runDataDir(runId);
  }
  return env;
}

export default defineConfig({
  testDir: './specs',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? path.join(repoRoot, 'infra/.cache/reports/playwright.json') }]],
  // One folder per port, so runs on different ports never delete each other's traces.
  outputDir: path.join(repoRoot, `infra/.cache/test-results-${port}`),
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    // Once the service worker controls a page, requests go through it and page.route no longer sees
    // them; the install spec turns it back on where it tests the worker itself.
    serviceWorkers: 'block',
    // The product's entrance motion (every page and card slides in for 220 ms, lists stagger, picks pop)
    // made each click wait until its target stood still (0.25-0.45 s a click) and each axe run wait for the
    // paint to settle. It is all off under prefers-reduced-motion (shell/packages/ui/src/motion.css), which
    // leaves the same final page; no spec asserts the motion itself.
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    launchOptions: {
      ...(chromium ? { executablePath: chromium } : {}),
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    },
  },
  webServer: {
    command: `node infra/scripts/run-stack.mjs${distributed ? ' --distributed' : ''}`,
    cwd: repoRoot,
    url: `http://127.0.0.1:${port}/healthz`,
    env: stackEnv(),
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
