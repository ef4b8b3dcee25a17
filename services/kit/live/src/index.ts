export { createLiveHub, DEFAULT_HEARTBEAT_MS, DEFAULT_MAX_CLIENTS, RETRY_MS } from './live-hub.ts';
export type { LiveHub, LiveHubOptions } from './live-hub.ts';
