/**
 * Set-up shared by `npm start` and `npm test`: the right Node, dependencies installed, front ends built.
 * Plain JavaScript on purpose: it must run before anything is installed.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '../../..');
export const FRONT_ENDS = ['shell', 'mfe-quiz', 'mfe-autodraft', 'mfe-admin'];

/** Type stripping (running .ts directly) is on by default from Node 22.18. */
export function assertNodeVersion() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major > 22 || (major === 22 && minor >= 18)) return;
  console.error(`QuizLink needs Node 22.18 or newer (24 LTS recommended, see .nvmrc); this is ${process.version}.`);
  process.exit(1);
}

export function run(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, { cwd: repoRoot, stdio: 'inherit', ...opts });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} exited with ${r.status ?? r.signal}`);
}

export function ensureDependencies() {
  if (fs.existsSync(path.join(repoRoot, 'node_modules', '.package-lock.json'))) return;
  console.log('Installing dependencies (first run)…');
  // `npm install`, not `npm ci`: the lock file omits other platforms' optional binaries (swc, oxlint),
  // which `npm ci` reports as out of sync; install still follows the lock for everything it lists.
  run('npm', ['install', '--no-audit', '--no-fund']);
}

const newestMtime = (dir) => {
  let newest = 0;
  const walk = (d) => {
    for (const entry of fs.readdirSync(d, { withFileTypes: true })) {
      if (['node_modules', 'dist', 'build'].includes(entry.name)) continue;
      const p = path.join(d, entry.name);
      if (entry.isDirectory()) walk(p);
      else newest = Math.max(newest, fs.statSync(p).mtimeMs);
    }
  };
  walk(dir);
  return newest;
};

/** Sources a front end's build depends on: its own folder and the shared browser packages. */
const SHARED_BROWSER_SOURCES = ['shell/packages', 'services/contracts/src'];

export function frontEndsToBuild() {
  const shared = Math.max(...SHARED_BROWSER_SOURCES.map((d) => newestMtime(path.join(repoRoot, d))));
  return FRONT_ENDS.filter((name) => {
    const marker = path.join(repoRoot, name, 'dist', 'index.html');
    if (!fs.existsSync(marker)) return true;
    const built = fs.statSync(marker).mtimeMs;
    return newestMtime(path.join(repoRoot, name)) > built || shared > built;
  });
}

/** Builds only the front ends whose sources changed since their last build. */
export function ensureFrontEndsBuilt({ force = false } = {}) {
  const stale = force ? FRONT_ENDS : frontEndsToBuild();
  for (const name of stale) {
    console.log(`Building ${name}…`);
    run('npm', ['run', 'build', '--silent', '-w', `@quizlink/${name}`], { env: { ...process.env, NODE_ENV: 'production' } });
  }
}
