#!/usr/bin/env node
/**
 * Lint: oxlint for code (works without the TypeScript JS API, which TypeScript 7 lacks),
 * dependency-cruiser for the architectural boundaries (infra/lint/dependency-cruiser.cjs) and knip for
 * dependencies that earn their place: an unused or undeclared dependency fails (knip.jsonc at the root).
 * Exits non-zero on any error.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const codeDirs = ['services', 'gateway', 'shell', 'mfe-quiz', 'mfe-autodraft', 'mfe-admin', 'infra'];

const run = (label, cmd, args, filter) => {
  const r = spawnSync(cmd, args, { cwd: root, encoding: 'utf8' });
  const out = `${r.stdout ?? ''}${r.stderr ?? ''}`;
  process.stdout.write(filter ? filter(out) : out);
  if (r.status !== 0) console.error(`lint: ${label} failed`);
  return r.status === 0;
};

// dependency-cruiser warns that it cannot use TypeScript 7's compiler; it parses with swc instead (see config).
const dropTscNotice = (out) => out.replace(/‼ missing-tsc-transpiler[\s\S]*?stable\.\n?/, '');

const ok = [
  run('oxlint', bin('oxlint'), ['-c', 'infra/lint/oxlintrc.json', '--deny-warnings', ...codeDirs]),
  run('dependency-cruiser', bin('depcruise'), ['--config', 'infra/lint/dependency-cruiser.cjs', ...codeDirs], dropTscNotice),
  run('knip', bin('knip'), ['--config', 'knip.jsonc', '--no-progress']),
].every(Boolean);
process.exit(ok ? 0 : 1);
