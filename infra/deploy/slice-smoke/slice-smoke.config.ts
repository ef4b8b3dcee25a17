import path from 'node:path';
import { defineConfig } from '@playwright/test';
import base from '../../e2e/playwright.config.ts';

/**
 * The per-slice deploy smoke (issue 15 item 8): every slice started the way its pod runs (run-slices.ts:
 * the rendered production overlay's commands and environment, migration Jobs first), then each slice's
 * end-to-end specs through the gateway, one Playwright project per slice:
 *   DATABASE_URL=mysql://root@127.0.0.1:3306/test REDIS_URL=redis://127.0.0.1:6379 \
 *     npx playwright test --config infra/deploy/slice-smoke/slice-smoke.config.ts [--project quiz]
 * SLICE_SMOKE_PORT picks the gateway's port (default 8130); KAFKA_BROKERS, else kcat's mock broker.
 */
const repoRoot = path.resolve(import.meta.dirname, '../../..');
const port = Number(process.env.SLICE_SMOKE_PORT ?? 8130);

/** Slice → its end-to-end specs (infra/e2e/specs): the path a user takes through that slice. */
export const SLICE_SPECS: Record<string, string[]> = {
  quiz: ['quiz-slice.spec.ts'],
  attempt: ['quiz-answer.spec.ts'],
  generation: ['autodraft-flow.spec.ts'],
  content: ['admin-blog.spec.ts', 'admin-inbox.spec.ts'],
  shortlink: ['admin-shortlinks.spec.ts'],
  gateway: ['shell-home.spec.ts', 'shell-link-preview.spec.ts'],
};

export default defineConfig({
  ...base,
  testDir: path.join(repoRoot, 'infra/e2e/specs'),
  reporter: [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? path.join(repoRoot, 'infra/.cache/reports/slice-smoke.json') }]],
  outputDir: path.join(repoRoot, `infra/.cache/slice-smoke-results-${port}`),
  use: { ...base.use, baseURL: `http://127.0.0.1:${port}` },
  // A slice's first test meets cold processes (production mode, nothing warmed): twice the e2e budget.
  timeout: 120_000,
  projects: Object.entries(SLICE_SPECS).map(([name, specs]) => ({ name, testMatch: specs })),
  webServer: {
    command: 'node infra/deploy/slice-smoke/run-slices.ts',
    cwd: repoRoot,
    url: `http://127.0.0.1:${port}/readyz`,
    env: { SLICE_SMOKE_PORT: String(port) },
    // Migrations, then six Node processes: minutes on a loaded 2-core CI machine.
    timeout: 480_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
  },
});
