import { HTTP_ERRORS } from '@quizlink/contracts/errors';
import { AppError } from './app-error.ts';

/** Errors raised by express.json() (body-parser) carry a `type` and an http-errors `status`. */
type BodyParserError = Error & { type?: string; status?: number; expose?: boolean; code?: string };

/** zlib's failures (`Z_DATA_ERROR`, `Z_BUF_ERROR`, brotli's `ERR__ERROR_FORMAT_…`): the body is not what its encoding says. */
const isDecodeFailure = (error: BodyParserError): boolean =>
  typeof error.code === 'string' && (error.code.startsWith('Z_') || error.code.startsWith('ERR_BROTLI') || error.code.startsWith('ERR__'));

/**
 * What a client's unusable request earns, when the error is one: a path Express could not decode, or a
 * body body-parser refused (malformed JSON, too large, an encoding it does not decode, an encoding the
 * bytes do not match, another client-side failure). Undefined for anything else.
 */
export function requestErrorOf(error: Error): AppError | undefined {
  const { type, status, expose } = error as BodyParserError;
  // The router's own decoding of a path parameter (`%ff`): a URIError it marks 400.
  if (error instanceof URIError) {
    return new AppError(HTTP_ERRORS.requestMalformedPath, { cause: error });
  }
  if (type === 'entity.parse.failed') {
    return new AppError(HTTP_ERRORS.requestMalformedJson, { cause: error });
  }
  if (type === 'entity.too.large') {
    return new AppError(HTTP_ERRORS.requestTooLarge, { cause: error });
  }
  if (type === 'encoding.unsupported') {
    return new AppError(HTTP_ERRORS.requestUnsupportedEncoding, { cause: error });
  }
  if (status === 400 && isDecodeFailure(error as BodyParserError)) {
    return new AppError(HTTP_ERRORS.requestMalformedEncoding, { cause: error });
  }
  // Other body-parser rejections (unsupported charset, aborted upload…) are the client's doing and safe to
  // describe; their status is body-parser's (415 for a charset), so request.invalid takes it.
  if (expose === true && typeof status === 'number' && status >= 400 && status < 500) {
    return new AppError({ ...HTTP_ERRORS.requestInvalid, status }, { message: error.message, cause: error });
  }
  return undefined;
}
