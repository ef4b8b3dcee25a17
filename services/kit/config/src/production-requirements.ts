import type { z } from 'zod';

/** Variable name → why production needs it ('' for no extra words); shown after "is required in production". */
export type ProductionRequirements = Record<string, string>;

/** The shared infrastructure: in production nothing falls back to SQLite, memory or the in-process bus. */
export const PRODUCTION_INFRASTRUCTURE = {
  DATABASE_URL: 'without it the service would use a SQLite file inside its container',
  REDIS_URL: 'without it caches and rate limits would live in one instance’s memory',
  KAFKA_BROKERS: 'without it events would stay in this process and never reach the other services',
} as const satisfies ProductionRequirements;

const requirementsBySchema = new WeakMap<z.ZodType, ProductionRequirements>();

/**
 * Marks variables a production start (`NODE_ENV=production`) must set, even those with a development
 * default: `parseConfig` reports every one that is unset in the environment (a default does not count), next
 * to the schema's own problems. Returns the schema with the check added (its `shape` stays readable).
 */
export function requireInProduction<S extends z.ZodType>(schema: S, requirements: { [name in keyof z.input<S> & string]?: string }): S {
  const all = { ...requirementsBySchema.get(schema), ...(requirements as ProductionRequirements) };
  // The same rule for callers of schema.parse (tests): an optional variable left unset is an issue.
  const checked = schema.superRefine((config, ctx) => {
    const values = config as Record<string, unknown>;
    if (values.NODE_ENV !== 'production') return;
    for (const [name, why] of Object.entries(all)) {
      if (values[name] === undefined) ctx.addIssue({ code: 'custom', path: [name], message: requiredMessage(why) });
    }
  });
  requirementsBySchema.set(checked, all);
  return checked;
}

function requiredMessage(why: string): string {
  return `is required in production${why ? ` (${why})` : ''}`;
}

/** `NAME: is required in production (why)` for each required variable missing from a production environment. */
export function missingInProduction(schema: z.ZodType, env: Record<string, string>): string[] {
  if (env.NODE_ENV !== 'production') return [];
  const requirements = requirementsBySchema.get(schema) ?? {};
  return Object.entries(requirements)
    .filter(([name]) => !(name in env))
    .map(([name, why]) => `${name}: ${requiredMessage(why)}`);
}

/** The variables `schema` requires in production (the deploy tests check manifests against them). */
export function productionRequirementsOf(schema: z.ZodType): string[] {
  return Object.keys(requirementsBySchema.get(schema) ?? {});
}
