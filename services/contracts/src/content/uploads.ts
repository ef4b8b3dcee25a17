import { z } from 'zod';

/**
 * Image uploads (content service), used by the quiz editor and blog management:
 * `POST /api/upload-image` with the multipart field `image` → `{ imageUrl }`, served at
 * `GET /api/uploads/{name}`. The size limit is LIMITS.imageMaxBytes (5 MB).
 */
export const UPLOAD_API_PATHS = {
  uploadImage: '/api/upload-image',
  uploadByName: '/api/uploads/:name',
} as const;

/** The multipart field that carries the file. */
export const UPLOAD_FIELD = 'image';

/** Accepted by content (magic bytes), whatever the file is called. */
export const UPLOAD_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
export type UploadImageType = (typeof UPLOAD_IMAGE_TYPES)[number];

/** What the file input offers; the server checks the content regardless. */
export const UPLOAD_ACCEPT = UPLOAD_IMAGE_TYPES.join(',');

/**
 * Decoded pixels an uploaded image may have (every frame of an animation together): 4096 × 4096.
 * Question and blog images are shown at most 2560 px wide, so nothing a page shows is lost; a
 * decompression bomb (a small file with huge dimensions) is refused before it is decoded.
 */
export const UPLOAD_MAX_IMAGE_PIXELS = 4096 * 4096;

/** Server-made names: 128 random bits in hex and the stored format's extension. */
export const UPLOAD_NAME_PATTERN = /^[0-9a-f]{32}\.(png|jpg|gif|webp)$/;

export const UPLOAD_MESSAGES = {
  tooLargeTitle: 'File too large',
  tooLargeBody: 'Please select an image under 5MB',
  failed: 'Upload failed',
  // Not quoted by the spec: the server's reasons, shown under 'Upload failed'.
  unsupported: 'Only PNG, JPEG, GIF and WebP images can be uploaded',
  missing: 'No image was sent (multipart field "image")',
  notFound: 'Image not found',
  tooManyPixels: 'The image is too large: at most 4096 × 4096 pixels (16.7 megapixels)',
  busy: 'Too many images are being processed right now. Please try again in a moment.',
} as const;

/** An image the site serves itself: an upload's path (the name part kept loose; only the scheme-less form is the point). */
const UPLOADED_IMAGE_PATH = /^\/api\/uploads\/[0-9A-Za-z_-]{1,64}\.(png|jpg|gif|webp)$/;

/** Why a question's image link was refused (any other scheme: javascript:, data:, a relative path, …). */
export const IMAGE_URL_INVALID_MESSAGE = 'The image must be an uploaded image or an http:// or https:// link';

/**
 * Whether a question's image link may be stored and shown: an uploaded image's path
 * (`/api/uploads/{name}`) or an absolute http(s) URL. Browsers check it again before rendering.
 */
export function isAllowedImageUrl(url: string): boolean {
  if (UPLOADED_IMAGE_PATH.test(url)) return true;
  try {
    const parsed = new URL(url);
    return (parsed.protocol === 'http:' || parsed.protocol === 'https:') && parsed.hostname !== '';
  } catch {
    return false;
  }
}

export const uploadImageResponseSchema = z.object({ imageUrl: z.string() });
export type UploadImageResponse = z.infer<typeof uploadImageResponseSchema>;

export const uploadNameParamsSchema = z.object({ name: z.string().regex(UPLOAD_NAME_PATTERN, UPLOAD_MESSAGES.notFound) });

/** The markdown that blog management inserts for an uploaded image. */
export const markdownImage = (imageUrl: string, alt = 'image'): string => `![${alt.replace(/[[\]]/g, '')}](${imageUrl})`;
