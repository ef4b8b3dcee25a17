/**
 * Set-up shared by `npm start` and `npm test`: the right Node, dependencies installed, front ends built.
 * Plain JavaScript on purpose: it must run before anything is installed.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '../../..');
export const FRONT_ENDS = ['shell', 'mfe-quiz', 'mfe-autodraft', 'mfe-admin'];

/** Where an older machine gets its Node 24: the same cache `.ci/run` fills (the npm package `node@24`). */
export const NODE_CACHE = path.join(os.homedir(), '.cache', 'quizlink', 'node24');
const NODE_PACKAGE = 'node@24';

/** Type stripping (running .ts directly) is on by default from Node 22.18. */
export function isSupportedNode(version = process.versions.node) {
  const [major, minor] = version.split('.').map(Number);
  return major > 22 || (major === 22 && minor >= 18);
}

export function assertNodeVersion() {
  if (isSupportedNode()) return;
  console.error(`QuizLink needs Node 22.18 or newer (24 LTS recommended, see .nvmrc); this is ${process.version}.`);
  process.exit(1);
}

/** The cached Node 24 binary, fetched from the npm registry (the `node` package) when missing. */
function cachedNode() {
  const binDir = path.join(NODE_CACHE, 'node_modules', 'node', 'bin');
  const binary = path.join(binDir, 'node');
  if (!fs.existsSync(binary)) {
    fs.mkdirSync(NODE_CACHE, { recursive: true });
    const npm = spawnSync('npm', ['install', '--prefix', NODE_CACHE, '--no-audit', '--no-fund', '--no-save', NODE_PACKAGE], { encoding: 'utf8' });
    if (npm.status !== 0 || !fs.existsSync(binary)) {
      console.error(`Could not fetch ${NODE_PACKAGE} from the npm registry into ${NODE_CACHE}:\n${npm.stderr ?? npm.error ?? ''}`);
      console.error(`QuizLink needs Node 22.18 or newer (24 LTS recommended, see .nvmrc); this is ${process.version}.`);
      process.exit(1);
    }
  }
  return { binary, binDir };
}

/**
 * On a Node older than 22.18 (this kind of machine ships 20): fetches Node 24 into NODE_CACHE once and
 * runs the same script with the same arguments on it, saying so in one line; this process then only
 * relays signals and the exit code (the returned promise never resolves). On a supported Node it
 * resolves at once. Its PATH starts with Node 24's folder, so npm and npx children run on it too.
 */
export function ensureSupportedNode() {
  if (isSupportedNode()) return Promise.resolve();
  const fetched = fs.existsSync(path.join(NODE_CACHE, 'node_modules', 'node', 'bin', 'node'));
  console.log(
    `Node ${process.version} is older than QuizLink's minimum (22.18): ${fetched ? 'using' : 'fetching'} Node 24 ${fetched ? 'in' : 'from the npm registry into'} ${NODE_CACHE} and re-running on it.`,
  );
  const { binary, binDir } = cachedNode();
  const child = spawn(binary, process.argv.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, PATH: `${binDir}${path.delimiter}${process.env.PATH ?? ''}` },
  });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
  return new Promise(() => {});
}

export function run(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, { cwd: repoRoot, stdio: 'inherit', ...opts });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} exited with ${r.status ?? r.signal}`);
}

export function ensureDependencies() {
  if (fs.existsSync(path.join(repoRoot, 'node_modules', '.package-lock.json'))) return;
  console.log('Installing dependencies (first run)…');
  // `npm ci`: exactly the committed lockfile, which lists every platform's optional binaries (swc,
  // oxlint, rspack, sharp …), so the same versions install on any machine (issue 15 item 7).
  run('npm', ['ci', '--no-audit', '--no-fund']);
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
    const dist = path.join(repoRoot, name, 'dist');
    // A remote's build is a release: each one rewrites dist/current (the shell's build: index.html).
    const marker = [path.join(dist, 'current'), path.join(dist, 'index.html')].find((file) => fs.existsSync(file));
    if (!marker) return true;
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
