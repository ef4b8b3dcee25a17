import { changelogHasEntry, compareVersions, latestVersion, releaseVerdict } from './release-gate.ts';

describe('the release gate', () => {
  const breaking = ['route removed: GET /api/x'];
  const changelog = '# API changelog\n\n## 0.2.0 — 2026-11-26\n\n- Removed GET /api/x.\n\n## 0.1.0\n';

  it('passes when nothing breaks, whatever the version', () => {
    expect(releaseVerdict({ breaking: [], releasedVersion: '0.1.0', currentVersion: '0.1.0', changelog: '' }).ok).toBe(true);
  });

  it('fails a breaking change without a bump, naming the change and both missing steps', () => {
    const verdict = releaseVerdict({ breaking, releasedVersion: '0.1.0', currentVersion: '0.1.0', changelog: '' });
    expect(verdict.ok).toBe(false);
    const text = verdict.lines.join('\n');
    expect(text).toContain('  - route removed: GET /api/x');
    expect(text).toContain('bump "version" in services/contracts/package.json above 0.1.0');
    expect(text).toContain('docs/api/CHANGELOG.md');
  });

  it('fails a bump without a CHANGELOG entry, passes with one', () => {
    const unnoted = releaseVerdict({ breaking, releasedVersion: '0.1.0', currentVersion: '0.3.0', changelog });
    expect(unnoted.ok).toBe(false);
    expect(unnoted.lines.join('\n')).toContain('add a "## 0.3.0" entry');
    expect(releaseVerdict({ breaking, releasedVersion: '0.1.0', currentVersion: '0.2.0', changelog }).ok).toBe(true);
  });

  it('fails an entry without a bump', () => {
    expect(releaseVerdict({ breaking, releasedVersion: '0.2.0', currentVersion: '0.2.0', changelog }).ok).toBe(false);
  });

  it('reads versions and CHANGELOG headings', () => {
    expect(compareVersions('0.10.0', '0.9.1')).toBeGreaterThan(0);
    expect(compareVersions('1.0.0', '1.0.0')).toBe(0);
    expect(latestVersion(['0.9.0', 'README.md', '0.10.0', '0.2.0'])).toBe('0.10.0');
    expect(changelogHasEntry('## [1.2.0] - 2026-01-01', '1.2.0')).toBe(true);
    expect(changelogHasEntry('## 1.2.0', '1.2')).toBe(false);
    expect(changelogHasEntry('## 1.2.01', '1.2.0')).toBe(false);
    expect(changelogHasEntry('Mentions 1.2.0 in passing', '1.2.0')).toBe(false);
  });
});
