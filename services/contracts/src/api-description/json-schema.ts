import { z } from 'zod';

/** A JSON Schema (draft 2020-12, the dialect of OpenAPI 3.1 and AsyncAPI 3 payloads) as plain data. */
export type JsonSchema = { [key: string]: unknown };

/**
 * Which side of a schema a document shows: what a client may send (`input`: defaults make a field
 * optional, a transform's input type) or what it receives (`output`).
 */
export type SchemaSide = 'input' | 'output';

/**
 * What zod adds that tells a client nothing: the safe-integer bounds of every `int()`, and on the output
 * side `additionalProperties: false` (a response may gain fields; readers ignore the ones they do not know).
 */
function dropNoise(schema: JsonSchema, side: SchemaSide): void {
  if (schema.minimum === Number.MIN_SAFE_INTEGER) delete schema.minimum;
  if (schema.maximum === Number.MAX_SAFE_INTEGER) delete schema.maximum;
  if (side === 'output' && schema.additionalProperties === false) delete schema.additionalProperties;
}

/**
 * zod's own JSON Schema output. Checks that JSON Schema cannot say (refinements, transforms,
 * preprocessors) are left out — the side shown is still what the wire carries — rather than failing.
 */
export function jsonSchemaOf(schema: z.ZodType, side: SchemaSide): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    io: side,
    unrepresentable: 'any',
    target: 'draft-2020-12',
    override: (ctx) => dropNoise(ctx.jsonSchema as JsonSchema, side),
  }) as JsonSchema;
  return rest;
}
