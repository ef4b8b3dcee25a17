/**
 * What the fuzz test sends: arbitraries of path parameters (broken percent-encoding, NUL and other
 * controls, huge numbers, unicode), query strings, headers and bodies, and the check of one answer.
 */
import http from 'node:http';
import { gzipSync } from 'node:zlib';
import * as fc from 'fast-check';
import { errorResponseSchema } from '@quizlink/contracts/errors';
import type { AppRoute } from './fuzz-stack.harness.ts';

/** The gateway's own parameter routes (outside /api): short links and link-preview images. */
export const GATEWAY_ROUTES: AppRoute[] = [
  { method: 'GET', pattern: '/short/:short' },
  { method: 'GET', pattern: '/og/quiz/:file' },
  { method: 'GET', pattern: '/og/quiz/code/:file' },
];

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD'] as const;

/** encodeURIComponent, except that a lone surrogate (which it refuses) becomes its broken UTF-8 form. */
const encode = (value: string): string => {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80';
  }
};

const brokenEncodings = ['%', '%ff', '%E0%A4%A', '%C3', '%00', 'AB%00CD', '%0a', '%7f', '%ED%A0%80', '%%', '%g1', '..', '.', '%2e%2e', '%2F', ''];

const pathParam = (known: readonly string[]): fc.Arbitrary<string> => fc.oneof(
  fc.constantFrom(...known),
  fc.constantFrom(...brokenEncodings),
  fc.nat().map(String),
  fc.integer({ min: -1_000_000, max: 0 }).map(String),
  fc.constantFrom('9'.repeat(400), '1e309', '0x10', '1.5', 'NaN', 'Infinity', '00000000-0000-0000-0000-000000000000', 'ABC123', 'a'.repeat(5000)),
  fc.uuid(),
  fc.string({ maxLength: 40 }).map(encode),
  fc.string({ unit: 'binary', maxLength: 20 }).map(encode),
  fc.string({ unit: 'grapheme', maxLength: 20 }).map(encode),
);

const queryValue = (known: readonly string[]): fc.Arbitrary<string> => fc.oneof(fc.constantFrom(...known), fc.constantFrom(...brokenEncodings), fc.nat().map(String), fc.string({ maxLength: 30 }).map(encode), fc.uuid());
const query = (known: readonly string[]): fc.Arbitrary<string> => fc
  .array(fc.tuple(fc.constantFrom('attemptId', 'limit', 'page', 'offset', 'q', 'status', 'token', 'id', 'a[b]', '__proto__', '%ff'), queryValue(known)), { maxLength: 4 })
  .map((pairs) => (pairs.length === 0 ? '' : `?${pairs.map(([key, value]) => `${key}=${value}`).join('&')}`));

const contentType = fc.constantFrom(
  undefined,
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=utf-16',
  'application/json; charset=bogus',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=fuzz',
  'multipart/form-data',
  'image/png',
  '*/*',
  'garbage',
);
const contentEncoding = fc.constantFrom(undefined, undefined, 'gzip', 'deflate', 'br', 'identity', 'x-unknown', 'gzip, gzip');

const jsonBody = (known: readonly string[]) => {
  const knownId = fc.constantFrom(...known.filter((value) => /^\d+$/.test(value)).map(Number));
  const anyId = fc.oneof(knownId, fc.nat(), fc.string(), fc.constant(1e308), fc.constant(-1));
  return fc.oneof(
  fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)),
  fc
    .record(
      {
        username: fc.oneof(fc.string(), fc.constant('\u0000')),
        quizId: anyId,
        creatorId: anyId,
        creatorName: fc.string(),
        id: anyId,
        code: fc.oneof(fc.string(), fc.constant('AB\u0000CD')),
        slug: fc.oneof(fc.string(), fc.constant('a\u0000b')),
        answers: fc.array(fc.oneof(fc.record({ questionId: anyId, userAnswer: fc.oneof(fc.string(), fc.jsonValue({ maxDepth: 1 })) }), fc.jsonValue({ maxDepth: 2 })), { maxLength: 5 }),
        openEndedAnswers: fc.array(fc.record({ questionId: anyId, userAnswer: fc.string({ maxLength: 3000 }) }), { maxLength: 2 }),
        dashboardToken: fc.oneof(fc.constantFrom(...known), fc.string()),
        questions: fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 6 }),
        title: fc.string(),
        text: fc.string(),
        password: fc.string(),
        target: fc.oneof(fc.webUrl(), fc.string()),
        userAnswerId: anyId,
        userName: fc.string(),
        timeLimit: fc.oneof(fc.constant(null), fc.integer(), fc.string()),
      },
      { requiredKeys: [] },
    )
    .map((value) => JSON.stringify(value)),
  fc.constantFrom('{"a":', '[', 'null', '"\u0000"', '{"__proto__":{"x":1}}', '\u0000\u0001', ''),
  fc.string({ maxLength: 200 }),
);
};

const headerValue = fc.oneof(fc.string({ maxLength: 40 }).map((value) => value.replace(/[^\x20-\x7e]/g, '')), fc.constantFrom('', 'Bearer ', 'Bearer x.y.z', '%ff'));

/**
 * One generated request: a route (of the API, or the gateway's own), values for its parameters (some
 * of them `known` values naming real things), and the rest.
 */
