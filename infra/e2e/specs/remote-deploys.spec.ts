import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { publishQuizByApi } from '../support/api-quiz.ts';
import { answerAsNewVisitor } from '../support/quiz-flows.ts';
import { builtRelease, keepRequesting, mfeRelease, registryEntry, startSecondGateway, startStaticOrigin, type Origin, type SecondGateway } from '../support/remote-deploys.ts';

/**
 * Issue 16: each team ships its remote on its own. A second gateway, configured only through its
 * environment, serves mfe-quiz from another origin (a CDN: another port, CORS) and mfe-admin from a
 * deploy folder with two releases; the release script switches and rolls back mfe-admin while requests
 * keep coming.
 */
const stackPort = Number(process.env.E2E_PORT ?? 8099);
const originPort = Number(process.env.E2E_REMOTE_ORIGIN_PORT ?? stackPort + 5);
const gatewayPort = originPort + 1;
const gatewayUrl = `http://127.0.0.1:${gatewayPort}`;

// Making and playing a whole quiz through two gateways takes its time on a shared machine.
test.describe.configure({ mode: 'serial', timeout: 180_000 });
test.use({ baseURL: gatewayUrl });

let tmp: string;
let adminDist: string;
let origin: Origin;
let gateway: SecondGateway;
let first: string;
let second: string;

test.beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'quizlink-e2e-remote-deploys-'));
  adminDist = path.join(tmp, 'mfe-admin');
  // The upload artifact of the built mfe-admin, deployed into the folder the second gateway serves.
  const archive = mfeRelease('pack', 'admin', '--out', path.join(tmp, 'artifacts'));
  expect(path.basename(archive)).toMatch(/^mfe-admin-.+\.tar\.gz$/);
  mfeRelease('deploy', 'admin', archive, '--dist', adminDist);
  first = fs.readFileSync(path.join(adminDist, 'current'), 'utf8').trim();
  // A second release, as the next build would make it (same files, its own version and folder).
  second = `${first}.next`;
  fs.cpSync(path.join(adminDist, 'releases', first), path.join(adminDist, 'releases', second), { recursive: true });
  const descriptorFile = path.join(adminDist, 'releases', second, 'remote.json');
  fs.writeFileSync(descriptorFile, JSON.stringify({ ...JSON.parse(fs.readFileSync(descriptorFile, 'utf8')), version: second }));

  origin = await startStaticOrigin(builtRelease('quiz'), originPort);
  gateway = await startSecondGateway(gatewayPort, `http://127.0.0.1:${stackPort}`, { MFE_QUIZ_URL: `${origin.url}/`, MFE_ADMIN_DIST: adminDist });
});

test.afterAll(async () => {
  await gateway?.close();
  await origin?.close();
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
});

/** Every URL the page asks for from now on. */
function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

test('When mfe-quiz is served from another origin through the registry, then a quiz is played with its files and styles from there', async ({ request, browser }) => {
  expect((await registryEntry(gatewayUrl, 'quiz')).manifestUrl).toBe(`${origin.url}/mf-manifest.json`);
  // The creator's side goes through the second gateway's API; the taker plays in the browser.
  const quiz = await publishQuizByApi(request, 'Origin Olga');

  const taker = await answerAsNewVisitor(browser, `${gatewayUrl}/quiz/code/${quiz.accessCode}`, 'Remote Rita', () => 0);
  await expect(taker.getByText('Remote Rita').first()).toBeVisible();
  // The results page, loaded afresh: every file of the remote is asked for again — from the other origin.
  const requested = recordRequests(taker);
  await taker.reload();
  await expect(taker.getByText('Remote Rita').first()).toBeVisible();
  await taker.context().close();

  expect(origin.requests).toEqual(expect.arrayContaining(['/mf-manifest.json', '/remoteEntry.js']));
  // Its own stylesheet (the design system's rules, bundled with the remote) came from there too.
  expect(origin.requests.some((p) => p.endsWith('.css'))).toBe(true);
  expect(requested.some((url) => url.startsWith(`${origin.url}/`))).toBe(true);
  expect(requested.filter((url) => url.startsWith(`${gatewayUrl}/mfe/quiz/`))).toEqual([]);
});

test('When mfe-admin is switched to a new release and rolled back while requests run, then none fails and each page loads the release then current', async ({ page, browser }) => {
  mfeRelease('switch', 'admin', first, '--dist', adminDist);
  const before = recordRequests(page);
  await page.goto('/admin');
  await expect(page.getByLabel('Username')).toBeVisible();
  expect(before.some((url) => url.includes(`/mfe/admin/releases/${first}/`))).toBe(true);

  const load = keepRequesting(gatewayUrl, 'admin', '/admin');
  await new Promise((r) => setTimeout(r, 500));

  expect(mfeRelease('switch', 'admin', second, '--dist', adminDist)).toContain(`${second} is current`);
  await expect.poll(async () => (await registryEntry(gatewayUrl, 'admin')).version).toBe(second);
  const next = await browser.newPage({ baseURL: gatewayUrl });
  const afterSwitch = recordRequests(next);
  await next.goto('/admin');
  await expect(next.getByLabel('Username')).toBeVisible();
  expect(afterSwitch.some((url) => url.includes(`/mfe/admin/releases/${second}/`))).toBe(true);
  expect(afterSwitch.some((url) => url.includes(`/mfe/admin/releases/${first}/`))).toBe(false);

  // The page opened on the first release keeps working: its files are still there.
  await page.getByLabel('Username').fill('still here');
  const stillServed = await page.evaluate(async (url) => (await fetch(url)).status, `/mfe/admin/releases/${first}/mf-manifest.json`);
  expect(stillServed).toBe(200);

  expect(mfeRelease('rollback', 'admin', '--dist', adminDist)).toContain(`rolled back to ${first}`);
  await expect.poll(async () => (await registryEntry(gatewayUrl, 'admin')).version).toBe(first);
  const afterRollback = recordRequests(next);
  await next.goto('/admin');
  await expect(next.getByLabel('Username')).toBeVisible();
  expect(afterRollback.some((url) => url.includes(`/mfe/admin/releases/${first}/`))).toBe(true);
  await new Promise((r) => setTimeout(r, 500));
  await next.close();

  const { count, failures } = await load.stop();
  expect(failures).toEqual([]);
  expect(count).toBeGreaterThan(20);
});
