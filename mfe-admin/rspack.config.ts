/**
 * mfe-admin build: the Module Federation remote `mfe_admin`, exposing only `./spa`, served under
 * /mfe/admin/. The whole configuration is shared by the three remotes: see @quizlink/rspack-remote.
 */
import { createRemoteConfig } from '@quizlink/rspack-remote';
import pkg from './package.json' with { type: 'json' };

export default createRemoteConfig({ name: 'admin', dir: import.meta.dirname, devPort: 3103, dependencies: pkg.dependencies });