export const requestArbitrary = (known: readonly string[]) => fc.record({
  gatewayRoute: fc.constantFrom(...GATEWAY_ROUTES),
  apiRouteIndex: fc.nat(),
  /** Nine requests in ten go to an API route. */
  useApiRoute: fc.integer({ min: 0, max: 9 }).map((n) => n < 9),
  otherMethod: fc.option(fc.constantFrom(...METHODS), { freq: 4 }),
  params: fc.array(pathParam(known), { minLength: 4, maxLength: 4 }),
  query: query(known),
  contentType,
  contentEncoding,
  body: fc.option(jsonBody(known), { freq: 4 }),
  gzipTheBody: fc.boolean(),
  authorization: fc.option(headerValue.map((value) => `Bearer ${value}`)),
  dashboardToken: fc.option(headerValue),
  attemptSecret: fc.option(headerValue),
  idempotencyKey: fc.option(headerValue),
});

export type Generated = ReturnType<typeof requestArbitrary> extends fc.Arbitrary<infer T> ? T : never;

/** `/api/quizzes/:id/attempts` + values → a raw path; `{…}` optional groups are kept, wildcards filled. */
export function fill(pattern: string, params: string[]): string {
  let i = 0;
  const next = () => params[i++ % params.length] ?? 'x';
  return pattern.replace(/[{}]/g, '').replace(/[:*][A-Za-z]+/g, () => next());
}

type Answer = { status: number; contentType: string; allow: string; body: string };

/** No answer within this long is a failure too (a hang is as bad as a 500). */
const ANSWER_TIMEOUT_MS = 15_000;

export function send(url: URL, method: string, headers: Record<string, string>, body: Buffer | undefined): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: url.hostname, port: url.port, method, path: url.pathname + url.search, headers, agent: false }, (res) => {
      const answer = { status: res.statusCode ?? 0, contentType: String(res.headers['content-type'] ?? ''), allow: String(res.headers.allow ?? '') };
      // A live stream (a real quiz's results or dashboard) never ends by itself: its status is the answer.
      if (answer.contentType.startsWith('text/event-stream')) {
        res.destroy();
        resolve({ ...answer, body: '' });
        return;
      }
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ ...answer, body: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.setTimeout(ANSWER_TIMEOUT_MS, () => req.destroy(new Error(`no answer within ${ANSWER_TIMEOUT_MS} ms`)));
    req.on('error', reject);
    req.end(body);
  });
}

function describeRequest(method: string, rawPath: string, headers: Record<string, string>, body: Buffer | undefined): string {
  return `${method} ${rawPath} ${JSON.stringify(headers)} ${body ? JSON.stringify(body.toString('utf8').slice(0, 300)) : '(no body)'}`;
}

/**
 * Sends one generated request through the gateway; throws (with the request, to reproduce it) on a 5xx
 * or an error body that is not in the common shape.
 */
export async function exercise(gatewayUrl: string, apiRoutes: readonly AppRoute[], generated: Generated): Promise<void> {
  const apiRoute = apiRoutes[generated.apiRouteIndex % apiRoutes.length]!;
  const route = generated.useApiRoute ? apiRoute : generated.gatewayRoute;
  const method = generated.otherMethod ?? route.method;
  const rawPath = `${fill(route.pattern, generated.params)}${generated.query}`;
  const headers: Record<string, string> = {};
  if (generated.contentType) headers['content-type'] = generated.contentType;
  if (generated.contentEncoding) headers['content-encoding'] = generated.contentEncoding;
  if (generated.authorization) headers.authorization = generated.authorization;
  if (generated.dashboardToken) headers['x-dashboard-token'] = generated.dashboardToken;
  if (generated.attemptSecret) headers['x-attempt-secret'] = generated.attemptSecret;
  if (generated.idempotencyKey) headers['idempotency-key'] = generated.idempotencyKey;
  let body: Buffer | undefined;
  if (generated.body !== null && method !== 'GET' && method !== 'HEAD') {
    body = Buffer.from(generated.body, 'utf8');
    if (generated.gzipTheBody && generated.contentEncoding === 'gzip') body = gzipSync(body);
    // Node's client sends DELETE/OPTIONS bodies without framing unless told the length.
    headers['content-length'] = String(body.length);
  }
  // Node refuses to send a path with spaces or controls: such a request never reaches a server.
  const url = new URL(`${gatewayUrl}${rawPath.startsWith('/') ? '' : '/'}${rawPath}`);
  const answer = await send(url, method, headers, body);
  const what = describeRequest(method, url.pathname + url.search, headers, body);
  if (answer.status >= 500) throw new Error(`${answer.status} for ${what}: ${answer.body.slice(0, 300)}`);
  const isApi = url.pathname.startsWith('/api/');
  // Pages (/short/{x} unknown, a preview of an unknown quiz) answer 404 as pages; every other error is the common shape.
  const mustBeCommonShape = answer.status >= 400 && method !== 'HEAD' && (isApi || answer.status !== 404);
  if (mustBeCommonShape) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(answer.body);
    } catch {
      throw new Error(`${answer.status} not in the common error shape for ${what}: ${answer.body.slice(0, 200)}`);
    }
    if (!errorResponseSchema.safeParse(parsed).success) throw new Error(`${answer.status} not in the common error shape for ${what}: ${answer.body.slice(0, 200)}`);
  }
}

