import { HTTP_ERRORS } from '@quizlink/contracts/errors';
/**
 * Test double for the network boundary: replaces global fetch with a routing table, so screens run
 * through the real @quizlink/platform client and the contracts' paths. Each call is recorded with its
 * method, path, lower-cased headers, body (parsed JSON, or the FormData itself) and keepalive flag.
 */
export type FetchCall = { method: string; path: string; headers: Record<string, string>; body: unknown; keepalive: boolean };
export type MockReply = { status?: number; body?: unknown };
export type MockRoute = {
  method?: string;
  path: string | RegExp;
  reply: MockReply | ((call: FetchCall) => MockReply | Promise<MockReply>);
};

type MinimalResponse = { ok: boolean; status: number; statusText: string; text(): Promise<string> };

/** The common error shape on the wire. */
export const errorBody = (code: string, message: string) => ({ error: { code, message, requestId: 'test-request' } });

const matches = (route: MockRoute, call: FetchCall): boolean =>
  (route.method ?? 'GET') === call.method &&
  (typeof route.path === 'string' ? route.path === call.path : route.path.test(call.path));

/** Set to true to make every call fail as if offline (fetch rejects with a TypeError). */
export const networkDown = { value: false };

const recordCall = (input: unknown, init: RequestInit): FetchCall => ({
  method: (init.method ?? 'GET').toUpperCase(),
  path: String(input),
  headers: Object.fromEntries(Object.entries((init.headers ?? {}) as Record<string, string>).map(([k, v]) => [k.toLowerCase(), v])),
  body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body instanceof FormData ? init.body : undefined,
  keepalive: init.keepalive === true,
});

/** Answers from the first matching route; a call no route matches gets the API's 404 `route.not_found`. */
export function installFetchMock(routes: MockRoute[]): { calls: FetchCall[]; restore(): void } {
  const original = globalThis.fetch;
  const calls: FetchCall[] = [];
  const mock = async (input: unknown, init: RequestInit = {}): Promise<MinimalResponse> => {
    const call = recordCall(input, init);
    calls.push(call);
    if (networkDown.value) throw new TypeError('Failed to fetch');
    const route = routes.find((r) => matches(r, call));
    const reply = route
      ? await (typeof route.reply === 'function' ? route.reply(call) : route.reply)
      : { status: 404, body: errorBody(HTTP_ERRORS.routeNotFound.code, `No mock for ${call.method} ${call.path}`) };
    const status = reply.status ?? 200;
    const text = reply.body === undefined ? '' : JSON.stringify(reply.body);
    return { ok: status >= 200 && status < 300, status, statusText: String(status), text: async () => text };
  };
  globalThis.fetch = mock as unknown as typeof fetch;
  return { calls, restore: () => void (globalThis.fetch = original) };
}
