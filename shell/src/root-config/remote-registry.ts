import { MFE_NAMES, MFE_ROUTE_PREFIXES, mfeBasePath, type MfeName, REMOTE_REGISTRY, remoteOwningPath, type RemoteRegistry, type RemoteRegistryEntry } from '@quizlink/contracts/platform';

/**
 * Without a registry in the page (the shell's dev server, which proxies /mfe/<name>/ to each remote's
 * dev server; component tests): every remote at /mfe/<name>/ with the routes of the contracts.
 */
const STANDALONE_REGISTRY: RemoteRegistry = {
  remotes: MFE_NAMES.map((name) => ({
    name,
    container: `mfe_${name}`,
    version: 'dev',
    routes: [...MFE_ROUTE_PREFIXES[name]],
    shared: {},
    manifestUrl: `${mfeBasePath(name)}mf-manifest.json`,
  })),
};

const isEntry = (value: unknown): value is RemoteRegistryEntry => {
  const entry = value as Partial<RemoteRegistryEntry> | null;
  return (
    typeof entry?.name === 'string' &&
    (MFE_NAMES as readonly string[]).includes(entry.name) &&
    typeof entry.manifestUrl === 'string' &&
    Array.isArray(entry.routes) &&
    entry.routes.every((route) => typeof route === 'string') &&
    typeof entry.shared === 'object'
  );
};

/**
 * The registry the gateway put in the page (`<script type="application/json" id="ql-remote-registry">`,
 * the same JSON as /mfe/registry.json): read once, synchronously, so the first render already knows
 * which remote owns the path. A page without it (or with a broken one) uses the standalone registry.
 */
function readRegistry(): RemoteRegistry {
  const text = document.getElementById(REMOTE_REGISTRY.elementId)?.textContent;
  if (!text) return STANDALONE_REGISTRY;
  try {
    const parsed = JSON.parse(text) as { remotes?: unknown };
    const remotes = Array.isArray(parsed.remotes) ? parsed.remotes.filter(isEntry) : [];
    return remotes.length > 0 ? { remotes } : STANDALONE_REGISTRY;
  } catch {
    console.warn('QuizLink: the remote registry in the page is not valid JSON; using the standalone one');
    return STANDALONE_REGISTRY;
  }
}

let registry: RemoteRegistry | undefined;

/** The remotes of this page: where each one's manifest is, its version, routes and shared ranges. */
export function remoteRegistry(): RemoteRegistry {
  registry ??= readRegistry();
  return registry;
}

/** The remote that owns a page path according to the registry, if any. */
export function remoteForPath(pathname: string): MfeName | undefined {
  return remoteOwningPath(remoteRegistry(), pathname);
}

/** Tests: forget the registry read, so the next call reads the page again. */
export function resetRemoteRegistry(): void {
  registry = undefined;
}
