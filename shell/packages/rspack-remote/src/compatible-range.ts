/**
 * The range of versions a remote accepts for a shared singleton, from what its package.json says: an
 * exact pin (`19.3.1`) becomes `^19.3.1` (any later minor or patch of the same major, the semver
 * promise), a range is kept as written. So a patch bump in the shell never fails a remote, a new
 * major always does.
 */
export function compatibleRange(declared: string): string {
  const version = declared.trim();
  return /^\d+\.\d+\.\d+(?:[-+][0-9A-Za-z.-]+)?$/.test(version) ? `^${version}` : version;
}
