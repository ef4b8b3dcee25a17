import { randomBytes } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Sharp } from 'sharp';
import { CONTENT_ERRORS, UPLOAD_IMAGE_TYPES, UPLOAD_MAX_IMAGE_PIXELS, UPLOAD_MESSAGES, type UploadImageType } from '@quizlink/contracts/content';
import { HTTP_ERRORS } from '@quizlink/contracts/errors';
import { LIMITS } from '@quizlink/contracts/quiz';
import { AppError } from '@quizlink/kit-errors';

/** Longest side kept; larger images are scaled down (quiz and blog images never need more). */
export const MAX_IMAGE_DIMENSION = 2560;
/** Decoded pixels allowed (all frames of an animation together): stops decompression bombs and slow decodes. */
export const MAX_INPUT_PIXELS = UPLOAD_MAX_IMAGE_PIXELS;
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

const uploadFailed = (cause: unknown) => new AppError(CONTENT_ERRORS.uploadFailed, { cause });

/** An upload judged by its header only: what it is and that it is small enough to decode. */
export type InspectedImage = { input: Buffer; contentType: UploadImageType };

const tooManyPixels = () => new AppError(CONTENT_ERRORS.uploadTooManyPixels, { details: { maxPixels: MAX_INPUT_PIXELS } });

const decodeOptions = (contentType: UploadImageType) =>
  ({ animated: contentType === 'image/gif' || contentType === 'image/webp', limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }) as const;

/**
 * Judges an upload by its bytes (magic numbers, never its name or declared type) and its header's
 * dimensions, without decoding a pixel: cheap enough to run before the decode queue, so a file of
 * huge dimensions is refused at once (400 upload.too_many_pixels) and never waits for, or holds, a slot.
 */
export async function inspectImage(input: Buffer): Promise<InspectedImage> {
  const detected = await fileTypeFromBuffer(input);
  if (!isAllowed(detected?.mime)) throw new AppError(CONTENT_ERRORS.uploadUnsupportedType);
  const contentType = detected.mime;
  let header: { width?: number; height?: number; pageHeight?: number; pages?: number };
  try {
    header = await sharp(input, { ...decodeOptions(contentType), limitInputPixels: false }).metadata();
  } catch (error) {
    throw uploadFailed(error);
  }
  const { width = 0, height = 0, pageHeight, pages = 1 } = header;
  // With `animated`, height is already every frame stacked; pageHeight × pages says the same when given.
  const pixels = width * Math.max(height, (pageHeight ?? 0) * pages);
  if (pixels > MAX_INPUT_PIXELS) throw tooManyPixels();
  return { input, contentType };
}

/**
 * Re-encodes an inspected upload with sharp in its own format: every metadata block (EXIF with GPS
 * position, XMP, IPTC, comments, ICC profile) is dropped, bytes hidden after the image or inside it do
 * not survive, and the orientation tag is applied to the pixels first so photos stay upright. Animated
 * GIF and WebP keep their frames (sharp decodes and re-encodes every frame). Images larger than
 * MAX_IMAGE_DIMENSION are scaled down. This is the expensive part: callers run it through the decode queue.
 */
export async function reencodeInspected({ input, contentType }: InspectedImage): Promise<ReencodedImage> {
  const options = decodeOptions(contentType);
  try {
    const { pages = 1 } = await sharp(input, options).metadata();
    let pipeline = sharp(input, options);
    // Applying the EXIF orientation works on single images; animations carry no orientation tag.
    if (pages === 1) pipeline = pipeline.rotate();
    pipeline = pipeline.resize({ width: MAX_IMAGE_DIMENSION, height: MAX_IMAGE_DIMENSION, fit: 'inside', withoutEnlargement: true });
    const { data, info } = await encoder(pipeline, contentType).toBuffer({ resolveWithObject: true });
    if (data.length > MAX_STORED_BYTES) throw new AppError(HTTP_ERRORS.requestTooLarge, { message: UPLOAD_MESSAGES.tooLargeTitle });
    return { bytes: data, contentType, extension: EXTENSIONS[contentType], width: info.width, height: info.pageHeight ?? info.height };
  } catch (error) {
    if (error instanceof AppError) throw error;
    // The header check above keeps bombs out; a header that lied about its size still stops here.
    if (error instanceof Error && /pixel limit/i.test(error.message)) throw tooManyPixels();
    throw uploadFailed(error);
  }
}

/** inspectImage then reencodeInspected, for callers without a queue. */
export async function reencodeImage(input: Buffer): Promise<ReencodedImage> {
  return reencodeInspected(await inspectImage(input));
}
