export { createShortlinkService, type ShortlinkService, type ShortlinkServicePorts } from './service.ts';
export { loadShortlinkConfig, shortlinkConfigSchema, DEFAULT_SHORTLINK_PORT, type ShortlinkConfig } from './config.ts';
