/**
 * Types for the few untyped libraries this service uses, limited to the calls it makes.
 * (No @types packages are installed for them; these follow each library's README.)
 */
declare module 'yauzl' {
  import type { Readable } from 'node:stream';
  import type { EventEmitter } from 'node:events';

  export interface Entry {
    fileName: string;
    compressedSize: number;
    uncompressedSize: number;
  }
  export interface ZipFile extends EventEmitter {
    entryCount: number;
    readEntry(): void;
    openReadStream(entry: Entry, callback: (error: Error | null, stream: Readable) => void): void;
    close(): void;
  }
  export interface Options {
    lazyEntries?: boolean;
    validateEntrySizes?: boolean;
    strictFileNames?: boolean;
    decodeStrings?: boolean;
  }
  export function fromBuffer(buffer: Buffer, options: Options, callback: (error: Error | null, zipfile: ZipFile) => void): void;
  const yauzl: { fromBuffer: typeof fromBuffer };
  export default yauzl;
}

declare module 'word-extractor' {
  class WordDocument {
    getBody(): string;
    getFootnotes(): string;
    getEndnotes(): string;
    getHeaders(options?: { includeFooters?: boolean }): string;
    getTextboxes(options?: { includeHeadersAndFooters?: boolean; includeBody?: boolean }): string;
  }
  export default class WordExtractor {
    extract(source: string | Buffer): Promise<WordDocument>;
  }
}

declare module 'multer' {
  import type { RequestHandler } from 'express';

  namespace multer {
    interface File {
      fieldname: string;
      originalname: string;
      encoding: string;
      mimetype: string;
      size: number;
      buffer: Buffer;
    }
    interface Limits {
      fieldNameSize?: number;
      fieldSize?: number;
      fields?: number;
      fileSize?: number;
      files?: number;
      parts?: number;
    }
    interface Options {
      storage?: unknown;
      limits?: Limits;
      defParamCharset?: string;
    }
    interface Instance {
      array(field: string, maxCount?: number): RequestHandler;
      any(): RequestHandler;
      none(): RequestHandler;
    }
    class MulterError extends Error {
      code: string;
      field?: string;
    }
    function memoryStorage(): unknown;
  }
  function multer(options?: multer.Options): multer.Instance;
  export default multer;
}

/** Every `@tesseract.js-data/<code>` package: its index points at its `4.0.0` data folder. */
declare module '@tesseract.js-data/*' {
  const data: { code: string; gzip: boolean; langPath: string };
  export default data;
}
