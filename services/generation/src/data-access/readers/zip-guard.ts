import yauzl, { type Entry, type ZipFile } from 'yauzl';

export type ZipLimits = {
  maxEntries: number;
  /** Sum of every entry's uncompressed size. */
  maxTotalBytes: number;
  /** Uncompressed ÷ compressed, checked for entries above `ratioCheckAboveBytes`. */
  maxRatio: number;
  ratioCheckAboveBytes: number;
};

/** A DOCX is text and a few images: 100 MB unpacked is far beyond any real one. */
export const DOCX_ZIP_LIMITS: ZipLimits = {
  maxEntries: 2000,
  maxTotalBytes: 100 * 1024 * 1024,
  maxRatio: 120,
  ratioCheckAboveBytes: 1024 * 1024,
};

export class UnsafeZipError extends Error {
  constructor(reason: string) {
    super(`unsafe zip: ${reason}`);
    this.name = 'UnsafeZipError';
  }
}

const open = (buffer: Buffer): Promise<ZipFile> =>
  new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true, validateEntrySizes: true }, (error, zip) => (error ? reject(error) : resolve(zip)));
  });

function declaredProblem(entry: Entry, total: number, count: number, limits: ZipLimits): string | null {
  if (count > limits.maxEntries) return `more than ${limits.maxEntries} entries`;
  if (total > limits.maxTotalBytes) return `expands to more than ${limits.maxTotalBytes} bytes`;
  const ratio = entry.uncompressedSize / Math.max(entry.compressedSize, 1);
  if (entry.uncompressedSize > limits.ratioCheckAboveBytes && ratio > limits.maxRatio) {
    return `${entry.fileName} has a compression ratio of ${Math.round(ratio)}`;
  }
  return null;
}

/** Inflates one entry into nothing, counting bytes; yauzl fails the stream when it outgrows its declared size. */
const drain = (zip: ZipFile, entry: Entry, budget: number): Promise<number> =>
  new Promise((resolve, reject) => {
    zip.openReadStream(entry, (error, stream) => {
      if (error) return reject(error);
      let bytes = 0;
      stream.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
        if (bytes > budget) stream.destroy(new UnsafeZipError('expands beyond the limit while reading'));
      });
      stream.on('error', reject);
      stream.on('end', () => resolve(bytes));
    });
  });

/**
 * Refuses a zip bomb before a parser (mammoth's JSZip) inflates it in memory: the central directory's
 * declared sizes are checked first (entry count, total, ratio), then every entry is actually inflated
 * and counted — declared sizes can lie, and yauzl's size validation catches an entry that does.
 */
export async function assertSafeZip(buffer: Buffer, limits: ZipLimits = DOCX_ZIP_LIMITS): Promise<void> {
  const zip = await open(buffer);
  const entries: Entry[] = [];
  try {
    await new Promise<void>((resolve, reject) => {
      let total = 0;
      zip.on('entry', (entry: Entry) => {
        total += entry.uncompressedSize;
        entries.push(entry);
        const problem = declaredProblem(entry, total, entries.length, limits);
        if (problem) return reject(new UnsafeZipError(problem));
        zip.readEntry();
      });
      zip.on('end', () => resolve());
      zip.on('error', reject);
      zip.readEntry();
    });
    let inflated = 0;
    for (const entry of entries) {
      if (entry.fileName.endsWith('/')) continue;
      inflated += await drain(zip, entry, limits.maxTotalBytes - inflated);
    }
  } finally {
    zip.close();
  }
}
