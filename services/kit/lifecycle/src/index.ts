export { onShutdown } from './on-shutdown.ts';
export type { OnShutdownOptions, ShutdownTask } from './on-shutdown.ts';
export { closeServer } from './close-server.ts';
export { isShuttingDown } from './shutdown-state.ts';
export { SHUTDOWN_TIMING } from './shutdown-timing.ts';
export type { ShutdownTiming } from './shutdown-timing.ts';
