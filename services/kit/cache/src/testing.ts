export { freePort, redisServerInstalled, startPrivateRedis } from './testing/private-redis.ts';
export type { PrivateRedis } from './testing/private-redis.ts';
