import { randomBytes } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Sharp } from 'sharp';
import { LIMITS, UPLOAD_ERROR_CODES, UPLOAD_IMAGE_TYPES, UPLOAD_MESSAGES, type UploadImageType } from '@quizlink/contracts';
import { AppError, errors } from '@quizlink/kit-errors';

/** Longest side kept; larger images are scaled down (quiz and blog images never need more). */
export const MAX_IMAGE_DIMENSION = 2560;
/** Decoded pixels allowed (all frames of an animation together): stops decompression bombs. */
export const MAX_INPUT_PIXELS = 50_000_000;
/** A re-encoded image may grow a little; beyond this it is refused rather than stored. */
export const MAX_STORED_BYTES = LIMITS.imageMaxBytes * 2;

const EXTENSIONS: Record<UploadImageType, 'png' | 'jpg' | 'gif' | 'webp'> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

export type ReencodedImage = {
  bytes: Buffer;
  contentType: UploadImageType;
  extension: (typeof EXTENSIONS)[UploadImageType];
  width: number;
  height: number;
};

const isAllowed = (mime: string | undefined): mime is UploadImageType => UPLOAD_IMAGE_TYPES.some((type) => type === mime);

/** The server-made name an image is stored and served under: 128 random bits. */
export const uploadName = (extension: string): string => `${randomBytes(16).toString('hex')}.${extension}`;

function encoder(pipeline: Sharp, type: UploadImageType): Sharp {
  switch (type) {
    case 'image/png':
      return pipeline.png({ compressionLevel: 9, adaptiveFiltering: true });
    case 'image/jpeg':
      return pipeline.jpeg({ quality: 85, mozjpeg: true });
    case 'image/gif':
      return pipeline.gif();
    case 'image/webp':
      return pipeline.webp({ quality: 85 });
  }
}

const uploadFailed = (cause: unknown) =>
  new AppError({ status: 400, code: UPLOAD_ERROR_CODES.failed, message: UPLOAD_MESSAGES.failed, cause });

/**
 * Judges an upload by its bytes (magic numbers, never its name or declared type) and re-encodes it
 * with sharp in its own format: every metadata block (EXIF with GPS position, XMP, IPTC, comments,
 * ICC profile) is dropped, bytes hidden after the image or inside it do not survive, and the
 * orientation tag is applied to the pixels first so photos stay upright. Animated GIF and WebP keep
 * their frames (sharp decodes and re-encodes every frame). Images larger than MAX_IMAGE_DIMENSION are
 * scaled down.
 */
export async function reencodeImage(input: Buffer): Promise<ReencodedImage> {
  const detected = await fileTypeFromBuffer(input);
  if (!isAllowed(detected?.mime)) throw errors.badRequest(UPLOAD_MESSAGES.unsupported, undefined, UPLOAD_ERROR_CODES.unsupportedType);
  const contentType = detected.mime;
  const animatable = contentType === 'image/gif' || contentType === 'image/webp';
  const options = { animated: animatable, limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' } as const;
  try {
    const { pages = 1 } = await sharp(input, options).metadata();
    let pipeline = sharp(input, options);
    // Applying the EXIF orientation works on single images; animations carry no orientation tag.
    if (pages === 1) pipeline = pipeline.rotate();
    pipeline = pipeline.resize({ width: MAX_IMAGE_DIMENSION, height: MAX_IMAGE_DIMENSION, fit: 'inside', withoutEnlargement: true });
    const { data, info } = await encoder(pipeline, contentType).toBuffer({ resolveWithObject: true });
    if (data.length > MAX_STORED_BYTES) throw errors.tooLarge(UPLOAD_MESSAGES.tooLargeTitle);
    return { bytes: data, contentType, extension: EXTENSIONS[contentType], width: info.width, height: info.pageHeight ?? info.height };
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw uploadFailed(error);
  }
}
