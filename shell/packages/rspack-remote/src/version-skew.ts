import { satisfy } from '@module-federation/enhanced/runtime';

/** A shared singleton's version as the shell provides it (`react` → `19.3.1`). */
export type ProvidedVersions = Record<string, string>;
/** What one remote accepts for each shared singleton (`react` → `^19.3.1`). */
export type RemoteRequirements = { remote: string; shared: Record<string, string> };

/**
 * Every requirement of every remote the shell's versions do not meet, one sentence each naming the
 * remote, its range, and the shell's version — or that the shell provides no such module at all.
 * The same rule Module Federation applies when it loads a remote with `strictVersion`.
 */
export function findVersionSkew(shell: ProvidedVersions, remotes: readonly RemoteRequirements[]): string[] {
  const problems: string[] = [];
  for (const { remote, shared } of remotes) {
    for (const [name, range] of Object.entries(shared)) {
      const provided = shell[name];
      if (provided === undefined) problems.push(`${remote} requires ${name} ${range}, but the shell does not share ${name}`);
      else if (!satisfy(provided, range)) problems.push(`${remote} requires ${name} ${range}, but the shell provides ${name} ${provided}`);
    }
  }
  return problems;
}
