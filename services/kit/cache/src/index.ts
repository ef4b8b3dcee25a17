export type { Cache } from './cache.ts';
export { createCache } from './create-cache.ts';
export { createMemoryCache } from './memory-cache.ts';
export { createRedisCache } from './redis-cache.ts';
export type { RedisCacheOptions } from './redis-cache.ts';
