import { randomBytes } from 'node:crypto';
import { DOCX_CONTENT_TYPES, buildZip } from '../../../test/fixtures/binary-writers.ts';
import { fixture } from '../../../test/fixtures/fixture-files.ts';
import { UnsafeZipError, assertSafeZip } from './zip-guard.ts';
import { prepareTestEnvironment } from '../../../test/setup/test-environment.ts';

prepareTestEnvironment();

const limits = { maxEntries: 10, maxTotalBytes: 2 * 1024 * 1024, maxRatio: 50, ratioCheckAboveBytes: 64 * 1024 };

describe('the zip-bomb guard run before DOCX parsing', () => {
  it('When a real DOCX is checked, then it passes', async () => {
    await expect(assertSafeZip(fixture('docx').buffer)).resolves.toBeUndefined();
  });

  it('When an entry inflates a thousand times, then the ratio refuses it from the directory alone', async () => {
    await expect(assertSafeZip(fixture('zipBomb').buffer)).rejects.toThrow(/compression ratio of \d{3,}/);
  });

  it('When the entries add up beyond the total, then it is refused', async () => {
    const zip = buildZip([1, 2, 3].map((i) => ({ name: `part${i}.bin`, data: randomBytes(900 * 1024) })));
    await expect(assertSafeZip(zip, limits)).rejects.toThrow('expands to more than');
  });

  it('When an archive has too many entries, then it is refused', async () => {
    const zip = buildZip(Array.from({ length: 11 }, (_, i) => ({ name: `f${i}.xml`, data: Buffer.from('<a/>') })));
    await expect(assertSafeZip(zip, limits)).rejects.toBeInstanceOf(UnsafeZipError);
  });

  it('When an entry lies about its size (declares 1 KB, inflates to 3 MB), then inflating it is stopped', async () => {
    const zip = buildZip([
      { name: '[Content_Types].xml', data: DOCX_CONTENT_TYPES },
      { name: 'word/document.xml', data: Buffer.alloc(3 * 1024 * 1024, 0x41), declaredSize: 1024 },
    ]);
    await expect(assertSafeZip(zip, limits)).rejects.toThrow();
  });
});
