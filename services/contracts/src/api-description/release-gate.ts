/** `1.2.3` → [1, 2, 3]; anything after a `-` or `+` is ignored. Undefined when it is not a version. */
function versionParts(version: string): number[] | undefined {
  const match = /^v?(\d+)\.(\d+)\.(\d+)/.exec(version.trim());
  return match ? match.slice(1, 4).map(Number) : undefined;
}

/** Negative, zero or positive as `a` is older than, the same as or newer than `b`. */
export function compareVersions(a: string, b: string): number {
  const pa = versionParts(a);
  const pb = versionParts(b);
  if (!pa || !pb) throw new Error(`Not a version: ${pa ? b : a}`);
  return pa[0]! - pb[0]! || pa[1]! - pb[1]! || pa[2]! - pb[2]!;
}

/** The newest of some release folder names (those that are versions). */
export const latestVersion = (names: readonly string[]): string | undefined =>
  names.filter((name) => versionParts(name)).sort(compareVersions).at(-1);

/** Whether a CHANGELOG has a section for a version: a heading `## 1.2.0` (or `## [1.2.0]`, `## v1.2.0 — date`). */
export function changelogHasEntry(changelog: string, version: string): boolean {
  const escaped = version.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^#{2,3}\\s+\\[?v?${escaped}\\]?(?:\\s|$)`, 'm').test(changelog);
}

export type ReleaseVerdict = { ok: boolean; lines: string[] };

/**
 * The compatibility gate: breaking changes against the last release pass only when the contracts'
 * version is newer than that release and the CHANGELOG has an entry for it.
 */
export function releaseVerdict(opts: { breaking: readonly string[]; releasedVersion: string; currentVersion: string; changelog: string }): ReleaseVerdict {
  const { breaking, releasedVersion, currentVersion } = opts;
  if (breaking.length === 0) return { ok: true, lines: [`api:compat: no breaking change since release ${releasedVersion}`] };
  const listed = breaking.map((change) => `  - ${change}`);
  const bumped = compareVersions(currentVersion, releasedVersion) > 0;
  const noted = changelogHasEntry(opts.changelog, currentVersion);
  if (bumped && noted) {
    return { ok: true, lines: [`api:compat: ${breaking.length} breaking change(s) since ${releasedVersion}, released as ${currentVersion} (in the CHANGELOG):`, ...listed] };
  }
  const missing = [
    ...(bumped ? [] : [`bump "version" in services/contracts/package.json above ${releasedVersion} (now ${currentVersion})`]),
    ...(noted ? [] : [`add a "## ${bumped ? currentVersion : '<new version>'}" entry to docs/api/CHANGELOG.md describing the change`]),
  ];
  return {
    ok: false,
    lines: [
      `api:compat: ${breaking.length} breaking change(s) since release ${releasedVersion}:`,
      ...listed,
      'Make the change compatible, or release it as a new version:',
      ...missing.map((step) => `  * ${step}`),
    ],
  };
}
