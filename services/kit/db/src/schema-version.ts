/** Thrown at start-up when the database's schema is not the one the service's code was written for. */
export class SchemaMismatchError extends Error {
  readonly expected: string | undefined;
  readonly applied: string | undefined;

  constructor(opts: { database: string; expected: string | undefined; applied: string | undefined; pending: string[]; unknown: string[] }) {
    const problems = [
      ...(opts.pending.length ? [`${opts.pending.length} migration(s) not applied (${opts.pending.join(', ')})`] : []),
      ...(opts.unknown.length ? [`migration(s) this code does not know (${opts.unknown.join(', ')}): the database is newer than the code`] : []),
    ];
    super(
      `Schema mismatch in database ${opts.database}: the code expects version ${opts.expected ?? '(none)'}, ` +
        `the database is at ${opts.applied ?? '(empty)'}; ${problems.join('; ')}. ` +
        'Run the migration job for this release (npm run migrate -w <service>, or the migrate-<service> Job) before starting the service.',
    );
    this.name = 'SchemaMismatchError';
    this.expected = opts.expected;
    this.applied = opts.applied;
  }
}

/** Compares the applied migration names with the code's list; undefined when they match exactly. */
export function compareSchema(expected: string[], applied: string[]): { pending: string[]; unknown: string[] } | undefined {
  const appliedSet = new Set(applied);
  const expectedSet = new Set(expected);
  const pending = expected.filter((name) => !appliedSet.has(name));
  const unknown = applied.filter((name) => !expectedSet.has(name));
  return pending.length || unknown.length ? { pending, unknown } : undefined;
}
