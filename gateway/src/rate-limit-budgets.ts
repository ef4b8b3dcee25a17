import { serviceForPath, type ServiceName } from '@quizlink/contracts/platform';

/**
 * The public API's route groups, each with its own per-client budget: reads are cheap and pages poll,
 * writes to quizzes and attempts are what a person does by hand, generation reads documents and runs a
 * model, and the content and shortlink services hold the logins, the contact form, uploads and blog.
 */
export const RATE_LIMIT_GROUPS = ['read', 'write', 'generation', 'content'] as const;
export type RateLimitGroup = (typeof RATE_LIMIT_GROUPS)[number];

/** Requests one client may make per group per `RATE_LIMIT_WINDOW_SECONDS`. */
export type RateLimitBudgets = Record<RateLimitGroup, number>;

/** The window every budget counts in. */
export const RATE_LIMIT_WINDOW_SECONDS = 60;

/**
 * Defaults per minute and client address: well above what one person's browser does (a dashboard polls
 * a few reads a second at most, an Auto Draft session a few writes), well below a script's flood. The
 * services' own limits (login guard, contact form, attempt starts, generations) are finer and stay.
 */
export const DEFAULT_RATE_LIMIT_BUDGETS: RateLimitBudgets = { read: 600, write: 120, generation: 60, content: 60 };

/** Environment variable of each group's budget (GATEWAY_RATE_LIMIT_<GROUP>_PER_MINUTE). */
export const RATE_LIMIT_VARIABLES = {
  read: 'GATEWAY_RATE_LIMIT_READ_PER_MINUTE',
  write: 'GATEWAY_RATE_LIMIT_WRITE_PER_MINUTE',
  generation: 'GATEWAY_RATE_LIMIT_GENERATION_PER_MINUTE',
  content: 'GATEWAY_RATE_LIMIT_CONTENT_PER_MINUTE',
} as const satisfies Record<RateLimitGroup, string>;

/** The same budget for every group, for a gateway made in a test (`createGatewayRateLimits({ budgets })`). */
export function uniformRateLimitBudgets(perMinute: number): RateLimitBudgets {
  return Object.fromEntries(RATE_LIMIT_GROUPS.map((group) => [group, perMinute])) as RateLimitBudgets;
}

/**
 * The same budget for every group, as environment variables: for test and bench stacks, where every
 * browser and every simulated taker is one client on the loopback address (the budgets are for people).
 */
export function uniformRateLimitEnv(perMinute: number): Record<string, string> {
  return Object.fromEntries(RATE_LIMIT_GROUPS.map((group) => [RATE_LIMIT_VARIABLES[group], String(perMinute)]));
}

/** Methods that only read: one budget for every service's reads (live streams included). */
const READ_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

const WRITE_GROUP_OF: Record<ServiceName, RateLimitGroup> = {
  quiz: 'write',
  attempt: 'write',
  generation: 'generation',
  content: 'content',
  shortlink: 'content',
};

/**
 * The group an API request counts against, from its method and its path as the router judges it
 * (dot segments resolved, see routes.ts `parseTarget`), so no spelling of a path moves it to another
 * group. A write to a path no service answers counts as `write` (it is refused with 404 anyway).
 */
export function rateLimitGroupOf(method: string, apiPath: string): RateLimitGroup {
  if (READ_METHODS.has(method.toUpperCase())) return 'read';
  const service = serviceForPath(apiPath);
  return service ? WRITE_GROUP_OF[service] : 'write';
}
