import type { JsonSchema } from '@quizlink/contracts/api-description';

/** One line of a schema's field table on the reference page. */
export type FieldRow = { field: string; type: string; required: boolean; notes: string };

const MAX_DEPTH = 8;
const NOTE_KEYS = ['format', 'minLength', 'maxLength', 'minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'minItems', 'maxItems', 'pattern'] as const;

const parts = (s: JsonSchema): JsonSchema[] => (s.anyOf ?? s.oneOf ?? []) as JsonSchema[];

/** `string`, `integer | null`, `array of object`, `"a" | "b"`. */
export function typeLabel(s: JsonSchema): string {
  if ('const' in s) return JSON.stringify(s.const);
  if (Array.isArray(s.enum)) return s.enum.map((v) => JSON.stringify(v)).join(' | ');
  if (Array.isArray(s.type)) return s.type.join(' | ');
  if (s.type === 'array') return `array of ${typeLabel((s.items ?? {}) as JsonSchema)}`;
  if (typeof s.type === 'string') return s.type;
  const members = parts(s);
  return members.length > 0 ? members.map(typeLabel).join(' | ') : 'any';
}

function notesOf(s: JsonSchema): string {
  const notes: string[] = NOTE_KEYS.filter((key) => s[key] !== undefined).map((key) => `${key} ${String(s[key])}`);
  if (s.default !== undefined) notes.push(`default ${JSON.stringify(s.default)}`);
  if (typeof s.description === 'string') notes.unshift(s.description);
  return notes.join('; ');
}

/** The object a schema is, possibly beside null, or the items of the array it is. */
const objectOf = (s: JsonSchema): JsonSchema | undefined => (s.properties ? s : parts(s).find((p) => p.properties));
const itemsOf = (s: JsonSchema): JsonSchema | undefined => (s.items as JsonSchema | undefined) ?? (parts(s).find((p) => p.items)?.items as JsonSchema | undefined);

/** A schema as rows, one per field (nested fields as `a.b`, array items as `a[]`). */
export function fieldRows(schema: JsonSchema, prefix = '', depth = 0, rows: FieldRow[] = []): FieldRow[] {
  if (depth > MAX_DEPTH) return rows;
  const object = objectOf(schema);
  if (object) {
    const required = new Set((object.required ?? []) as string[]);
    for (const [name, child] of Object.entries(object.properties as Record<string, JsonSchema>)) {
      const field = prefix ? `${prefix}.${name}` : name;
      rows.push({ field, type: typeLabel(child), required: required.has(name), notes: notesOf(child) });
      fieldRows(child, field, depth + 1, rows);
    }
    return rows;
  }
  const items = itemsOf(schema);
  if (items && (objectOf(items) || itemsOf(items))) fieldRows(items, `${prefix}[]`, depth + 1, rows);
  return rows;
}
