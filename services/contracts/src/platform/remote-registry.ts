import type { MfeName } from './routes.ts';

/**
 * The run-time registry of the micro-frontends (issue 16): which build of each remote the shell loads,
 * from where, and which page paths it owns. The gateway makes it from its configuration and each
 * remote's own `remote.json`; the shell reads it at start instead of compiled-in locations.
 */
export const REMOTE_REGISTRY = {
  /** Served by the gateway (no-cache): the registry as JSON. */
  path: '/mfe/registry.json',
  /** Id of the `<script type="application/json">` the gateway puts in each page with the same JSON. */
  elementId: 'ql-remote-registry',
  /** What a remote build writes next to its mf-manifest.json: name, version, routes, shared requirements. */
  descriptorFile: 'remote.json',
  /** A remote's build folder holds `releases/<version>/` (immutable) and `current` (the live version). */
  releasesDir: 'releases',
  pointerFile: 'current',
} as const;

/** `remote.json`: what a remote declares about itself in its build output. */
export type RemoteDescriptor = {
  name: MfeName;
  /** Module Federation container name (`mfe_<name>`). */
  container: string;
  /** The build's version: `<package version>-<content hash>`. */
  version: string;
  /** Page path prefixes the remote owns. */
  routes: string[];
  /** Shared singletons and the version ranges the remote accepts (`react: '^19.3.1'`). */
  shared: Record<string, string>;
};

/** One remote as the shell sees it. */
export type RemoteRegistryEntry = RemoteDescriptor & {
  /** Absolute path (`/mfe/quiz/releases/…/mf-manifest.json`) or URL of another origin. */
  manifestUrl: string;
};

export type RemoteRegistry = { remotes: RemoteRegistryEntry[] };

/** The remote of a registry that owns a page path, if any. */
export function remoteOwningPath(registry: RemoteRegistry, pathname: string): MfeName | undefined {
  return registry.remotes.find((remote) => remote.routes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`)))?.name;
}

/** A release folder name: letters, digits, dots, dashes, underscores; never `..` or a path. */
export const isReleaseVersion = (value: string): boolean => /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/.test(value) && !value.includes('..');
