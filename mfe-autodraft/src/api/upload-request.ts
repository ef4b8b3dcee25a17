import { errorResponseSchema } from '@quizlink/contracts/errors';
import { ApiError, HTTP_ERROR_CODE } from '@quizlink/platform';

export type UploadOptions = {
  /** Called with the fraction of the request body sent so far (0–1). */
  onUploadProgress?: (fraction: number) => void;
  signal?: AbortSignal;
};

function errorOf(xhr: XMLHttpRequest): ApiError {
  try {
    const parsed = errorResponseSchema.safeParse(JSON.parse(xhr.responseText));
    if (parsed.success) {
      const { code, message, requestId, details } = parsed.data.error;
      return new ApiError({ status: xhr.status, code, message, requestId, details });
    }
  } catch {
    // Not our error shape: the spec's `${status}: ${text}` form below.
  }
  return new ApiError({ status: xhr.status, code: HTTP_ERROR_CODE, message: `${xhr.status}: ${xhr.responseText || xhr.statusText}` });
}

/**
 * POST with upload progress. fetch() cannot report how much of a body was sent; XMLHttpRequest's
 * `upload.onprogress` can. Same contract as the platform's api client otherwise: credentials, JSON
 * answers, the common error shape as ApiError, and an AbortSignal that cancels the request.
 */
export function postWithProgress<T>(path: string, body: FormData | object, opts: UploadOptions = {}): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) opts.onUploadProgress?.(event.loaded / event.total);
    });
    xhr.addEventListener('load', () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        opts.onUploadProgress?.(1);
        resolve((xhr.responseText ? JSON.parse(xhr.responseText) : undefined) as T);
      } else {
        reject(errorOf(xhr));
      }
    });
    xhr.addEventListener('error', () => reject(new ApiError({ status: 0, code: HTTP_ERROR_CODE, message: 'Network error: failed to fetch' })));
    xhr.addEventListener('abort', () => reject(new DOMException('The upload was cancelled', 'AbortError')));
    if (opts.signal?.aborted) {
      reject(new DOMException('The upload was cancelled', 'AbortError'));
      return;
    }
    opts.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    if (body instanceof FormData) {
      xhr.send(body);
    } else {
      xhr.setRequestHeader('Content-Type', 'application/json');
      xhr.send(JSON.stringify(body));
    }
  });
}
