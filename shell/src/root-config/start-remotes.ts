import { loadRemoteLifecycles } from './remote-runtime.ts';
import { registerRemotes, startRemotes } from './register-remotes.ts';

/**
 * Everything the remotes need, in one lazily loaded chunk: the federation runtime and single-spa.
 * single-spa routes by the current URL as soon as it starts, so starting it only when the visitor
 * first reaches a remote's path mounts that remote at once, and it follows every later navigation.
 */
export function registerAndStartRemotes(): void {
  registerRemotes(loadRemoteLifecycles);
  startRemotes();
}
