import { createInstance } from '@module-federation/enhanced/runtime';
import type { LifeCycles } from 'single-spa';
import { remoteAppName } from './remote-containers.ts';
import { incompatibilities } from './remote-compatibility.ts';
import { remoteRegistry } from './remote-registry.ts';
import { SHARED_MODULES } from './shared-modules.ts';

/**
 * The shell's Module Federation host, created at run time the first time a remote is needed (this
 * file is only reached through a dynamic import, so pages the shell renders itself never download the
 * federation runtime). Remotes are found through the registry the gateway put in the page: each one's
 * live manifest, on this origin or another, so a remote is deployed, moved or rolled back without
 * rebuilding the shell. 'loaded-first' makes the remotes take the shell's already-running React
 * instead of comparing versions across every manifest first, which also means one dead remote never
 * blocks another.
 */
const { remotes } = remoteRegistry();
const federation = createInstance({
  name: 'shell',
  remotes: remotes.map(({ name, manifestUrl }) => ({ name: remoteAppName(name), entry: manifestUrl })),
  shared: Object.fromEntries(
    SHARED_MODULES.map(({ name, version, lib }) => [
      name,
      { version, lib: lib as () => never, shareConfig: { singleton: true, requiredVersion: `^${version}` } },
    ]),
  ),
  shareStrategy: 'loaded-first',
});

/**
 * Loads `<container>/spa` (single-spa lifecycles) through the federation runtime. A remote whose
 * declared shared ranges the shell's versions do not meet is refused before any of its code runs
 * (the shell shows that area's error card; the console names both versions).
 */
export function loadRemoteLifecycles(id: string): Promise<LifeCycles | null> {
  const entry = remotes.find(({ name }) => id.startsWith(`${remoteAppName(name)}/`));
  const problems = entry ? incompatibilities(entry, SHARED_MODULES) : [];
  if (problems.length > 0) return Promise.reject(new Error(`QuizLink: version skew. ${problems.join('; ')}`));
  return federation.loadRemote<LifeCycles>(id);
}
