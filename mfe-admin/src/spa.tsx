import { createRemoteLifecycles } from '@quizlink/remote-runtime';
import { Root } from './root.tsx';

/**
 * single-spa lifecycles, exposed as `mfe_admin/spa`: the remote's router with the area error screen as
 * its error boundary (see @quizlink/remote-runtime).
 */
export const { bootstrap, mount, unmount } = createRemoteLifecycles(Root);
