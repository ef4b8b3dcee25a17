export { createLoginGuard, defaultSlowdownMs } from './login-guard.ts';
export type { LoginAttempt, LoginGuard, LoginGuardOptions } from './login-guard.ts';
export { createLimiterFactory } from './limiter-factory.ts';
export type { LimiterFactory, LimiterFactoryOptions, LimiterOptions } from './limiter-factory.ts';
export { TooManyRequestsError } from './too-many-requests.ts';
export { retryAfterHeader } from './retry-after.ts';
export { ARGON2_HASH_HINT, ARGON2_HASH_PATTERN, generatePassword, hashPassword, resolvePassword } from './passwords.ts';
export type { PasswordCheck } from './passwords.ts';
