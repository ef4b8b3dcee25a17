export * from './asyncapi.ts';
export * from './compat.ts';
export * from './http-routes.ts';
export * from './openapi.ts';
export * from './release-gate.ts';
export type { ApiRoute, HttpMethod } from './route-types.ts';
export { API_DESCRIPTION_PATHS } from './paths.ts';
export { EVENT_MESSAGE_HEADERS } from './event-channels.ts';
export type { JsonSchema } from './json-schema.ts';
