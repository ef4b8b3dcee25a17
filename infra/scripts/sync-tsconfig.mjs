#!/usr/bin/env node
/**
 * Writes each workspace package's tsconfig.json (project references follow package.json dependencies)
 * and jest.config.cjs, and the root tsconfig.json that `tsc -b` builds. Run after adding a package
 * or a dependency between packages: `node infra/scripts/sync-tsconfig.mjs`.
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
  write(path.join(root, dir, 'tsconfig.json'), JSON.stringify(config, null, 2) + '\n');
  write(
    path.join(root, dir, 'jest.config.cjs'),
    `module.exports = require('${rel}/infra/jest/preset.cjs')(__dirname, '${browser ? 'jsdom' : 'node'}');\n`,
  );
}

write(
  path.join(root, 'tsconfig.json'),
  JSON.stringify({ files: [], references: dirs.map((d) => ({ path: `./${d}` })) }, null, 2) + '\n',
);
console.log(`tsconfig and jest config written for ${dirs.length} packages`);
