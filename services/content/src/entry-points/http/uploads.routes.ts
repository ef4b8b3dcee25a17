import express, { type Request, type Response } from 'express';
import multer from 'multer';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { buildPath } from '@quizlink/contracts/http';
import { CONTENT_ERRORS, UPLOAD_API_PATHS, UPLOAD_FIELD, UPLOAD_MESSAGES, type UploadImageResponse, uploadNameParamsSchema } from '@quizlink/contracts/content';
import { HTTP_ERRORS } from '@quizlink/contracts/errors';
import { LIMITS } from '@quizlink/contracts/quiz';
import { AppError } from '@quizlink/kit-errors';
import { ImageQueueFullError, type ImageQueue } from '../../domain/image-queue.ts';
import { inspectImage, reencodeInspected, uploadName } from '../../domain/image-reencoding.ts';
import type { UploadedImageStore } from '../../domain/uploaded-images.ts';
import { perClientLimit } from './per-client-limit.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** An image answered on its own never runs anything, even if a browser were talked into rendering it as a page. */
const IMAGE_CSP = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox";

const parseUpload = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: LIMITS.imageMaxBytes, files: 1, fields: 10, parts: 12 },
}).single(UPLOAD_FIELD);

function toUploadError(error: unknown): AppError {
  if (error instanceof multer.MulterError) {
    if (error.code === 'LIMIT_FILE_SIZE') return new AppError(HTTP_ERRORS.requestTooLarge, { message: UPLOAD_MESSAGES.tooLargeTitle });
    return new AppError(CONTENT_ERRORS.uploadFailed, { details: { reason: error.code }, cause: error });
  }
  return new AppError(CONTENT_ERRORS.uploadFailed, { cause: error });
}

/** multer as a promise, its errors in our shape (413 'File too large', else 400 'Upload failed'). */
function receiveFile(req: Request, res: Response): Promise<multer.File | undefined> {
  return new Promise((resolve, reject) => {
    parseUpload(req, res, (error?: unknown) => {
      if (error) reject(toUploadError(error));
      else resolve((req as Request & { file?: multer.File }).file);
    });
  });
}

/** The expensive re-encoding through the decode queue; a full queue answers 503 with Retry-After. */
async function reencodeQueued(queue: ImageQueue, file: multer.File, res: Response) {
  const inspected = await inspectImage(file.buffer);
  try {
    return await queue.run(() => reencodeInspected(inspected));
  } catch (error) {
    if (error instanceof ImageQueueFullError) res.set('Retry-After', String(error.retryAfterSeconds));
    throw error;
  }
}

/**
 * POST /api/upload-image (multipart field `image`, at most 5 MB, rate-limited per client) → 201
 * `{ imageUrl }`; GET /api/uploads/{name} serves it for a year, immutable (a name is never reused).
 */
export function uploadsRoutes(deps: { images: UploadedImageStore; uploadLimiter: RateLimiterAbstract; imageQueue: ImageQueue }): express.Router {
  const router = express.Router();

  router.post(UPLOAD_API_PATHS.uploadImage, perClientLimit(deps.uploadLimiter), async (req, res) => {
    const file = await receiveFile(req, res);
    if (!file) throw new AppError(CONTENT_ERRORS.uploadMissingFile);
    const image = await reencodeQueued(deps.imageQueue, file, res);
    const name = uploadName(image.extension);
    await deps.images.save({ name, contentType: image.contentType, bytes: image.bytes, width: image.width, height: image.height });
    const body: UploadImageResponse = { imageUrl: buildPath(UPLOAD_API_PATHS.uploadByName, { name }) };
    res.status(201).json(body);
  });

  router.get(UPLOAD_API_PATHS.uploadByName, async (req, res) => {
    const parsed = uploadNameParamsSchema.safeParse(req.params);
    const image = parsed.success ? await deps.images.find(parsed.data.name) : null;
    if (!image) throw new AppError(CONTENT_ERRORS.uploadNotFound);
    res.set({
      'Content-Type': image.contentType,
      'Cache-Control': IMMUTABLE,
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': IMAGE_CSP,
      'Content-Disposition': 'inline',
    });
    res.send(image.bytes);
  });

  return router;
}
