import type { z } from 'zod';
import { domainEventSchema } from '../events/events.ts';
import { kindOf, resolvePath, type JsonKind } from './field-paths.ts';
import type { EventExpectation, FieldPath, HttpExpectation } from './types.ts';

/** A broken expectation, worded so the failing test names the consumer, the interaction and the field. */
export type ContractViolation = string;

/** What an HTTP provider answered when the expectation's request was replayed against it. */
export type ProviderAnswer = { status: number; body: unknown };

const describeHttp = (e: HttpExpectation) => `${e.consumer} → ${e.provider} "${e.interaction}" (${e.request.method} ${e.request.path})`;
const describeEvent = (e: EventExpectation) => `${e.consumer} ← ${e.type} v${e.version} on ${e.topic}`;

/** Kinds of one field across the example (a field the example shows as null may be anything the schema allows). */
function kindsIn(document: unknown, path: FieldPath): Set<JsonKind> {
  return new Set(resolvePath(document, path).flatMap((node) => (node.found ? [kindOf(node.value)] : [])));
}

/**
 * Every relied-on field is present in `actual` with the kind the example shows. `null` is compatible either
 * way (nullable fields: the consumer handles both); any other change of kind breaks the consumer.
 */
export function checkReliedFields(label: string, fields: readonly FieldPath[], example: unknown, actual: unknown): ContractViolation[] {
  return fields.flatMap((field) => {
    const expected = kindsIn(example, field);
    return resolvePath(actual, field).flatMap((node): ContractViolation[] => {
      if (!node.found) return [`${label} relies on field "${field}", but the provider's ${node.at} ${node.reason}`];
      const kind = kindOf(node.value);
      if (kind === 'null' || expected.has('null') || expected.has(kind)) return [];
      return [`${label} relies on field "${field}" being ${[...expected].join(' or ')}, but the provider's ${node.at} is ${kind}`];
    });
  });
}

/** Where `example` breaks `schema`, one line per issue. */
function schemaIssues(label: string, schema: z.ZodType, example: unknown): ContractViolation[] {
  const parsed = schema.safeParse(example);
  return parsed.success ? [] : parsed.error.issues.map((issue) => `${label} breaks the shared schema at ${issue.path.join('.') || '$'}: ${issue.message}`);
}

/**
 * The consumer's recorded example is a valid answer of the route and shows every field it relies on;
 * a recorded request body is a valid request of the route.
 */
export function checkHttpExample(e: HttpExpectation): ContractViolation[] {
  const body = e.request.body;
  return [
    ...(body ? schemaIssues(`${describeHttp(e)}: request example`, body.schema, body.example) : []),
    ...schemaIssues(`${describeHttp(e)}: example`, e.response.schema, e.response.example),
    ...checkReliedFields(`${describeHttp(e)} example`, e.response.fieldsRelied, e.response.example, e.response.example),
  ];
}

/** The consumer's recorded event is a valid event of its type and version and shows every field it relies on. */
export function checkEventExample(e: EventExpectation): ContractViolation[] {
  const issues = schemaIssues(`${describeEvent(e)}: example`, domainEventSchema, e.example);
  const mismatch = e.example.type === e.type && e.example.version === e.version ? [] : [`${describeEvent(e)}: example is ${e.example.type} v${e.example.version}`];
  return [...issues, ...mismatch, ...checkReliedFields(`${describeEvent(e)} example`, e.fieldsRelied, e.example, e.example)];
}

/** Provider side: the real answer has the consumer's status and every field it reads. */
export function verifyHttpAnswer(e: HttpExpectation, answer: ProviderAnswer): ContractViolation[] {
  if (answer.status !== e.response.status) {
    return [`${describeHttp(e)} expects status ${e.response.status}, but the provider answered ${answer.status}`];
  }
  return checkReliedFields(describeHttp(e), e.response.fieldsRelied, e.response.example, answer.body);
}

/** Producer side: a really published event has the consumer's type, version and every field it reads. */
export function verifyPublishedEvent(e: EventExpectation, event: unknown): ContractViolation[] {
  const header = event as { type?: unknown; version?: unknown } | null;
  if (header?.type !== e.type || header.version !== e.version) {
    return [`${describeEvent(e)}: the producer published ${String(header?.type)} v${String(header?.version)}`];
  }
  return checkReliedFields(describeEvent(e), e.fieldsRelied, e.example, event);
}
