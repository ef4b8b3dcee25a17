#!/usr/bin/env node
/**
 * Writes each workspace package's tsconfig.json (project references follow package.json dependencies)
 * and jest.config.cjs, and the root tsconfig.json that `tsc -b` builds. Run after adding a package
 * or a dependency between packages: `node infra/scripts/sync-tsconfig.mjs`. An existing tsconfig keeps its own
 * options and only has its references brought in line (order kept when the set is unchanged); an existing
 * jest.config.cjs is left alone, since some packages extend the preset.
 */
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const rootPkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
const dirs = rootPkg.workspaces.flatMap((pattern) =>
  pattern.endsWith('/*')
    ? fs.readdirSync(path.join(root, pattern.slice(0, -2))).map((d) => `${pattern.slice(0, -2)}/${d}`)
    : [pattern],
).filter((d) => fs.existsSync(path.join(root, d, 'package.json')));

const byName = new Map(dirs.map((d) => [JSON.parse(fs.readFileSync(path.join(root, d, 'package.json'), 'utf8')).name, d]));
const isBrowser = (d) => d === 'shell' || d.startsWith('shell/packages/') || d.startsWith('mfe-');

/** An existing tsconfig keeps its options; its references follow package.json (order kept if the set is the same). */
function withExistingOptions(file, generated) {
  if (!fs.existsSync(file)) return generated;
  const existing = JSON.parse(fs.readFileSync(file, 'utf8'));
  const paths = (refs) => (refs ?? []).map((r) => r.path).sort().join('\n');
  const sameSet = paths(existing.references) === paths(generated.references);
  return { ...existing, references: sameSet ? existing.references : generated.references };
}

const write = (file, text) => {
  if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== text) fs.writeFileSync(file, text);
};

for (const dir of dirs) {
  const pkg = JSON.parse(fs.readFileSync(path.join(root, dir, 'package.json'), 'utf8'));
  const deps = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }).filter((n) => byName.has(n));
  const rel = path.relative(path.join(root, dir), root) || '.';
  const browser = isBrowser(dir);
  const config = {
    extends: `${rel}/tsconfig.base.json`,
    ...(browser
      ? {
          compilerOptions: {
            lib: ['es2023', 'dom', 'dom.iterable'],
            jsx: 'react-jsx',
            module: 'esnext',
            moduleResolution: 'bundler',
            types: ['jest'],
          },
        }
      : fs.existsSync(path.join(root, dir, 'e2e'))
        ? // Playwright tests pass callbacks that run in the page: they need the DOM's types.
          { compilerOptions: { lib: ['es2023', 'dom', 'dom.iterable'] } }
        : {}),
    include: ['src', 'test', ...['e2e', 'bench', 'deploy'].filter((d) => fs.existsSync(path.join(root, dir, d)))],
    references: deps.map((n) => ({ path: path.relative(path.join(root, dir), path.join(root, byName.get(n))) })),
  };
  const tsconfigFile = path.join(root, dir, 'tsconfig.json');
  write(tsconfigFile, JSON.stringify(withExistingOptions(tsconfigFile, config), null, 2) + '\n');
  const jestFile = path.join(root, dir, 'jest.config.cjs');
  if (!fs.existsSync(jestFile)) {
    write(jestFile, `module.exports = require('${rel}/infra/jest/preset.cjs')(__dirname, '${browser ? 'jsdom' : 'node'}');\n`);
  }
}

write(
  path.join(root, 'tsconfig.json'),
  JSON.stringify({ files: [], references: dirs.map((d) => ({ path: `./${d}` })) }, null, 2) + '\n',
);
console.log(`tsconfig and jest config written for ${dirs.length} packages`);
