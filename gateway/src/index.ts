export { createGateway } from './create-gateway.ts';
export type { GatewayOptions } from './create-gateway.ts';
export { gatewayConfigSchema, loadGatewayConfig, parseGatewayConfig } from './config.ts';
export type { GatewayConfig, GatewayEnv } from './config.ts';
export { packagedFontFile } from './preview-font.ts';
export { createGatewayRateLimits } from './rate-limit.ts';
export type { GatewayRateLimitOptions, GatewayRateLimits } from './rate-limit.ts';
