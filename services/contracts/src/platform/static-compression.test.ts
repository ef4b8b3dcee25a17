import { isCompressibleFile, isPrecompressedFile } from './static-compression.ts';

describe('which built files travel compressed', () => {
  test.each([
    ['/main.3f9a1c2b7d.js', true, true],
    ['remoteEntry.js', true, true],
    ['/mfe/quiz/releases/0.1.0-a1/mf-manifest.json', true, true],
    ['/styles.ABC.CSS', true, true],
    ['/main.3f9a1c2b7d.js.map', true, false],
    ['/vendor.JS.MAP', true, false],
    ['/icon.png', false, false],
    ['/main.3f9a1c2b7d.js.br', false, false],
    ['/releases.v1/current', false, false],
  ] as const)('%s: compressed %s, by the build %s', (name, compressible, precompressed) => {
    expect(isCompressibleFile(name)).toBe(compressible);
    expect(isPrecompressedFile(name)).toBe(precompressed);
  });
});
