import { defineErrors } from '../http/error-shape.ts';
import { BLOG_MESSAGES } from './blog.ts';
import { ADMIN_MESSAGES } from './contact.ts';
import { UPLOAD_MESSAGES } from './uploads.ts';

/**
 * The content service's errors (blog, uploads) and the admin logins' (auth.*, shared by the content,
 * quiz and shortlink services). Keys are the codes in camelCase.
 */
export const CONTENT_ERRORS = defineErrors({
  blogPostNotFound: { code: 'blog.post_not_found', status: 404, message: BLOG_MESSAGES.postNotFound },
  /** A slug another post has (or one of the fixed articles': message BLOG_MESSAGES.slugReserved). */
  blogSlugTaken: { code: 'blog.slug_taken', status: 409, message: BLOG_MESSAGES.slugTaken },
  uploadUnsupportedType: { code: 'upload.unsupported_type', status: 400, message: UPLOAD_MESSAGES.unsupported },
  uploadMissingFile: { code: 'upload.missing_file', status: 400, message: UPLOAD_MESSAGES.missing },
  uploadFailed: { code: 'upload.failed', status: 400, message: UPLOAD_MESSAGES.failed },
  uploadNotFound: { code: 'upload.not_found', status: 404, message: UPLOAD_MESSAGES.notFound },
  /** More decoded pixels than UPLOAD_MAX_IMAGE_PIXELS, refused before decoding (details: `{ maxPixels }`). */
  uploadTooManyPixels: { code: 'upload.too_many_pixels', status: 400, message: UPLOAD_MESSAGES.tooManyPixels },
  /** The image queue is full (details: `{ retryAfterSeconds }`). */
  uploadBusy: { code: 'upload.busy', status: 503, message: UPLOAD_MESSAGES.busy },
  /** Missing, malformed, wrongly signed or expired bearer token. */
  authUnauthorized: { code: 'auth.unauthorized', status: 401, message: ADMIN_MESSAGES.sessionExpired },
  /** Wrong username or password (the blog and shortlink logins say BLOG_MESSAGES/SHORTLINK_MESSAGES.invalidPassword). */
  authInvalidCredentials: { code: 'auth.invalid_credentials', status: 401, message: ADMIN_MESSAGES.invalidCredentials },
  /** Locked out after repeated failures (with Retry-After). */
  authTooManyAttempts: { code: 'auth.too_many_attempts', status: 429, message: ADMIN_MESSAGES.tooManyAttempts },
  /** No password hash is configured for this login. */
  authNotConfigured: { code: 'auth.not_configured', status: 503, message: 'This login is not configured on the server.' },
});
