import { compareSchemas, resolverOf, type SchemaComparison } from './compat-schema.ts';
import { EVENT_TYPE_EXTENSION, EVENT_VERSION_EXTENSION } from './asyncapi.ts';
import type { JsonSchema } from './json-schema.ts';

type Doc = { [key: string]: unknown };
type Operation = { parameters?: JsonSchema[]; requestBody?: JsonSchema; responses?: Record<string, JsonSchema> };

const isSuccess = (status: string): boolean => /^2\d\d$/.test(status);
/** Path parameters renamed (`{id}` → `{quizId}`) are the same route to a client. */
const routeKey = (path: string): string => path.replace(/\{[^}]+\}/g, '{}');
const contentOf = (node: JsonSchema | undefined): Record<string, JsonSchema> => (node?.content ?? {}) as Record<string, JsonSchema>;

function operationsOf(doc: Doc): Map<string, { label: string; op: Operation }> {
  const found = new Map<string, { label: string; op: Operation }>();
  for (const [path, item] of Object.entries((doc.paths ?? {}) as Record<string, Record<string, Operation>>)) {
    for (const [method, op] of Object.entries(item)) found.set(`${method} ${routeKey(path)}`, { label: `${method.toUpperCase()} ${path}`, op });
  }
  return found;
}

function compareParameters(before: Operation, after: Operation, where: string, cmp: Omit<SchemaComparison, 'where' | 'side'>, out: string[]): void {
  const key = (p: JsonSchema) => `${String(p.in)} ${String(p.name).toLowerCase()}`;
  const was = new Map((before.parameters ?? []).map((p) => [key(p), p]));
  for (const param of after.parameters ?? []) {
    const old = was.get(key(param));
    if (param.required === true && param.in !== 'path' && old?.required !== true) {
      out.push(`request parameter \`${String(param.name)}\` (${String(param.in)}) became required on ${where}`);
    }
    if (old) compareSchemas((old.schema ?? {}) as JsonSchema, (param.schema ?? {}) as JsonSchema, { ...cmp, side: 'request', where }, out, String(param.name));
  }
}

function compareRequestBody(before: Operation, after: Operation, where: string, cmp: Omit<SchemaComparison, 'where' | 'side'>, out: string[]): void {
  if (!before.requestBody) {
    if (after.requestBody?.required === true) out.push(`request body became required on ${where}`);
    return;
  }
  const was = contentOf(before.requestBody);
  const is = contentOf(after.requestBody);
  for (const [mediaType, media] of Object.entries(was)) {
    if (!after.requestBody) continue; // a body no longer read is ignored, never refused
    if (!is[mediaType]) out.push(`request media type ${mediaType} no longer accepted on ${where}`);
    else compareSchemas((media.schema ?? {}) as JsonSchema, (is[mediaType].schema ?? {}) as JsonSchema, { ...cmp, side: 'request', where }, out);
  }
}

function compareResponses(before: Operation, after: Operation, label: string, cmp: Omit<SchemaComparison, 'where' | 'side'>, out: string[]): void {
  const was = before.responses ?? {};
  const is = after.responses ?? {};
  const nowSuccess = Object.keys(is).filter(isSuccess);
  for (const status of Object.keys(was).filter(isSuccess)) {
    if (!is[status]) {
      out.push(nowSuccess.length > 0 ? `status of ${label} changed: ${status} → ${nowSuccess.join(', ')}` : `response ${status} removed from ${label}`);
      continue;
    }
    const where = `${label} ${status}`;
    const isContent = contentOf(is[status]);
    for (const [mediaType, media] of Object.entries(contentOf(was[status]))) {
      if (!isContent[mediaType]) out.push(`response media type ${mediaType} removed from ${where}`);
      else compareSchemas((media.schema ?? {}) as JsonSchema, (isContent[mediaType].schema ?? {}) as JsonSchema, { ...cmp, side: 'response', where }, out);
    }
  }
}

/** Every breaking change between two OpenAPI documents (the last release's and the current one), one sentence each. */
export function compareOpenApi(before: Doc, after: Doc): string[] {
  const out: string[] = [];
  const cmp = { before: resolverOf(before), after: resolverOf(after) };
  const now = operationsOf(after);
  for (const [key, { label, op }] of operationsOf(before)) {
    const current = now.get(key);
    if (!current) {
      out.push(`route removed: ${label}`);
      continue;
    }
    compareParameters(op, current.op, label, cmp, out);
    compareRequestBody(op, current.op, label, cmp, out);
    compareResponses(op, current.op, label, cmp, out);
  }
  return out;
}

type Message = { label: string; topic: string | undefined; message: JsonSchema };

function messagesOf(doc: Doc): Map<string, Message> {
  const channels = (doc.channels ?? {}) as Record<string, { address?: string; messages?: Record<string, { $ref?: string }> }>;
  const topicOf = (name: string) =>
    Object.values(channels).find((c) => Object.values(c.messages ?? {}).some((m) => m.$ref === `#/components/messages/${name}`))?.address;
  const found = new Map<string, Message>();
  const messages = ((doc.components as Doc | undefined)?.messages ?? {}) as Record<string, JsonSchema>;
  for (const [name, message] of Object.entries(messages)) {
    const type = String(message[EVENT_TYPE_EXTENSION] ?? message.name ?? name);
    const version = message[EVENT_VERSION_EXTENSION];
    const label = version === undefined ? type : `${type} v${String(version)}`;
    found.set(label, { label, topic: topicOf(name), message });
  }
  return found;
}

/** Every breaking change between two AsyncAPI documents: topics, event types and versions, payload fields, headers. */
export function compareAsyncApi(before: Doc, after: Doc): string[] {
  const out: string[] = [];
  const cmp = { before: resolverOf(before), after: resolverOf(after) };
  const addresses = (doc: Doc) => Object.values((doc.channels ?? {}) as Record<string, { address?: string }>).map((c) => c.address);
  const nowAddresses = new Set(addresses(after));
  for (const address of addresses(before)) if (!nowAddresses.has(address)) out.push(`topic removed: ${String(address)}`);
  const now = messagesOf(after);
  for (const [key, was] of messagesOf(before)) {
    const is = now.get(key);
    if (!is) {
      out.push(`event type removed: ${was.label}${was.topic ? ` on ${was.topic}` : ''}`);
      continue;
    }
    if (was.topic !== is.topic) out.push(`event ${was.label} moved from topic ${String(was.topic)} to ${String(is.topic)}`);
    const where = `event ${was.label}`;
    compareSchemas((was.message.payload ?? {}) as JsonSchema, (is.message.payload ?? {}) as JsonSchema, { ...cmp, side: 'event', where }, out);
    const headers = (m: JsonSchema) => Object.keys(((m.headers as JsonSchema | undefined)?.properties ?? {}) as Record<string, unknown>);
    const nowHeaders = new Set(headers(is.message));
    for (const header of headers(was.message)) if (!nowHeaders.has(header)) out.push(`event header \`${header}\` removed from ${where}`);
  }
  return out;
}
