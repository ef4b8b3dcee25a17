import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * Liberation Sans Bold (SIL Open Font License) as installed with pdfjs-dist's standard fonts: a
 * dependency of the gateway, so the font is installed like any package rather than committed.
 */
export function packagedFontFile(repoRoot: string): string {
  const requireFromGateway = createRequire(path.join(repoRoot, 'gateway', 'package.json'));
  return path.join(path.dirname(requireFromGateway.resolve('pdfjs-dist/package.json')), 'standard_fonts', 'LiberationSans-Bold.ttf');
}
