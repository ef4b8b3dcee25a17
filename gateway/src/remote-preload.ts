import { escapeHtml } from './link-preview.ts';
import type { RemoteLocation } from './remote-registry.ts';

/**
 * `<link rel="preload">` tags for the remote that owns a page, from its live build's mf-manifest.json
 * (the registry's location: this origin's /mfe/<name>/releases/<version>/ or another origin): the
 * manifest itself, remoteEntry.js and the files of its `./spa` expose. Without them the browser finds
 * each file only after the previous one ran (shell → federation runtime → manifest → entry → chunks),
 * several round trips on a phone; with them all of it downloads while the shell starts. Shared
 * modules are not preloaded: the shell provides them. A missing or unreadable manifest gives no tags.
 */
export function preloadTags({ baseUrl, manifest }: Pick<RemoteLocation, 'baseUrl' | 'manifest'>): string {
  if (!manifest) return '';
  const spa = manifest.exposes?.find((expose) => expose.path === './spa');
  const entry = manifest.metaData?.remoteEntry?.name ?? 'remoteEntry.js';
  const href = (file: string) => escapeHtml(`${baseUrl}${file}`);
  return [
    // The federation runtime reads the manifest with fetch() (credentials same-origin): crossorigin anonymous.
    `<link rel="preload" href="${href('mf-manifest.json')}" as="fetch" crossorigin="anonymous">`,
    `<link rel="preload" href="${href(entry)}" as="script">`,
    ...(spa?.assets?.js?.sync ?? []).map((file) => `<link rel="preload" href="${href(file)}" as="script">`),
    ...(spa?.assets?.css?.sync ?? []).map((file) => `<link rel="preload" href="${href(file)}" as="style">`),
  ].join('\n    ');
}
