export { createRemoteLifecycles, type RemoteLifecycles } from './remote-lifecycles.tsx';
export { AreaError } from './AreaError.tsx';
