import type { DomainEvent } from '../events/events.ts';
import type { EventExpectation, HttpExpectation } from './types.ts';

/** What a consumer's client sent, as its test's stand-in for fetch saw it (`body`: the JSON it sent, parsed). */
export type SentRequest = { method: string; url: string; body?: unknown };

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether `path` (query ignored) is an instance of the route `pattern`: each `:param` matches one segment. */
export function pathMatchesRoute(pattern: string, path: string): boolean {
  const bare = new URL(path, 'http://consumer.test').pathname;
  const regex = pattern
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : escapeRegExp(segment)))
    .join('/');
  return new RegExp(`^${regex}$`).test(bare);
}

/** JSON text with the keys of every object sorted: equal for equal documents, whatever the key order. */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b))) : v,
  );
}

/** The consumer's client made the request its expectation records: method, route and, when recorded, the body. */
export function sentAsRecorded(e: HttpExpectation, sent: SentRequest): boolean {
  const bodyAsRecorded = !e.request.body || canonicalJson(sent.body) === canonicalJson(e.request.body.example);
  return sent.method.toUpperCase() === e.request.method && pathMatchesRoute(e.request.path, sent.url) && bodyAsRecorded;
}

/** A fetch or XMLHttpRequest body as the provider would read it: JSON text parsed, anything else as it is. */
export function sentBody(body: unknown): unknown {
  return typeof body === 'string' ? JSON.parse(body) : body;
}

/** The part of a fetch Response our clients read (jsdom, where browser clients are tested, has no Response). */
export type RecordedAnswer = Pick<Response, 'ok' | 'status' | 'statusText' | 'text' | 'json'>;

/**
 * The recorded example as a fetch answer, for the consumer's own test: its client is fed the example
 * the provider's test checks the real service against.
 */
export function recordedAnswer(e: HttpExpectation): RecordedAnswer {
  // No example (a 204): an empty body, as fetch gives it.
  const text = e.response.example === undefined ? '' : JSON.stringify(e.response.example);
  const { status } = e.response;
  return { ok: status >= 200 && status < 300, status, statusText: '', text: async () => text, json: async () => JSON.parse(text) };
}

/**
 * The recorded event about a quiz the consumer's test set up, with an id of its own (handlers skip ids
 * they already handled): fed to the real handler, it shows the handler works with what was recorded.
 */
export function recordedEventAbout(e: EventExpectation, quizId: number): DomainEvent {
  return { ...e.example, id: crypto.randomUUID(), key: String(quizId), data: { ...e.example.data, quizId } } as DomainEvent;
}
