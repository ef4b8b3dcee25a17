import fs from 'node:fs/promises';
import path from 'node:path';
import { isReleaseVersion, MFE_NAMES, MFE_ROUTE_PREFIXES, mfeBasePath, type MfeName, REMOTE_REGISTRY, type RemoteDescriptor, type RemoteRegistry } from '@quizlink/contracts/platform';
import type { Logger } from '@quizlink/kit-logger';

type ExposeAssets = { js?: { sync?: string[] }; css?: { sync?: string[] } };
/** The parts of a remote's mf-manifest.json the gateway reads (its preload tags). */
export type FederationManifest = { metaData?: { remoteEntry?: { name?: string } }; exposes?: Array<{ path?: string; assets?: ExposeAssets }> };

/** Where each remote comes from: MFE_<NAME>_URL when set (another origin, a CDN), else its build folder. */
export type RemoteSources = { dirs: Record<MfeName, string>; urls?: Partial<Record<MfeName, string>> };

/** One remote's live build: where its files are (a path of this origin or a URL), what it declares. */
export type RemoteLocation = { name: MfeName; baseUrl: string; descriptor: RemoteDescriptor; manifest?: FederationManifest };

export type RemoteRegistrySource = {
  /** The registry the shell reads: each remote's manifest URL, version, routes and shared ranges. */
  registry(): Promise<RemoteRegistry>;
  /** One remote's live build (the page's preload tags). */
  location(name: MfeName): Promise<RemoteLocation>;
  /** Origins other than the gateway's own that serve a remote (the CSP allows them). */
  origins: string[];
};

/** How long a remote on another origin is trusted before its remote.json is asked again. */
export const REMOTE_URL_TTL_MS = 10_000;
const FETCH_TIMEOUT_MS = 3_000;

/**
 * What the registry says when a remote's remote.json cannot be read (a build from before the registry,
 * an origin that is down): the contracts' routes, so its pages still show its loading or error card
 * rather than Page Not Found, and no version.
 */
const unknownDescriptor = (name: MfeName): RemoteDescriptor => ({
  name,
  container: `mfe_${name}`,
  version: 'unknown',
  routes: [...MFE_ROUTE_PREFIXES[name]],
  shared: {},
});

/** A remote.json as read from disk or another origin, kept only where its fields have the right shape. */
function describe(name: MfeName, read: Partial<RemoteDescriptor> | undefined): RemoteDescriptor {
  const fallback = unknownDescriptor(name);
  const routes = Array.isArray(read?.routes) && read.routes.every((r) => typeof r === 'string' && r.startsWith('/')) ? read.routes : fallback.routes;
  const shared = read?.shared && typeof read.shared === 'object' ? read.shared : fallback.shared;
  return {
    name,
    container: typeof read?.container === 'string' ? read.container : fallback.container,
    version: typeof read?.version === 'string' ? read.version : fallback.version,
    routes,
    shared,
  };
}

async function readJsonFile<T>(file: string): Promise<T | undefined> {
  try {
    return JSON.parse(await fs.readFile(file, 'utf8')) as T;
  } catch {
    return undefined;
  }
}

/**
 * A remote served by the gateway from its build folder. `current` (re-read on every call: a deploy or
 * rollback is one rename, seen at once, no restart) names the release under `releases/<version>/`; a
 * folder without it is an older flat build, served at /mfe/<name>/ as before.
 */
function folderRemote(name: MfeName, dir: string): () => Promise<RemoteLocation> {
  const releases = new Map<string, RemoteLocation>();
  return async () => {
    const pointer = (await fs.readFile(path.join(dir, REMOTE_REGISTRY.pointerFile), 'utf8').catch(() => '')).trim();
    const version = isReleaseVersion(pointer) ? pointer : undefined;
    const folder = version ? path.join(dir, REMOTE_REGISTRY.releasesDir, version) : dir;
    const baseUrl = version ? `${mfeBasePath(name)}${REMOTE_REGISTRY.releasesDir}/${version}/` : mfeBasePath(name);
    const hit = version ? releases.get(version) : undefined;
    if (hit) return hit;
    const [descriptor, manifest] = await Promise.all([
      readJsonFile<Partial<RemoteDescriptor>>(path.join(folder, REMOTE_REGISTRY.descriptorFile)),
      readJsonFile<FederationManifest>(path.join(folder, 'mf-manifest.json')),
    ]);
    const location = { name, baseUrl, descriptor: describe(name, descriptor), ...(manifest ? { manifest } : {}) };
    // A release folder never changes once published: what it declares is read once.
    if (version && manifest) releases.set(version, location);
    return location;
  };
}

