/** Thrown by `parseConfig` when the environment does not satisfy the schema; lists every problem. */
export class ConfigError extends Error {
  /** One line per problem, each starting with the variable name. */
  readonly problems: string[];

  constructor(problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  ${p}`).join('\n')}`);
    this.name = 'ConfigError';
    this.problems = problems;
  }
}
