import path from 'node:path';
import type { Request, RequestHandler } from 'express';
import multer from 'multer';
import { AUTO_DRAFT_LIMITS, DRAFT_ERRORS } from '@quizlink/contracts/draft';
import { HTTP_ERRORS } from '@quizlink/contracts/errors';
import { LIMITS } from '@quizlink/contracts/quiz';
import { AppError } from '@quizlink/kit-errors';
import type { UploadedFile } from '../../domain/draft-model.ts';

export const FILES_FIELD = 'files';

/**
 * Multipart uploads held in memory only (multer memoryStorage): nothing reaches the disk, and the bytes
 * go away with the request's draft. 10 MB per file, at most 10 files; a field may carry pasted text.
 * UTF-8 file names (busboy assumes Latin-1 otherwise).
 */
const upload = multer({
  storage: multer.memoryStorage(),
  defParamCharset: 'utf8',
  limits: { fileSize: LIMITS.documentMaxBytes, files: AUTO_DRAFT_LIMITS.maxFiles, fields: 40, fieldSize: 512 * 1024, parts: 60 },
}).array(FILES_FIELD, AUTO_DRAFT_LIMITS.maxFiles);

function uploadError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  // busboy's own parse errors (a part cut short, a malformed header) are the client's body, not our fault.
  if (!(error instanceof multer.MulterError)) return new AppError(HTTP_ERRORS.requestMalformedMultipart);
  if (error.code === 'LIMIT_FILE_SIZE') return new AppError(DRAFT_ERRORS.autoCreateFilesTooLarge, { details: [{ field: error.field }] });
  if (error.code === 'LIMIT_FILE_COUNT' || error.code === 'LIMIT_UNEXPECTED_FILE') {
    return new AppError(DRAFT_ERRORS.autoCreateTooManyFiles, { details: [{ field: error.field }] });
  }
  return new AppError(HTTP_ERRORS.requestInvalid, { message: error.message });
}

/** Reads multipart bodies (JSON bodies were already read by the app); anything else passes untouched. */
export const readDraftUpload: RequestHandler = (req, res, next) => {
  if (!req.is('multipart/form-data')) return next();
  upload(req, res, (error?: unknown) => next(error ? uploadError(error) : undefined));
};

/** A client-supplied file name, reduced to a safe display name. */
const safeName = (name: string): string =>
  path
    .basename(name.replace(/\\/g, '/'))
    // oxlint-disable-next-line no-control-regex -- control characters never belong in a shown name
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .slice(0, 255) || 'file';

export function uploadedFiles(req: Request): UploadedFile[] {
  const files = ((req as Request & { files?: multer.File[] }).files ?? []);
  return files.map((f) => ({ name: safeName(f.originalname), size: f.size, buffer: f.buffer }));
}

const parseJsonField = (value: unknown): unknown => {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
};

/**
 * The body as one object whether it came as JSON or as multipart fields (where nested values —
 * settings, sources — arrive as JSON text).
 */
export function draftBody(req: Request): Record<string, unknown> {
  const body = (req.body ?? {}) as Record<string, unknown>;
  if (!req.is('multipart/form-data')) return body;
  return Object.fromEntries(Object.entries(body).map(([k, v]) => [k, k === 'settings' || k === 'sources' ? parseJsonField(v) : v]));
}
