/**
 * The part of multer 2's API this service uses (the package ships no types and @types/multer is not
 * installed). Kept minimal and exact: see node_modules/multer/index.js and lib/multer-error.js.
 */
declare module 'multer' {
  import type { RequestHandler } from 'express';

  namespace multer {
    type StorageEngine = { _handleFile: unknown; _removeFile: unknown };
    type Limits = { fieldNameSize?: number; fieldSize?: number; fields?: number; fileSize?: number; files?: number; parts?: number; headerPairs?: number };
    type File = { fieldname: string; originalname: string; encoding: string; mimetype: string; size: number; buffer: Buffer };
    type Instance = { single(fieldName: string): RequestHandler };

    class MulterError extends Error {
      constructor(code: string, field?: string);
      code: 'LIMIT_PART_COUNT' | 'LIMIT_FILE_SIZE' | 'LIMIT_FILE_COUNT' | 'LIMIT_FIELD_KEY' | 'LIMIT_FIELD_VALUE' | 'LIMIT_FIELD_COUNT' | 'LIMIT_UNEXPECTED_FILE' | 'MISSING_FIELD_NAME';
      field?: string;
    }

    function memoryStorage(): StorageEngine;
  }

  function multer(options: { storage: multer.StorageEngine; limits?: multer.Limits }): multer.Instance;

  export = multer;
}
