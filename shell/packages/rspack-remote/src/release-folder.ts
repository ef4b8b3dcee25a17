/// <reference types="node" />
/**
 * The build folder of a remote as the gateway serves it (issue 16: atomic, reversible deploys):
 *
 *   dist/releases/<version>/   one immutable folder per build (remoteEntry.js, mf-manifest.json,
 *                              remote.json, content-hashed chunks); never rewritten, kept for pages
 *                              already open on it
 *   dist/current               the version the registry points at: one line, replaced atomically
 *
 * Switching or rolling back is writing `current` (a rename over the old file: readers see the old or
 * the new name, never a partial one). The gateway re-reads it on each registry read: no restart.
 * Used by the build (release-plugin.ts) and the deploy script (infra/deploy/mfe-release).
 */
import fs from 'node:fs';
import path from 'node:path';
import { isReleaseVersion, REMOTE_REGISTRY } from '@quizlink/contracts/platform';

export const releasesDir = (distDir: string): string => path.join(distDir, REMOTE_REGISTRY.releasesDir);
export const releaseDir = (distDir: string, version: string): string => path.join(releasesDir(distDir), version);

/** The version `current` names, or undefined when the folder has no release yet. */
export function currentVersion(distDir: string): string | undefined {
  try {
    const version = fs.readFileSync(path.join(distDir, REMOTE_REGISTRY.pointerFile), 'utf8').trim();
    return isReleaseVersion(version) ? version : undefined;
  } catch {
    return undefined;
  }
}

/** Every complete release in the folder (one with its mf-manifest.json), oldest first. */
export function listReleases(distDir: string): string[] {
  if (!fs.existsSync(releasesDir(distDir))) return [];
  return fs
    .readdirSync(releasesDir(distDir))
    .filter((version) => isReleaseVersion(version) && fs.existsSync(path.join(releaseDir(distDir, version), 'mf-manifest.json')))
    .sort((a, b) => fs.statSync(releaseDir(distDir, a)).mtimeMs - fs.statSync(releaseDir(distDir, b)).mtimeMs);
}

/** Points `current` at a release that is there; throws naming the versions that are, otherwise. */
export function pointTo(distDir: string, version: string): void {
  if (!listReleases(distDir).includes(version)) {
    throw new Error(`no release ${version} in ${releasesDir(distDir)} (there are: ${listReleases(distDir).join(', ') || 'none'})`);
  }
  const pointer = path.join(distDir, REMOTE_REGISTRY.pointerFile);
  const next = `${pointer}.${process.pid}.tmp`;
  fs.writeFileSync(next, `${version}\n`);
  fs.renameSync(next, pointer);
}

/**
 * Moves a finished build (a folder on the same disk) into `releases/<version>/` in one rename, then
 * points `current` at it. A version already there is identical by construction (the version carries
 * the content hash): the new copy is dropped and the old one stays untouched.
 */
export function publishRelease(distDir: string, builtDir: string, version: string): void {
  if (!isReleaseVersion(version)) throw new Error(`not a release version: ${version}`);
  fs.mkdirSync(releasesDir(distDir), { recursive: true });
  const target = releaseDir(distDir, version);
  if (fs.existsSync(target)) fs.rmSync(builtDir, { recursive: true, force: true });
  else fs.renameSync(builtDir, target);
  pointTo(distDir, version);
}
