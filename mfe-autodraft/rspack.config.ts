/**
 * mfe-autodraft build: the Module Federation remote `mfe_autodraft`, exposing only `./spa`. `npm run build` makes a
 * release in dist/releases/<version>/ and points dist/current at it (see @quizlink/rspack-remote); the
 * routes it declares here go into its remote.json, which the gateway's registry hands to the shell.
 */
import { MFE_ROUTE_PREFIXES } from '@quizlink/contracts/platform';
import { createRemoteConfig } from '@quizlink/rspack-remote';
import pkg from './package.json' with { type: 'json' };

export default createRemoteConfig({
  name: 'autodraft',
  dir: import.meta.dirname,
  devPort: 3102,
  dependencies: pkg.dependencies,
  version: pkg.version,
  routes: MFE_ROUTE_PREFIXES.autodraft,
});
