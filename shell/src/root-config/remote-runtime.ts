import { createInstance } from '@module-federation/enhanced/runtime';
import { MFE_NAMES, mfeBasePath } from '@quizlink/contracts';
import type { LifeCycles } from 'single-spa';
import { remoteAppName } from './remote-containers.ts';
import { SHARED_MODULES } from './shared-modules.ts';

/**
 * The shell's Module Federation host, created at run time the first time a remote is needed (this
 * file is only reached through a dynamic import, so pages the shell renders itself never download the
 * federation runtime). Remotes are found through their manifests at /mfe/<name>/mf-manifest.json, so
 * a remote can be redeployed without rebuilding the shell. 'loaded-first' makes the remotes take the
 * shell's already-running React instead of comparing versions across every manifest first, which
 * also means one dead remote never blocks another.
 */
const federation = createInstance({
  name: 'shell',
  remotes: MFE_NAMES.map((name) => ({ name: remoteAppName(name), entry: `${mfeBasePath(name)}mf-manifest.json` })),
  shared: Object.fromEntries(
    SHARED_MODULES.map(({ name, version, lib }) => [
      name,
      { version, lib: lib as () => never, shareConfig: { singleton: true, requiredVersion: `^${version}` } },
    ]),
  ),
  shareStrategy: 'loaded-first',
});

/** Loads `<container>/spa` (single-spa lifecycles) through the federation runtime. */
export function loadRemoteLifecycles(id: string): Promise<LifeCycles | null> {
  return federation.loadRemote<LifeCycles>(id);
}
