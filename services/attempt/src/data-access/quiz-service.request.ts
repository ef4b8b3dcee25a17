import { HTTP_ERRORS } from '@quizlink/contracts/errors';
import { HEADERS } from '@quizlink/contracts/http';
import { AppError } from '@quizlink/kit-errors';

/** How a client reaches the quiz service's internal routes (the fetch carries the service credential). */
export type QuizServiceConnection = { baseUrl: string; fetch: typeof fetch; timeoutMs: number };

/** The quiz service is down, slow or answered nonsense: a 503, so the caller's request can be retried. */
export const quizServiceUnavailable = (cause: unknown) =>
  new AppError(HTTP_ERRORS.serviceDependencyUnavailable, { cause });

/**
 * GET on an internal route of the quiz service: the response when it is 2xx or 404 (the caller decides
 * what a missing record means), a 503 AppError on a network failure, a timeout or any other status.
 */
export async function getFromQuizService(connection: QuizServiceConnection, path: string, requestId?: string): Promise<Response> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (requestId) headers[HEADERS.requestId] = requestId;
  let response: Response;
  try {
    response = await connection.fetch(new URL(path, connection.baseUrl), { headers, signal: AbortSignal.timeout(connection.timeoutMs) });
  } catch (error) {
    throw quizServiceUnavailable(error);
  }
  if (response.ok || response.status === 404) return response;
  await response.body?.cancel();
  throw quizServiceUnavailable(new Error(`quiz service answered ${response.status}`));
}
