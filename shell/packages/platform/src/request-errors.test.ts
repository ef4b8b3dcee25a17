import { ApiError } from './api-client.ts';
import { codeOf, isAbort, isNetworkError, isWorthRetrying, serverMessageOf, statusOf } from './request-errors.ts';
import { HTTP_ERRORS } from '@quizlink/contracts/errors';

const apiError = (status: number) => new ApiError({ status, code: `code.${status}`, message: `message ${status}` });
const abort = () => new DOMException('Aborted', 'AbortError');

/** An ApiError thrown by another bundle's copy of this package: same name and fields, another class. */
class ForeignApiError extends Error {
  status = 503;
  code = HTTP_ERRORS.gatewayUpstreamUnavailable.code;
  constructor() {
    super('down');
    this.name = 'ApiError';
  }
}

describe('what a failed call means', () => {
  it('When the server answered, then its status, code and message are read from the error', () => {
    expect([statusOf(apiError(404)), codeOf(apiError(404)), serverMessageOf(apiError(404))]).toEqual([404, 'code.404', 'message 404']);
  });

  it('When the error comes from another copy of the API client (a remote inside the shell), then it is still an answer', () => {
    expect(statusOf(new ForeignApiError())).toBe(503);
    expect(isWorthRetrying(new ForeignApiError())).toBe(true);
  });

  it('When the call never got an answer, then it has no status and is a network error; an abort is neither', () => {
    expect(statusOf(new TypeError('Failed to fetch'))).toBeUndefined();
    expect(isNetworkError(new TypeError('Failed to fetch'))).toBe(true);
    expect(isNetworkError(apiError(500))).toBe(false);
    expect(isAbort(abort())).toBe(true);
    expect(isNetworkError(abort())).toBe(false);
  });

  it('When an error is judged, then only no answer at all and a 5xx are worth a second try', () => {
    expect(isWorthRetrying(new TypeError('Failed to fetch'))).toBe(true);
    for (const status of [500, 502, 503, 504]) expect(isWorthRetrying(apiError(status))).toBe(true);
    for (const status of [400, 401, 403, 404, 410]) expect(isWorthRetrying(apiError(status))).toBe(false);
    expect(isWorthRetrying(abort())).toBe(false);
    expect(isWorthRetrying(new SyntaxError('Unexpected token'))).toBe(false);
  });
});