async function fetchOk(url: string): Promise<Response> {
  const res = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return res;
}
const fetchJson = async <T>(url: string): Promise<T> => (await (await fetchOk(url)).json()) as T;
const fetchText = async (url: string): Promise<string> => (await (await fetchOk(url)).text()).trim();

/**
 * A remote on another origin: its remote.json and mf-manifest.json under the configured base URL (or,
 * when the URL has a `current` file, under releases/<current>/ there), kept for REMOTE_URL_TTL_MS; while the origin cannot be reached, the last answer stays in use.
 */
function urlRemote(name: MfeName, base: string, logger?: Logger): () => Promise<RemoteLocation> {
  const baseUrl = base.endsWith('/') ? base : `${base}/`;
  let known: { at: number; location: RemoteLocation } | undefined;
  let pending: Promise<RemoteLocation> | undefined;

  const refresh = async (): Promise<RemoteLocation> => {
    try {
      // The same layout as a build folder works there too: `current` + releases/<version>/ (switch
      // and roll back on the CDN itself); without `current`, the URL is one release.
      const pointer = await fetchText(new URL(REMOTE_REGISTRY.pointerFile, baseUrl).href).catch(() => '');
      const releaseUrl = isReleaseVersion(pointer) ? new URL(`${REMOTE_REGISTRY.releasesDir}/${pointer}/`, baseUrl).href : baseUrl;
      const [descriptor, manifest] = await Promise.all([
        fetchJson<Partial<RemoteDescriptor>>(new URL(REMOTE_REGISTRY.descriptorFile, releaseUrl).href),
        fetchJson<FederationManifest>(new URL('mf-manifest.json', releaseUrl).href).catch(() => undefined),
      ]);
      const location = { name, baseUrl: releaseUrl, descriptor: describe(name, descriptor), ...(manifest ? { manifest } : {}) };
      known = { at: Date.now(), location };
      return location;
    } catch (error) {
      logger?.warn({ remote: name, baseUrl, err: error }, 'remote.json of a remote on another origin could not be read');
      // Asked again only after REMOTE_URL_TTL_MS: a dead origin never makes every page wait for it.
      known = { at: Date.now(), location: known?.location ?? { name, baseUrl, descriptor: unknownDescriptor(name) } };
      return known.location;
    } finally {
      pending = undefined;
    }
  };

  return () => {
    if (known && Date.now() - known.at < REMOTE_URL_TTL_MS) return Promise.resolve(known.location);
    pending ??= refresh();
    // Past its time the last answer is still given at once while a fresh one is fetched: a page never
    // waits for the other origin, except for the very first read.
    return known ? Promise.resolve(known.location) : pending;
  };
}

/** The registry from the gateway's configuration; see README "Micro-frontend registry". */
export function createRemoteRegistry(sources: RemoteSources, logger?: Logger): RemoteRegistrySource {
  const remotes = Object.fromEntries(
    MFE_NAMES.map((name) => {
      const url = sources.urls?.[name];
      return [name, url ? urlRemote(name, url, logger) : folderRemote(name, sources.dirs[name])];
    }),
  ) as Record<MfeName, () => Promise<RemoteLocation>>;

  return {
    location: (name) => remotes[name](),
    async registry() {
      const locations = await Promise.all(MFE_NAMES.map((name) => remotes[name]()));
      return {
        remotes: locations.map(({ baseUrl, descriptor }) => ({ ...descriptor, manifestUrl: `${baseUrl}mf-manifest.json` })),
      };
    },
    origins: [...new Set(Object.values(sources.urls ?? {}).flatMap((url) => (url ? [new URL(url).origin] : [])))],
  };
}

/** The registry as an inert JSON block for a page's <head>; `<` escaped so no text can close the element. */
export function registryScriptTag(registry: RemoteRegistry): string {
  const json = JSON.stringify(registry).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${REMOTE_REGISTRY.elementId}">${json}</script>`;
}
