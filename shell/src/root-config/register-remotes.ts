import { MFE_NAMES, type MfeName } from '@quizlink/contracts/platform';
import { addErrorHandler, getAppStatus, registerApplication, start, type LifeCycles } from 'single-spa';
import { remoteAppName, remoteContainerId } from './remote-containers.ts';
import { remoteForPath } from './remote-registry.ts';
import { remoteStatus } from './remote-status.ts';

/** Loads `<container>/spa` through the Module Federation runtime; null when the remote exposes nothing. */
export type RemoteLoader = (id: string) => Promise<LifeCycles | null | undefined>;

const nameOfApp = (appName: string): MfeName | undefined => MFE_NAMES.find((name) => remoteAppName(name) === appName);

function loadApp(name: MfeName, loadRemote: RemoteLoader): () => Promise<LifeCycles> {
  return async () => {
    remoteStatus.set(name, 'loading');
    const lifecycles = await loadRemote(`${remoteAppName(name)}/spa`).catch((error: unknown) => {
      remoteStatus.set(name, 'failed');
      throw error;
    });
    if (!lifecycles) {
      remoteStatus.set(name, 'failed');
      throw new Error(`${remoteAppName(name)}/spa exposes no single-spa lifecycles`);
    }
    remoteStatus.set(name, 'ready');
    return lifecycles;
  };
}

/**
 * Registers the three remotes with single-spa: each is active on its route prefixes (the registry) and
 * mounts into its own container. A remote that cannot load or whose lifecycle throws is reported
 * to the shell (which shows an error card for that area only) instead of taking the page down;
 * single-spa keeps routing the others. A LOAD_ERROR remote is retried by single-spa on the next
 * navigation into it.
 */
export function registerRemotes(loadRemote: RemoteLoader): void {
  addErrorHandler((error) => {
    const name = nameOfApp(error.appOrParcelName);
    if (!name) return;
    console.warn(`QuizLink: ${error.appOrParcelName} is unavailable (${getAppStatus(error.appOrParcelName)})`, error);
    remoteStatus.set(name, 'failed');
  });
  for (const name of MFE_NAMES) {
    registerApplication({
      name: remoteAppName(name),
      app: loadApp(name, loadRemote),
      activeWhen: (location) => remoteForPath(location.pathname) === name,
      customProps: () => ({ domElement: document.getElementById(remoteContainerId(name)) }),
    });
  }
}

let started = false;

/** Starts single-spa (once); call when the shell has rendered the containers. */
export function startRemotes(): void {
  if (started) return;
  started = true;
  start({ urlRerouteOnly: true });
}
