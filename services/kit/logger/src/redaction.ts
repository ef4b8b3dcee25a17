/**
 * Log paths whose values never reach the logs. Secrets appear as headers (tokens, cookies) and as
 * fields of logged objects (top level, or one or two levels down: `{ body: { password } }`,
 * `{ req: { body: { dashboardToken } } }`).
 */
const secretFields = ['password', 'token', 'dashboardToken', 'attemptSecret', 'authorization', 'cookie', 'secret', 'apiKey'];

const headerPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-dashboard-token"]',
  'req.headers["x-attempt-secret"]',
  'req.headers["x-admin-token"]',
  'req.headers["x-api-key"]',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
];

export const REDACT_PATHS: readonly string[] = [
  ...headerPaths,
  ...secretFields.flatMap((field) => [field, `*.${field}`, `*.*.${field}`]),
];

export const REDACTED = '[redacted]';
