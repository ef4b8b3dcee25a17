export { loadConfig, parseConfig } from './parse-config.ts';
export { ConfigError } from './config-error.ts';
export { baseConfigShape, baseConfigSchema, portSchema } from './base-config.ts';
export type { BaseConfig } from './base-config.ts';
