// Paths only, no schemas: the gateway's table imports them without zod.
/** The prefix of the shortlink admin's API. */
export const SHORTLINK_BASE_PATH = '/api/short';

/** The path prefixes the gateway sends to the shortlink service. */
export const SHORTLINK_ROUTE_PREFIXES = [SHORTLINK_BASE_PATH] as const;

export const SHORTLINK_API_PATHS = {
  list: '/api/short/admin/shortlinks/list',
  create: '/api/short/admin/shortlinks',
  delete: '/api/short/admin/shortlinks/delete',
} as const;

/** Service-to-service only (the gateway never routes /internal). */
export const SHORTLINK_INTERNAL_PATHS = { resolve: '/internal/shortlinks/:short' } as const;
