import { defineErrors } from '../http/error-shape.ts';
import { SHORTLINK_MESSAGES } from './shortlinks.ts';

/** The shortlink service's errors. Keys are the codes in camelCase. */
export const SHORTLINK_ERRORS = defineErrors({
  shortlinkNotFound: { code: 'shortlink.not_found', status: 404, message: SHORTLINK_MESSAGES.notFound },
  /** Message: `shortlinkExistsMessage(short)`. */
  shortlinkExists: { code: 'shortlink.exists', status: 409, message: 'This short path is already taken' },
  /** The resolve cache could not be invalidated, so the change was not made. */
  shortlinkCacheUnavailable: { code: 'shortlink.cache_unavailable', status: 503, message: 'The shortlink cache is unavailable. Please try again.' },
});

/** The message of shortlinkExists about one short path. */
export const shortlinkExistsMessage = (short: string): string => `The short path "${short}" is already taken`;
