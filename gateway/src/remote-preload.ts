import fs from 'node:fs/promises';
import path from 'node:path';
import { mfeBasePath, type MfeName } from '@quizlink/contracts';
import { escapeHtml } from './link-preview.ts';

type ExposeAssets = { js?: { sync?: string[] }; css?: { sync?: string[] } };
type FederationManifest = { metaData?: { remoteEntry?: { name?: string } }; exposes?: Array<{ path?: string; assets?: ExposeAssets }> };

/**
 * `<link rel="preload">` tags for the remote that owns a page, read from its mf-manifest.json: the
 * manifest itself, remoteEntry.js and the files of its `./spa` expose. Without them the browser finds
 * each file only after the previous one ran (shell → federation runtime → manifest → entry → chunks),
 * several round trips on a phone; with them all of it downloads while the shell starts. Shared
 * modules are not preloaded: the shell provides them. A missing or unreadable manifest gives no tags.
 */
export function createRemotePreloads(mfeDirs: Record<MfeName, string>): (name: MfeName) => Promise<string> {
  const cache = new Map<MfeName, { mtimeMs: number; tags: string }>();

  return async (name) => {
    const file = path.join(mfeDirs[name], 'mf-manifest.json');
    try {
      const { mtimeMs } = await fs.stat(file);
      const hit = cache.get(name);
      if (hit?.mtimeMs === mtimeMs) return hit.tags;
      const manifest = JSON.parse(await fs.readFile(file, 'utf8')) as FederationManifest;
      const tags = preloadTags(name, manifest);
      cache.set(name, { mtimeMs, tags });
      return tags;
    } catch {
      return '';
    }
  };
}

export function preloadTags(name: MfeName, manifest: FederationManifest): string {
  const base = mfeBasePath(name);
  const spa = manifest.exposes?.find((expose) => expose.path === './spa');
  const entry = manifest.metaData?.remoteEntry?.name ?? 'remoteEntry.js';
  const href = (file: string) => escapeHtml(`${base}${file}`);
  return [
    // The federation runtime reads the manifest with fetch(): same-origin credentials = crossorigin anonymous.
    `<link rel="preload" href="${href('mf-manifest.json')}" as="fetch" crossorigin="anonymous">`,
    `<link rel="preload" href="${href(entry)}" as="script">`,
    ...(spa?.assets?.js?.sync ?? []).map((file) => `<link rel="preload" href="${href(file)}" as="script">`),
    ...(spa?.assets?.css?.sync ?? []).map((file) => `<link rel="preload" href="${href(file)}" as="style">`),
  ].join('\n    ');
}
