import type { JsonSchema } from './json-schema.ts';

/**
 * How one schema of a document may change without breaking who uses it:
 * - `request`: what clients send. Breaking: a field removed or newly required, a type, enum or bound narrowed.
 * - `response` and `event`: what clients and consumers read. Breaking: a field removed or made optional,
 *   a type widened (a new type or enum value a reader does not expect).
 */
export type SchemaSide = 'request' | 'response' | 'event';

/** Finds the schema a `$ref` points to, in the document the schema came from. */
export type Resolver = (schema: JsonSchema) => JsonSchema;

export type SchemaComparison = {
  side: SchemaSide;
  /** Where the schema is used: `POST /api/quizzes`, `GET /api/quizzes/{id} 200`, `event quiz.deleted v1`. */
  where: string;
  before: Resolver;
  after: Resolver;
};

const NOUNS: Record<SchemaSide, string> = { request: 'request field', response: 'response field', event: 'event field' };
const ROOT = '(body)';
/** Bounds whose smaller value accepts less, and those whose larger value does. */
const UPPER_BOUNDS = ['maxLength', 'maxItems', 'maximum', 'exclusiveMaximum'] as const;
const LOWER_BOUNDS = ['minLength', 'minItems', 'minimum', 'exclusiveMinimum'] as const;

const members = (schema: JsonSchema): JsonSchema[] => (schema.anyOf ?? schema.oneOf ?? []) as JsonSchema[];
const typeOfValue = (value: unknown): string => (value === null ? 'null' : Number.isInteger(value) ? 'integer' : typeof value);

/** The JSON types a schema allows, or undefined when it allows anything. */
function typesOf(schema: JsonSchema, resolve: Resolver): Set<string> | undefined {
  const s = resolve(schema);
  if (typeof s.type === 'string') return new Set([s.type]);
  if (Array.isArray(s.type)) return new Set(s.type as string[]);
  if ('const' in s) return new Set([typeOfValue(s.const)]);
  if (Array.isArray(s.enum)) return new Set(s.enum.map(typeOfValue));
  const parts = members(s);
  if (parts.length === 0) return undefined;
  const all = new Set<string>();
  for (const part of parts) {
    const types = typesOf(part, resolve);
    if (!types) return undefined;
    types.forEach((t) => all.add(t));
  }
  return all;
}

/** The values a schema is limited to (enum, const, or a union of them), or undefined when it is not. */
function valuesOf(schema: JsonSchema, resolve: Resolver): unknown[] | undefined {
  const s = resolve(schema);
  if ('const' in s) return [s.const];
  if (Array.isArray(s.enum)) return s.enum;
  const parts = members(s);
  if (parts.length === 0) return undefined;
  const all: unknown[] = [];
  for (const part of parts) {
    const values = valuesOf(part, resolve);
    if (!values) {
      // `null` beside an enum keeps the enum; anything else frees it.
      if (typesOf(part, resolve)?.size === 1 && typesOf(part, resolve)?.has('null')) continue;
      return undefined;
    }
    all.push(...values);
  }
  return all;
}

/** The one object (or array) a schema is, possibly beside null: the part whose fields are compared. */
function partWith(schema: JsonSchema, key: 'properties' | 'items', resolve: Resolver): JsonSchema | undefined {
  const s = resolve(schema);
  if (s[key] !== undefined) return s;
  const found = members(s).map(resolve).filter((m) => m[key] !== undefined);
  return found.length === 1 ? found[0] : undefined;
}

const covers = (types: Set<string>, type: string): boolean => types.has(type) || (type === 'integer' && types.has('number'));
const list = (types: Set<string> | undefined): string => (types ? [...types].sort().join('|') : 'any');
const quoted = (values: unknown[]): string => values.map((v) => JSON.stringify(v)).join(', ');
const includes = (values: unknown[], value: unknown): boolean => values.some((v) => JSON.stringify(v) === JSON.stringify(value));
const fieldName = (field: string): string => `\`${field || ROOT}\``;

