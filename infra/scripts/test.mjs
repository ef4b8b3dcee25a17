#!/usr/bin/env node
/**
 * `npm test`: prepares a fresh clone, then runs every check and prints one closing line
 * `test: N passed, N failed` that sums them all.
 *   typecheck (tsc -b), lint, the API description's freshness and compatibility gate count as one check each;
 *   unit and service tests (jest; on MariaDB, Redis and Kafka when DATABASE_URL, REDIS_URL and
 *   KAFKA_BROKERS are set, on the embedded defaults otherwise);
 *   end-to-end tests (Playwright in Chromium through the gateway; distributed stack when the three
 *   variables are set). `--no-e2e` skips them.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { dropRunData } from './lib/e2e-run-data.mjs';
import { ensureSupportedNode, ensureDependencies, ensureFrontEndsBuilt, repoRoot } from './lib/prepare.mjs';

// On an older Node (this kind of machine ships 20): fetch Node 24 once and re-run this script on it.
await ensureSupportedNode();
if (process.argv.includes('--help')) {
  console.log(`Usage: npm test [-- --no-e2e]
  Typecheck, lint, unit and service tests, then the end-to-end tests (--no-e2e skips them);
  on MariaDB, Redis and Kafka when DATABASE_URL, REDIS_URL and KAFKA_BROKERS are set.`);
  process.exit(0);
}
ensureDependencies();

const reportDir = path.join(repoRoot, 'infra', '.cache', 'reports');
fs.mkdirSync(reportDir, { recursive: true });
const bin = (name) => path.join(repoRoot, 'node_modules', '.bin', name);
const results = [];

function stage(name, cmd, args, countFrom, env = {}) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const r = spawnSync(cmd, args, { cwd: repoRoot, stdio: 'inherit', env: { ...process.env, ...env } });
  let counts = r.status === 0 ? { passed: 1, failed: 0, skipped: 0 } : { passed: 0, failed: 1, skipped: 0 };
  if (countFrom) {
    try {
      counts = countFrom();
      if (r.status !== 0 && counts.failed === 0) counts.failed = 1; // the runner failed outside any test
    } catch {
      // no report: the runner failed before running tests; counted as one failure
    }
  }
  results.push({ name, ...counts, seconds: Math.round((Date.now() - started) / 1000) });
}

const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));
const jestReport = path.join(reportDir, 'jest.json');
const playwrightReport = path.join(reportDir, 'playwright.json');
fs.rmSync(jestReport, { force: true });
fs.rmSync(playwrightReport, { force: true });

stage('typecheck', bin('tsc'), ['-b']);
stage('lint', process.execPath, [path.join(repoRoot, 'infra/scripts/lint.mjs')]);
// The committed API description (docs/api) matches the contracts, and nothing breaks the last release's clients (issue 12).
stage('API description up to date', process.execPath, [path.join(repoRoot, 'infra/scripts/api-docs.mjs'), '--check']);
stage('API compatibility gate', process.execPath, [path.join(repoRoot, 'infra/scripts/api-compat.mjs')]);
// Every remote's shared singletons (react, react-dom …) are met by the shell's versions (issue 16).
stage('remote version check', process.execPath, [path.join(repoRoot, 'shell/packages/rspack-remote/src/check-version-skew.ts')]);
stage('unit and service tests', bin('jest'), ['--config', 'infra/jest/jest.config.cjs', '--json', `--outputFile=${jestReport}`], () => {
  const j = readJson(jestReport);
  return { passed: j.numPassedTests, failed: j.numFailedTests + j.numRuntimeErrorTestSuites, skipped: j.numPendingTests + j.numTodoTests };
});

if (!process.argv.includes('--no-e2e')) {
  console.log('\n=== front-end builds ===');
  const started = Date.now();
  let built = true;
  try {
    ensureFrontEndsBuilt();
  } catch (error) {
    console.error(String(error));
    built = false;
  }
  const seconds = Math.round((Date.now() - started) / 1000);
  results.push({ name: 'front-end builds', passed: built ? 1 : 0, failed: built ? 0 : 1, skipped: 0, seconds });
  // Each remote's upload artifact (a versioned archive of its current release), as a deploy would take it.
  for (const remote of ['quiz', 'autodraft', 'admin']) stage(`artifact mfe-${remote}`, 'sh', [path.join(repoRoot, 'infra/deploy/mfe-release.sh'), 'pack', remote]);
  const e2eRunId = randomBytes(4).toString('hex');
  stage('end-to-end tests', bin('playwright'), ['test', '--config', 'infra/e2e/playwright.config.ts'], () => {
    const s = readJson(playwrightReport).stats;
    return { passed: s.expected + s.flaky, failed: s.unexpected, skipped: s.skipped };
  }, { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport, E2E_RUN_ID: e2eRunId });
  await dropRunData(e2eRunId, { failed: results.at(-1).failed > 0 });
}

console.log('\n=== summary ===');
for (const r of results) console.log(`${r.name}: ${r.passed} passed, ${r.failed} failed, ${r.skipped} skipped (${r.seconds}s)`);
const total = (key) => results.reduce((sum, r) => sum + r[key], 0);
const failed = total('failed');
console.log(`test: ${total('passed')} passed, ${failed} failed, ${total('skipped')} skipped`);
process.exit(failed === 0 ? 0 : 1);
