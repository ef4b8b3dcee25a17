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
} as const;

export const UPLOAD_ERROR_CODES = {
  unsupportedType: 'upload.unsupported_type',
  missingFile: 'upload.missing_file',
  failed: 'upload.failed',
  notFound: 'upload.not_found',
} as const;

export const uploadImageResponseSchema = z.object({ imageUrl: z.string() });
export type UploadImageResponse = z.infer<typeof uploadImageResponseSchema>;

export const uploadNameParamsSchema = z.object({ name: z.string().regex(UPLOAD_NAME_PATTERN, UPLOAD_MESSAGES.notFound) });

/** The markdown that blog management inserts for an uploaded image. */
export const markdownImage = (imageUrl: string, alt = 'image'): string => `![${alt.replace(/[[\]]/g, '')}](${imageUrl})`;
