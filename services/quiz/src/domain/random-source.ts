import { randomInt } from 'node:crypto';

/**
 * Returns a uniformly random integer in [0, max). The default draws from the OS CSPRNG; tests pass
 * their own to make codes and slugs predictable (e.g. to force a collision).
 */
export type RandomInt = (max: number) => number;

export const cryptoRandomInt: RandomInt = (max) => randomInt(max);
