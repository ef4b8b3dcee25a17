import type { Request, RequestHandler } from 'express';
import { CONTROL_CHARACTER } from '@quizlink/contracts/http';
import { HTTP_ERRORS } from '@quizlink/contracts/errors';
import { AppError } from '@quizlink/kit-errors';


function isWellFormedSegment(segment: string): boolean {
  try {
    return !CONTROL_CHARACTER.test(decodeURIComponent(segment));
  } catch {
    // URIError: `%ff`, a lone `%`, a truncated sequence (`%E0%A4%A`).
    return false;
  }
}

/** Whether every segment of a raw path (as sent, still percent-encoded) decodes to text without control characters. */
export function isWellFormedPath(rawPath: string): boolean {
  // Without a percent sign nothing decodes: the path is its own decoding (nearly every request, one test).
  if (!rawPath.includes('%')) return !CONTROL_CHARACTER.test(rawPath);
  return rawPath.split('/').every(isWellFormedSegment);
}

/**
 * 400 `request.malformed_path` for a path whose percent-encoding is broken or that decodes to a control
 * character, before any route sees it: no parameter of any route (and no file path of the static
 * routes) can then fail to decode or carry a NUL into a query.
 */
export function rejectMalformedPaths(): RequestHandler {
  return (req, _res, next) => {
    if (isWellFormedPath(req.path)) {
      next();
      return;
    }
    next(new AppError(HTTP_ERRORS.requestMalformedPath));
  };
}

/** Methods whose body nothing reads. */
const BODILESS_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The body types routes read: JSON everywhere, multipart on the upload routes. */
export const READABLE_BODY_TYPES = ['application/json', 'multipart/form-data'] as const;

function hasBody(req: Request): boolean {
  if (req.headers['transfer-encoding'] !== undefined) return true;
  const length = Number(req.headers['content-length'] ?? 0);
  return Number.isFinite(length) && length > 0;
}

const isIdentityEncoding = (req: Request): boolean => (req.headers['content-encoding'] ?? 'identity').trim().toLowerCase() === 'identity';
const hasBoundary = (req: Request): boolean => /;\s*boundary=[^;\s]/i.test(req.headers['content-type'] ?? '');

/** Why a body cannot be read, if it cannot: a type no route reads, or multipart that multer would choke on. */
function unreadableBody(req: Request): AppError | undefined {
  if (BODILESS_METHODS.has(req.method) || !hasBody(req)) return undefined;
  const type = req.is([...READABLE_BODY_TYPES]);
  if (!type) return new AppError(HTTP_ERRORS.requestUnsupportedMediaType);
  if (type !== 'multipart/form-data') return undefined;
  // Multipart parsers do not decode a Content-Encoding; JSON bodies are decoded by express.json.
  if (!isIdentityEncoding(req)) return new AppError(HTTP_ERRORS.requestUnsupportedEncoding);
  if (!hasBoundary(req)) return new AppError(HTTP_ERRORS.requestMalformedMultipart);
  return undefined;
}

/**
 * 415 `request.unsupported_media_type` for a body no route reads (text/plain, a form, no Content-Type
 * at all), instead of letting it through unread and failing validation with a confusing message; for
 * multipart, 415 when it claims a Content-Encoding and 400 `request.malformed_multipart` without a boundary.
 */
export function rejectUnreadableBodies(): RequestHandler {
  return (req, _res, next) => {
    next(unreadableBody(req));
  };
}
