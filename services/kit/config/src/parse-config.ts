import type { z } from 'zod';
import { ConfigError } from './config-error.ts';
import { missingInProduction } from './production-requirements.ts';

type Env = Record<string, string | undefined>;

/**
 * Empty values count as unset: `PORT=` in a .env file or an empty CI variable should fall back to the
 * default (or be reported as missing), never be parsed as ''.
 */
function withoutEmptyValues(env: Env): Record<string, string> {
  const cleaned: Record<string, string> = {};
  for (const [name, value] of Object.entries(env)) {
    if (value !== undefined && value.trim() !== '') cleaned[name] = value;
  }
  return cleaned;
}

function describeIssue(issue: z.core.$ZodIssue, env: Record<string, string>): string {
  const name = issue.path.length > 0 ? issue.path.map(String).join('.') : '(environment)';
  const first = issue.path[0];
  const missing = issue.code === 'invalid_type' && typeof first === 'string' && !(first in env);
  return missing ? `${name}: is required but not set` : `${name}: ${issue.message}`;
}

/**
 * Validates `env` against `schema` and returns the typed result. With `NODE_ENV=production`, the
 * variables marked with `requireInProduction` must be set too (defaults do not count).
 * @throws ConfigError listing every problem (not just the first), one per line with the variable name.
 */
export function parseConfig<S extends z.ZodType>(schema: S, env: Env): z.output<S> {
  const cleaned = withoutEmptyValues(env);
  const missing = missingInProduction(schema, cleaned);
  const result = schema.safeParse(cleaned);
  if (result.success && missing.length === 0) return result.data;
  const schemaProblems = result.success ? [] : result.error.issues.map((issue) => describeIssue(issue, cleaned));
  // A variable missing in production is reported once, with the production reason.
  const missingNames = new Set(missing.map((problem) => problem.split(':')[0]));
  throw new ConfigError([...missing, ...schemaProblems.filter((problem) => !missingNames.has(problem.split(':')[0]))]);
}

/**
 * Loads configuration at start-up and fails fast: on any problem it prints every problem to stderr,
 * one per line, and exits with code 1. Services call this once, in `config.ts`.
 */
export function loadConfig<S extends z.ZodType>(schema: S, env: NodeJS.ProcessEnv = process.env): z.output<S> {
  try {
    return parseConfig(schema, env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    return process.exit(1);
  }
}
