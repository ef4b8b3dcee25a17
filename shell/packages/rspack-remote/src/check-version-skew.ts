/// <reference types="node" />
/**
 * The build-time version check of the micro-frontends (CI runs it before building them):
 *
 *   node shell/packages/rspack-remote/src/check-version-skew.ts [--shell <dir>] [--remote <dir>]...
 *
 * Compares the shared singletons each remote accepts (its package.json, as its build declares them:
 * `sharedSingletons`) with the versions the shell actually bundles (the packages installed for the
 * shell). Defaults: this repository's shell and mfe-quiz, mfe-autodraft, mfe-admin. Exits 1 listing
 * every mismatch, naming the remote and the shell's version; 0 with one line otherwise.
 */
import fs from 'node:fs';
import path from 'node:path';
import { SHARED_SINGLETON_PACKAGES, sharedSingletons } from './remote-settings.ts';
import { findVersionSkew, type ProvidedVersions, type RemoteRequirements } from './version-skew.ts';

type PackageJson = { name: string; version?: string; dependencies?: Record<string, string> };

const readJson = (file: string): PackageJson => JSON.parse(fs.readFileSync(file, 'utf8')) as PackageJson;

/** The installed version of a package as Node finds it from a folder (node_modules, then each parent's). */
function installedVersion(fromDir: string, pkg: string): string {
  for (let dir = path.resolve(fromDir); ; dir = path.dirname(dir)) {
    const file = path.join(dir, 'node_modules', pkg, 'package.json');
    if (fs.existsSync(file)) return readJson(file).version ?? '0.0.0';
    if (path.dirname(dir) === dir) throw new Error(`${pkg} is not installed for ${fromDir}`);
  }
}

/** The versions the shell bundles: the installed package each of its shared singletons comes from. */
export function shellVersions(shellDir: string): ProvidedVersions {
  return Object.fromEntries(Object.entries(SHARED_SINGLETON_PACKAGES).map(([shared, pkg]) => [shared, installedVersion(shellDir, pkg)]));
}

/** What a remote's build declares it accepts, from its package.json. */
export function remoteRequirements(remoteDir: string): RemoteRequirements {
  const pkg = readJson(path.join(remoteDir, 'package.json'));
  const deps = pkg.dependencies ?? {};
  const shared = sharedSingletons({ ...deps, react: deps.react ?? '*', 'react-dom': deps['react-dom'] ?? '*', wouter: deps.wouter ?? '*' });
  return { remote: pkg.name, shared: Object.fromEntries(Object.entries(shared).map(([name, s]) => [name, s.requiredVersion])) };
}

function parseArgs(argv: string[]): { shell: string; remotes: string[] } {
  const repoRoot = path.resolve(import.meta.dirname, '../../../..');
  let shell = path.join(repoRoot, 'shell');
  const remotes: string[] = [];
  for (let i = 0; i < argv.length; i += 2) {
    const value = argv[i + 1];
    if (!value || (argv[i] !== '--shell' && argv[i] !== '--remote')) throw new Error(`usage: check-version-skew.ts [--shell <dir>] [--remote <dir>]...`);
    if (argv[i] === '--shell') shell = path.resolve(value);
    else remotes.push(path.resolve(value));
  }
  if (remotes.length === 0) remotes.push(...['mfe-quiz', 'mfe-autodraft', 'mfe-admin'].map((dir) => path.join(repoRoot, dir)));
  return { shell, remotes };
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const { shell, remotes } = parseArgs(process.argv.slice(2));
  const versions = shellVersions(shell);
  const problems = findVersionSkew(versions, remotes.map(remoteRequirements));
  if (problems.length > 0) {
    console.error(`Version skew between the shell and its remotes:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    process.exit(1);
  }
  console.log(`Shared singletons agree: the shell provides ${Object.entries(versions).map(([n, v]) => `${n} ${v}`).join(', ')}; every remote accepts them.`);
}
