import { satisfy } from '@module-federation/enhanced/runtime';
import type { RemoteRegistryEntry } from '@quizlink/contracts/platform';

/**
 * The run-time half of the version check (the build-time half is rspack-remote's
 * check-version-skew.ts): the shared ranges a remote declares in the registry against the versions the
 * shell runs. One sentence per mismatch, naming both; empty when the remote can share the shell's.
 */
export function incompatibilities(
  entry: Pick<RemoteRegistryEntry, 'container' | 'version' | 'shared'>,
  provided: ReadonlyArray<{ name: string; version: string }>,
): string[] {
  return Object.entries(entry.shared).flatMap(([name, range]) => {
    const shell = provided.find((module) => module.name === name);
    if (!shell) return [`${entry.container} ${entry.version} requires ${name} ${range}, but the shell does not share ${name}`];
    return satisfy(shell.version, range) ? [] : [`${entry.container} ${entry.version} requires ${name} ${range}, but the shell provides ${name} ${shell.version}`];
  });
}
