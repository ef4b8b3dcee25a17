#!/usr/bin/env node
/**
 * `npm run ci:slice -- <slice>`: the typecheck, lint and jest tests of one team's slice and of every
 * workspace it depends on, so a team checks its own change without the whole monorepo's run.
 * Slices are folders (see SLICES and the root README's "Slices and owners"); what a slice depends on is
 * read from the package.json dependencies of its workspaces (`@quizlink/*`), transitively, never listed
 * by hand. Environment passes through: DATABASE_URL, REDIS_URL, KAFKA_BROKERS run the tests on real infra.
 *   npm run ci:slice -- quiz            # services/quiz + contracts + the kit packages it uses
 *   npm run ci:slice -- --list          # every slice and the workspaces it covers
 * Last line: `ci:slice <name>: N passed, N failed` (one per step); exit code non-zero on any failure.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ensureSupportedNode, repoRoot } from './lib/prepare.mjs';

await ensureSupportedNode();

/** Slice name → the workspace folders its team owns (a trailing `/*` takes every folder under it). */
export const SLICES = {
  quiz: ['services/quiz'],
  attempt: ['services/attempt'],
  generation: ['services/generation'],
  content: ['services/content'],
  shortlink: ['services/shortlink'],
  gateway: ['gateway'],
  shell: ['shell', 'shell/packages/*'],
  'mfe-quiz': ['mfe-quiz'],
  'mfe-autodraft': ['mfe-autodraft'],
  'mfe-admin': ['mfe-admin'],
  contracts: ['services/contracts'],
  kit: ['services/kit/*'],
};

const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));
const expand = (pattern) =>
  pattern.endsWith('/*')
    ? fs
        .readdirSync(path.join(repoRoot, pattern.slice(0, -2)), { withFileTypes: true })
        .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(repoRoot, pattern.slice(0, -2), entry.name, 'package.json')))
        .map((entry) => `${pattern.slice(0, -2)}/${entry.name}`)
    : [pattern];

/** Every workspace: package name → { dir, local dependencies (names) }. */
export function readWorkspaces() {
  const byName = new Map();
  for (const dir of readJson(path.join(repoRoot, 'package.json')).workspaces.flatMap(expand)) {
    const pkg = readJson(path.join(repoRoot, dir, 'package.json'));
    const deps = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies, ...pkg.peerDependencies, ...pkg.optionalDependencies });
    byName.set(pkg.name, { dir, deps });
  }
  for (const workspace of byName.values()) workspace.deps = workspace.deps.filter((dep) => byName.has(dep));
  return byName;
}

/** The slice's own workspace folders, then those they depend on (transitively), each once. */
export function sliceWorkspaces(slice, workspaces = readWorkspaces()) {
  const own = SLICES[slice].flatMap(expand);
  const nameOf = new Map([...workspaces].map(([name, w]) => [w.dir, name]));
  const seen = new Set();
  const visit = (name) => {
    if (seen.has(name)) return;
    seen.add(name);
    for (const dep of workspaces.get(name).deps) visit(dep);
  };
  for (const dir of own) visit(nameOf.get(dir));
  const dirs = [...seen].map((name) => workspaces.get(name).dir);
  return { own, dependencies: dirs.filter((dir) => !own.includes(dir)).sort() };
}

function main(args) {
  if (args.includes('--list')) {
    const workspaces = readWorkspaces();
    for (const slice of Object.keys(SLICES)) {
      const { own, dependencies } = sliceWorkspaces(slice, workspaces);
      console.log(`${slice}: ${own.join(' ')}${dependencies.length ? ` (+ ${dependencies.join(' ')})` : ''}`);
    }
    return 0;
  }
  const slice = args.find((arg) => !arg.startsWith('-'));
  if (!slice || !(slice in SLICES)) {
    console.error(`usage: npm run ci:slice -- <${Object.keys(SLICES).join('|')}>   (--list shows what each covers)`);
    return 2;
  }
  const { own, dependencies } = sliceWorkspaces(slice);
  const all = [...own, ...dependencies];
  console.log(`ci:slice ${slice}: ${own.join(' ')}${dependencies.length ? `, with ${dependencies.join(' ')}` : ''}`);

  const bin = (name) => path.join(repoRoot, 'node_modules', '.bin', name);
  const withTsconfig = all.filter((dir) => fs.existsSync(path.join(repoRoot, dir, 'tsconfig.json')));
  const withJest = all.filter((dir) => fs.existsSync(path.join(repoRoot, dir, 'jest.config.cjs')));
  const steps = [
    // tsc -b follows each workspace's project references (generated from the same package.json files).
    ['typecheck', bin('tsc'), ['-b', ...withTsconfig]],
    // Lint the slice's own code; its dependencies are linted by their own slices.
    ['lint (oxlint)', bin('oxlint'), ['-c', 'infra/lint/oxlintrc.json', '--deny-warnings', ...own]],
    ['lint (boundaries)', bin('depcruise'), ['--config', 'infra/lint/dependency-cruiser.cjs', ...own]],
    ['tests', bin('jest'), ['--config', 'infra/jest/jest.config.cjs', '--selectProjects', ...withJest]],
  ];
  let passed = 0;
  let failed = 0;
  for (const [label, cmd, stepArgs] of steps) {
    console.log(`\n=== ${slice}: ${label} ===`);
    const result = spawnSync(cmd, stepArgs, { cwd: repoRoot, stdio: 'inherit' });
    if (result.status === 0) passed += 1;
    else {
      failed += 1;
      console.error(`ci:slice ${slice}: ${label} failed`);
    }
  }
  console.log(`\nci:slice ${slice}: ${passed} passed, ${failed} failed`);
  return failed ? 1 : 0;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit(main(process.argv.slice(2)));
