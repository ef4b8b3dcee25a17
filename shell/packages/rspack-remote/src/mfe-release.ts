/// <reference types="node" />
/**
 * Releases of a micro-frontend, from the command line (infra/deploy/mfe-release.sh runs it):
 *
 *   pack <name> [--out <dir>]                  the current release of mfe-<name> as <out>/mfe-<name>-<version>.tar.gz
 *   deploy <name> <archive.tar.gz> [--dist <dir>]  unpacks it as a new release and makes it current
 *   switch <name> <version> [--dist <dir>]     makes an existing release current (deploy an older one = roll back)
 *   rollback <name> [--dist <dir>]             makes the release published before the current one current
 *   list <name> [--dist <dir>]                 the releases, the current one marked *
 *   prune <name> [--keep <n>] [--dist <dir>]   deletes all but the newest n releases (default 5), never the current one
 *
 * `--dist` defaults to MFE_<NAME>_DIST, else <repo>/mfe-<name>/dist (the folder the gateway serves).
 * Every change is one rename of `current`: the gateway sees it on its next read, without a restart,
 * and every earlier release stays served for the pages still open on it.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { MFE_NAMES, type MfeName, REMOTE_REGISTRY } from '@quizlink/contracts/platform';
import { currentVersion, listReleases, pointTo, publishRelease, releaseDir } from './release-folder.ts';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const USAGE = 'usage: mfe-release pack|deploy|switch|rollback|list|prune <quiz|autodraft|admin> [archive|version] [--dist <dir>] [--out <dir>] [--keep <n>]';

type Args = { command: string; name: MfeName; operand?: string; dist: string; out: string; keep: number };

function parseArgs(argv: string[]): Args {
  const positional: string[] = [];
  const flags: Record<string, string> = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg.startsWith('--')) flags[arg.slice(2)] = argv[++i] ?? '';
    else positional.push(arg);
  }
  const [command = '', name = '', operand] = positional;
  if (!(MFE_NAMES as readonly string[]).includes(name)) throw new Error(USAGE);
  const mfe = name as MfeName;
  const dist = path.resolve(flags.dist ?? process.env[`MFE_${mfe.toUpperCase()}_DIST`] ?? path.join(repoRoot, `mfe-${mfe}`, 'dist'));
  const out = path.resolve(flags.out ?? path.join(repoRoot, 'infra', '.cache', 'artifacts'));
  const keep = Number(flags.keep ?? 5);
  if (!Number.isInteger(keep) || keep < 1) throw new Error(`--keep must be a whole number from 1 (${USAGE})`);
  return { command, name: mfe, ...(operand ? { operand } : {}), dist, out, keep };
}

function tar(args: string[]): void {
  const result = spawnSync('tar', args, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`tar ${args.join(' ')} failed: ${result.stderr}`);
}

function requireCurrent(dist: string): string {
  const version = currentVersion(dist);
  if (!version) throw new Error(`${dist} has no current release: build it first (npm run build)`);
  return version;
}

/** The archive: the release's files at its root (what a CDN folder or the gateway's release folder holds). */
function pack({ name, dist, out }: Args): string {
  const version = requireCurrent(dist);
  fs.mkdirSync(out, { recursive: true });
  const archive = path.join(out, `mfe-${name}-${version}.tar.gz`);
  tar(['-czf', archive, '-C', releaseDir(dist, version), '.']);
  return archive;
}

/** Unpacks next to the releases (same disk), reads the version its remote.json declares, publishes it. */
function deploy({ name, dist, operand }: Args): string {
  if (!operand || !fs.existsSync(operand)) throw new Error(`deploy needs an archive made by pack (${USAGE})`);
  fs.mkdirSync(dist, { recursive: true });
  const incoming = fs.mkdtempSync(path.join(dist, '.incoming-'));
  try {
    tar(['-xzf', path.resolve(operand), '-C', incoming]);
    const descriptor = JSON.parse(fs.readFileSync(path.join(incoming, REMOTE_REGISTRY.descriptorFile), 'utf8')) as { name?: string; version?: string };
    if (descriptor.name !== name) throw new Error(`${operand} is a release of ${descriptor.name ?? 'an unknown remote'}, not ${name}`);
    publishRelease(dist, incoming, descriptor.version ?? '');
    return descriptor.version ?? '';
  } finally {
    fs.rmSync(incoming, { recursive: true, force: true });
  }
}

/** The release published just before the current one. */
function previousRelease(dist: string): string {
  const releases = listReleases(dist);
  const index = releases.indexOf(requireCurrent(dist));
  const previous = index > 0 ? releases[index - 1] : undefined;
  if (!previous) throw new Error(`no release before ${requireCurrent(dist)} in ${dist}`);
  return previous;
}

/** Old releases go once no page can still be on them; the current one always stays. */
function prune({ dist, keep }: Args): string[] {
  const current = currentVersion(dist);
  const stale = listReleases(dist).slice(0, -keep).filter((version) => version !== current);
  for (const version of stale) fs.rmSync(releaseDir(dist, version), { recursive: true, force: true });
  return stale;
}

function main(argv: string[]): void {
  const args = parseArgs(argv);
  switch (args.command) {
    case 'pack':
      console.log(pack(args));
      return;
    case 'deploy':
      console.log(`mfe-${args.name}: ${deploy(args)} is current`);
      return;
    case 'switch':
      if (!args.operand) throw new Error(USAGE);
      pointTo(args.dist, args.operand);
      console.log(`mfe-${args.name}: ${args.operand} is current`);
      return;
    case 'rollback': {
      const previous = previousRelease(args.dist);
      pointTo(args.dist, previous);
      console.log(`mfe-${args.name}: rolled back to ${previous}`);
      return;
    }
    case 'list': {
      const current = currentVersion(args.dist);
      for (const version of listReleases(args.dist)) console.log(`${version === current ? '*' : ' '} ${version}`);
      return;
    }
    case 'prune':
      console.log(`mfe-${args.name}: removed ${prune(args).join(', ') || 'nothing'}`);
      return;
    default:
      throw new Error(USAGE);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  try {
    main(process.argv.slice(2));
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
