/**
 * The gateway's per-client rate limits in test stacks: out of the way of load and fuzzing, where every
 * simulated client is one loopback address (the budgets are for people; the gateway's own tests set them).
 */
export const TEST_RATE_LIMIT_PER_MINUTE = 1_000_000;
