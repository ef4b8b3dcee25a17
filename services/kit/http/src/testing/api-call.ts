// Tests read response bodies field by field and check them against the contract schemas.
// oxlint-disable-next-line typescript/no-explicit-any
export type ApiResponse = { status: number; text: string; body: any; headers: Headers };

/**
 * One HTTP call with fetch. A FormData or string body goes as it is, anything else as JSON. Keeps the raw
 * text so tests can assert what never appears in it; `body` is the parsed JSON (undefined if not JSON).
 */
export async function call(
  baseUrl: string,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
  signal?: AbortSignal,
): Promise<ApiResponse> {
  const init: RequestInit = { method, headers: { ...headers }, ...(signal ? { signal } : {}) };
  if (body instanceof FormData) init.body = body;
  else if (body !== undefined) {
    init.body = typeof body === 'string' ? body : JSON.stringify(body);
    (init.headers as Record<string, string>)['content-type'] ??= 'application/json';
  }
  const response = await fetch(new URL(path, baseUrl), init);
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = undefined;
  }
  return { status: response.status, text, body: parsed, headers: response.headers };
}
