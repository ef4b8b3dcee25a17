import type { ErrorResponse } from '@quizlink/contracts/errors';

/** A non-2xx answer from our API, carrying the common error shape's fields. */
export class ApiError extends Error {
  status: number;
  code: string;
  requestId?: string;
  details?: unknown;

  constructor(opts: { status: number; code: string; message: string; requestId?: string; details?: unknown }) {
    super(opts.message);
    this.name = 'ApiError';
    this.status = opts.status;
    this.code = opts.code;
    if (opts.requestId !== undefined) this.requestId = opts.requestId;
    if (opts.details !== undefined) this.details = opts.details;
  }
}

export type RequestOptions = { signal?: AbortSignal; headers?: Record<string, string> };

/** Code of an error whose body is not our common shape (a proxy page, plain text …). */
export const HTTP_ERROR_CODE = 'http_error';

/**
 * Whether a parsed body is the common error shape. Checked by hand rather than with the contracts'
 * zod schema so that pages which only call the API (the home page) do not download zod.
 */
function isErrorResponse(body: unknown): body is ErrorResponse {
  const error = (body as { error?: Record<string, unknown> } | null)?.error;
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof error.code === 'string' &&
    typeof error.message === 'string' &&
    typeof error.requestId === 'string'
  );
}

async function toApiError(res: Response): Promise<ApiError> {
  const text = await res.text().catch(() => '');
  try {
    const parsed: unknown = JSON.parse(text);
    if (isErrorResponse(parsed)) {
      const { code, message, requestId, details } = parsed.error;
      return new ApiError({ status: res.status, code, message, requestId, details });
    }
  } catch {
    // Not JSON: fall through to the spec's `${status}: ${text}` form.
  }
  return new ApiError({ status: res.status, code: HTTP_ERROR_CODE, message: `${res.status}: ${text || res.statusText}` });
}

function encodeBody(body: unknown): { body?: BodyInit; contentType?: string } {
  if (body === undefined) return {};
  // Multipart uploads: the browser sets the boundary itself, so no content type here.
  if (typeof FormData !== 'undefined' && body instanceof FormData) return { body };
  return { body: JSON.stringify(body), contentType: 'application/json' };
}

async function request<T>(method: string, path: string, body: unknown, opts: RequestOptions = {}): Promise<T> {
  const encoded = encodeBody(body);
  const headers: Record<string, string> = { Accept: 'application/json', ...opts.headers };
  if (encoded.contentType) headers['Content-Type'] = encoded.contentType;
  const res = await fetch(path, {
    method,
    credentials: 'include',
    headers,
    ...(encoded.body !== undefined ? { body: encoded.body } : {}),
    ...(opts.signal ? { signal: opts.signal } : {}),
  });
  if (!res.ok) {
    const error = await toApiError(res);
    console.warn(`${method} ${path} failed`, error.status, error.code, error.message);
    throw error;
  }
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/**
 * Same-origin JSON client for `/api/*`. Sends cookies, parses JSON, and turns any non-2xx answer into
 * an `ApiError` whose message is the server's `error.message` (or `${status}: ${text}`).
 * A `FormData` body is sent as multipart.
 */
export const api = {
  get: <T>(path: string, opts?: RequestOptions): Promise<T> => request<T>('GET', path, undefined, opts),
  post: <T>(path: string, body?: unknown, opts?: RequestOptions): Promise<T> => request<T>('POST', path, body, opts),
  put: <T>(path: string, body?: unknown, opts?: RequestOptions): Promise<T> => request<T>('PUT', path, body, opts),
  del: <T>(path: string, opts?: RequestOptions): Promise<T> => request<T>('DELETE', path, undefined, opts),
};
