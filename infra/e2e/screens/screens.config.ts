import path from 'node:path';
import { defineConfig } from '@playwright/test';
import e2e from '../playwright.config.ts';

/**
 * The screenshot run (`npm run screens -w @quizlink/infra`): the e2e set-up (same stack, same
 * Chromium) pointed at `capture.screens.ts` only. It is not part of `npm test`, whose config runs
 * `../specs`. Reduced motion, so every picture shows the settled screen.
 */
export default defineConfig({
  ...e2e,
  testDir: import.meta.dirname,
  testMatch: /capture\.screens\.ts$/,
  timeout: 300_000,
  reporter: [['list']],
  outputDir: path.join(import.meta.dirname, '../../.cache/screens-results'),
  use: { ...e2e.use, reducedMotion: 'reduce', trace: 'off', screenshot: 'off' },
});
