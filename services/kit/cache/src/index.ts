export type { Cache } from './cache.ts';
export { createCache } from './create-cache.ts';
export { createMemoryCache } from './memory-cache.ts';
export { createRedisCache } from './redis-cache.ts';
export type { RedisCache, RedisCacheOptions } from './redis-cache.ts';
export { REDIS_FAIL_FAST, createRedisConnection } from './redis-connection.ts';
export type { RedisClient, RedisConnection, RedisConnectionOptions, RedisHealth } from './redis-connection.ts';
export { TtlCache } from './ttl-cache.ts';