function compareTypes(before: JsonSchema, after: JsonSchema, field: string, cmp: SchemaComparison, out: string[]): void {
  const was = typesOf(before, cmp.before);
  const is = typesOf(after, cmp.after);
  const label = `${NOUNS[cmp.side]} ${fieldName(field)}`;
  if (cmp.side === 'request') {
    const lost = was === undefined ? is !== undefined : is !== undefined && [...was].some((t) => !covers(is, t));
    if (lost) out.push(`type of ${label} on ${cmp.where} narrowed from ${list(was)} to ${list(is)}`);
  } else {
    const gained = is === undefined ? was !== undefined : was !== undefined && [...is].some((t) => !covers(was, t));
    if (gained) out.push(`type of ${label} in ${cmp.where} widened from ${list(was)} to ${list(is)}`);
  }
  const wasValues = valuesOf(before, cmp.before);
  const isValues = valuesOf(after, cmp.after);
  if (cmp.side === 'request' && isValues) {
    const refused = wasValues ? wasValues.filter((v) => !includes(isValues, v)) : [];
    if (!wasValues) out.push(`${label} on ${cmp.where} narrowed to the values ${quoted(isValues)}`);
    else if (refused.length > 0) out.push(`${label} on ${cmp.where} no longer accepts ${quoted(refused)}`);
  }
  if (cmp.side !== 'request' && wasValues) {
    const added = isValues ? isValues.filter((v) => !includes(wasValues, v)) : [];
    if (!isValues) out.push(`${label} in ${cmp.where} is no longer limited to ${quoted(wasValues)}`);
    else if (added.length > 0) out.push(`${label} in ${cmp.where} may now be ${quoted(added)}`);
  }
}

function compareBounds(before: JsonSchema, after: JsonSchema, field: string, cmp: SchemaComparison, out: string[]): void {
  if (cmp.side !== 'request') return;
  const b = cmp.before(before);
  const a = cmp.after(after);
  const label = `${NOUNS.request} ${fieldName(field)} on ${cmp.where} narrowed`;
  for (const key of UPPER_BOUNDS) {
    const was = b[key] as number | undefined;
    const is = a[key] as number | undefined;
    if (is !== undefined && (was === undefined || is < was)) out.push(`${label}: ${key} ${was ?? 'none'} → ${is}`);
  }
  for (const key of LOWER_BOUNDS) {
    const was = b[key] as number | undefined;
    const is = a[key] as number | undefined;
    if (is !== undefined && (was === undefined || is > was)) out.push(`${label}: ${key} ${was ?? 'none'} → ${is}`);
  }
  if (a.pattern !== undefined && a.pattern !== b.pattern) out.push(`${label}: pattern ${JSON.stringify(b.pattern ?? null)} → ${JSON.stringify(a.pattern)}`);
}

function compareFields(before: JsonSchema, after: JsonSchema, field: string, cmp: SchemaComparison, out: string[]): void {
  const b = partWith(before, 'properties', cmp.before);
  const a = partWith(after, 'properties', cmp.after);
  if (!b || !a) return;
  const bProps = b.properties as Record<string, JsonSchema>;
  const aProps = a.properties as Record<string, JsonSchema>;
  const bRequired = new Set((b.required ?? []) as string[]);
  const aRequired = new Set((a.required ?? []) as string[]);
  const label = (name: string) => `${NOUNS[cmp.side]} ${fieldName(field ? `${field}.${name}` : name)}`;
  for (const name of Object.keys(bProps)) {
    if (!(name in aProps)) out.push(`${label(name)} removed from ${cmp.where}`);
    else if (cmp.side !== 'request' && bRequired.has(name) && !aRequired.has(name)) out.push(`${label(name)} became optional in ${cmp.where}`);
  }
  if (cmp.side === 'request') {
    for (const name of aRequired) if (!bRequired.has(name)) out.push(`${label(name)} became required on ${cmp.where}`);
  }
  for (const name of Object.keys(bProps)) {
    if (name in aProps) compareSchemas(bProps[name] as JsonSchema, aProps[name] as JsonSchema, cmp, out, field ? `${field}.${name}` : name);
  }
}

/** Appends to `out` every breaking difference between two versions of one schema, each as one sentence. */
export function compareSchemas(before: JsonSchema, after: JsonSchema, cmp: SchemaComparison, out: string[], field = ''): void {
  compareTypes(before, after, field, cmp, out);
  compareBounds(before, after, field, cmp, out);
  compareFields(before, after, field, cmp, out);
  const bItems = partWith(before, 'items', cmp.before)?.items;
  const aItems = partWith(after, 'items', cmp.after)?.items;
  if (bItems && aItems) compareSchemas(bItems as JsonSchema, aItems as JsonSchema, cmp, out, `${field || ROOT}[]`);
}

/** A resolver of local references (`#/components/…`) in one document. */
export function resolverOf(document: unknown): Resolver {
  return (schema) => {
    let current = schema;
    for (let hops = 0; typeof current.$ref === 'string' && current.$ref.startsWith('#/') && hops < 32; hops++) {
      const target = current.$ref
        .slice(2)
        .split('/')
        .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
        .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], document);
      if (!target || typeof target !== 'object') break;
      current = target as JsonSchema;
    }
    return current;
  };
}
