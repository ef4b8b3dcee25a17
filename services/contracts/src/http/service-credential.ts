/**
 * The credential one service shows another on internal routes (`/internal/*`, never routed by the
 * gateway): a shared secret from configuration (INTERNAL_SERVICE_TOKEN), sent in this header. The
 * quiz service's internal routes (answer keys, users) refuse a request without it.
 */
export const SERVICE_CREDENTIAL_HEADER = 'x-internal-service-token';

/** The path prefix every internal route starts with. */
export const INTERNAL_PATH_PREFIX = '/internal';

/** A secret shorter than this is refused by the services' configuration. */
export const SERVICE_CREDENTIAL_MIN_LENGTH = 32;
