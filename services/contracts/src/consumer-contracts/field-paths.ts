import type { FieldPath } from './types.ts';

/** The JSON kinds a relied-on field is compared by. */
export type JsonKind = 'string' | 'number' | 'boolean' | 'null' | 'array' | 'object';

/** Where a path leads in one document: the value found, or why nothing was found. */
export type Resolved = { at: string; found: true; value: unknown } | { at: string; found: false; reason: string };

const ARRAY_STEP = '[]';

export function kindOf(value: unknown): JsonKind {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  const kind = typeof value;
  if (kind === 'string' || kind === 'number' || kind === 'boolean') return kind;
  return 'object';
}

/** `a[].b.c` → `['a', '[]', 'b', 'c']`; `[].id` → `['[]', 'id']`. */
function stepsOf(path: FieldPath): string[] {
  return path.split('.').flatMap((part) => {
    const name = part.endsWith(ARRAY_STEP) ? part.slice(0, -ARRAY_STEP.length) : part;
    const steps = name ? [name] : [];
    return part.endsWith(ARRAY_STEP) ? [...steps, ARRAY_STEP] : steps;
  });
}

/**
 * Every value `path` names in `document` (one per element below a `[]` step). An empty array below a
 * `[]` step is reported: nothing in it can show whether its elements still carry the field.
 */
export function resolvePath(document: unknown, path: FieldPath): Resolved[] {
  let frontier: Resolved[] = [{ at: '$', found: true, value: document }];
  for (const step of stepsOf(path)) {
    frontier = frontier.flatMap((node): Resolved[] => {
      if (!node.found) return [node];
      const { value, at } = node;
      if (step === ARRAY_STEP) {
        if (!Array.isArray(value)) return [{ at, found: false, reason: `is ${kindOf(value)}, not an array` }];
        if (value.length === 0) return [{ at, found: false, reason: 'is an empty array: no element to check' }];
        return value.map((element, index) => ({ at: `${at}[${index}]`, found: true, value: element }));
      }
      if (kindOf(value) !== 'object') return [{ at, found: false, reason: `is ${kindOf(value)}, not an object` }];
      const record = value as Record<string, unknown>;
      const next = `${at}.${step}`;
      if (!(step in record) || record[step] === undefined) return [{ at: next, found: false, reason: 'is missing' }];
      return [{ at: next, found: true, value: record[step] }];
    });
  }
  return frontier;
}
