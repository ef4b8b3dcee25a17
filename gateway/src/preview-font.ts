import path from 'node:path';

/** The committed font of the link-preview images, relative to the repository root (see its README). */
export const PREVIEW_FONT_PATH = path.join('gateway', 'assets', 'fonts', 'LiberationSans-Bold.ttf');

/**
 * Liberation Sans Bold (SIL Open Font License 1.1, licence beside it): committed with the gateway, so
 * previews look the same on every machine without system fonts and without a 37 MB package for one file.
 */
export function packagedFontFile(repoRoot: string): string {
  return path.join(repoRoot, PREVIEW_FONT_PATH);
}
