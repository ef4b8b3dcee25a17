import type { MfeName } from '@quizlink/contracts/platform';

/**
 * Id of the always-present element inside <main> that a remote mounts into. The shell hands the
 * element to single-spa-react as the `domElement` prop, so remotes never need to know these ids.
 */
export const remoteContainerId = (name: MfeName): string => `mfe-${name}`;

/** single-spa application name of a remote: its Module Federation container name. */
export const remoteAppName = (name: MfeName): string => `mfe_${name}`;
