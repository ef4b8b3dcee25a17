export { createLiveHub, DEFAULT_FEED_IDLE_MS, DEFAULT_HEARTBEAT_MS, DEFAULT_MAX_CLIENTS, RETRY_MS } from './live-hub.ts';
export type { LiveFeed, LiveHub, LiveHubOptions } from './live-hub.ts';
