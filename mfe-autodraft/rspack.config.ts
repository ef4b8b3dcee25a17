/**
 * mfe-autodraft build: the Module Federation remote `mfe_autodraft`, exposing only `./spa`, served under
 * /mfe/autodraft/. The whole configuration is shared by the three remotes: see @quizlink/rspack-remote.
 */
import { createRemoteConfig } from '@quizlink/rspack-remote';
import pkg from './package.json' with { type: 'json' };

export default createRemoteConfig({ name: 'autodraft', dir: import.meta.dirname, devPort: 3102, dependencies: pkg.dependencies });
