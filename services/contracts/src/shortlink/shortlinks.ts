import { z } from 'zod';

/**
 * Shortlinks: the admin API (a shared password in every request body, spec §6–§7), the internal
 * resolve route the gateway calls, and the cache the two share so that a delete takes effect at once.
 */
/** The public form of a short link: {site origin}/short/{short}. */
export const SHORT_LINK_PREFIX = '/short/';
export const shortUrl = (origin: string, short: string): string => `${origin}${SHORT_LINK_PREFIX}${short}`;

export const SHORT_PATH_MAX_LENGTH = 64;
export const TARGET_URL_MAX_LENGTH = 2048;
export const SHORT_PATH_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** Spec §5: the short path silently keeps only letters, digits, hyphen and underscore. */
export const sanitizeShortPath = (input: string): string => input.replace(/[^A-Za-z0-9_-]/g, '');

/** Targets are absolute http(s) URLs: never javascript:, data:, relative or anything else. */
export function isHttpTarget(target: string): boolean {
  try {
    const url = new URL(target);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/**
 * The resolve cache, shared by the shortlink service (which deletes an entry whenever a short is
 * created or deleted) and the gateway (which reads and fills it). Both must use the same store —
 * the same Redis in distributed mode, the same in-memory cache instance in embedded mode — with
 * this key prefix.
 */
export const SHORTLINK_CACHE = {
  keyPrefix: 'shortlink:',
  resolveKey: (short: string): string => `resolve:${short}`,
  /** A found target; a safety net only, since create and delete invalidate the entry. */
  hitTtlSeconds: 600,
  /** An unknown short, so that repeated misses do not each reach the service. */
  missTtlSeconds: 60,
} as const;
/** What the cache holds for a short: its target, or null when it does not exist. */
export type ShortlinkCacheEntry = { target: string | null };

export const SHORTLINK_MESSAGES = {
  loginTitle: 'Admin Shortlinks',
  loginPrompt: 'Enter your password to manage shortlinks',
  passwordLabel: 'Password',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  login: 'Login',
  authenticating: 'Authenticating...',
  managerTitle: 'Shortlink Manager',
  logout: 'Logout',
  createHeading: 'Create Shortlink',
  shortPathLabel: 'Short Path',
  shortPathPlaceholder: 'play',
  targetUrlLabel: 'Target URL',
  willCreate: (origin: string, short: string): string => `Will create: ${shortUrl(origin, short)}`,
  create: 'Create Shortlink',
  creating: 'Creating...',
  listHeading: (count: number): string => `Your Shortlinks (${count})`,
  refresh: 'Refresh',
  empty: 'No shortlinks created yet',
  pointsTo: 'Points to:',
  created: 'Created:',
  copyUrl: 'Copy full URL',
  copied: 'Copied',
  testLink: 'Test link',
  delete: 'Delete',
  confirmDelete: (short: string): string => `Delete shortlink "${short}"?`,
  invalidPassword: 'Invalid password',
  connectionError: 'Error connecting to server',
  createError: 'Error creating shortlink',
  deleteError: 'Error deleting shortlink',
  bothFields: 'Please fill in both fields',
  authenticated: 'Successfully authenticated!',
  createdOk: 'Shortlink created successfully!',
  deletedOk: 'Shortlink deleted successfully!',
  /** Not quoted by the spec: Refresh failed on the manager view (contains 'Error', so the banner is red). */
  listError: 'Error loading shortlinks',
  // Server-side reasons (not quoted by the spec), shown after the spec's 'Error creating shortlink'.
  targetInvalid: 'The target must be an absolute http:// or https:// URL',
  shortInvalid: 'The short path must have 1 to 64 letters, digits, hyphens or underscores',
  notFound: 'Shortlink not found',
  passwordRequired: 'Password is required',
} as const;

const passwordField = z.string({ error: SHORTLINK_MESSAGES.passwordRequired }).min(1, SHORTLINK_MESSAGES.passwordRequired).max(1024);

const shortField = z
  .string({ error: SHORTLINK_MESSAGES.bothFields })
  .transform(sanitizeShortPath)
  .pipe(z.string().min(1, SHORTLINK_MESSAGES.bothFields).max(SHORT_PATH_MAX_LENGTH, SHORTLINK_MESSAGES.shortInvalid));

export const shortlinkListRequestSchema = z.object({ password: passwordField });

export const createShortlinkRequestSchema = z.object({
  password: passwordField,
  short: shortField,
  target: z
    .string({ error: SHORTLINK_MESSAGES.bothFields })
    .trim()
    .min(1, SHORTLINK_MESSAGES.bothFields)
    .max(TARGET_URL_MAX_LENGTH, SHORTLINK_MESSAGES.targetInvalid)
    .refine(isHttpTarget, SHORTLINK_MESSAGES.targetInvalid),
});
export type CreateShortlinkRequest = z.infer<typeof createShortlinkRequestSchema>;

export const deleteShortlinkRequestSchema = z.object({ password: passwordField, short: shortField });

export const shortlinkSchema = z.object({ short: z.string(), target: z.string(), createdAt: z.string() });
export type Shortlink = z.infer<typeof shortlinkSchema>;
export const shortlinkListSchema = z.array(shortlinkSchema);

export const shortParamsSchema = z.object({ short: z.string().regex(SHORT_PATH_PATTERN, SHORTLINK_MESSAGES.notFound) });
export const resolvedShortlinkSchema = z.object({ short: z.string(), target: z.string() });
