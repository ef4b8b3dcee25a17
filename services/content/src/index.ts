export { createContentService, type ContentService, type ContentServicePorts } from './service.ts';
export { loadContentConfig, contentConfigSchema, DEFAULT_CONTENT_PORT, type ContentConfig } from './config.ts';
