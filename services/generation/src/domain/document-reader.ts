import type { LanguageCode } from '@quizlink/contracts/draft';
import type { ExtractedSource, UploadedFile } from './draft-model.ts';
import type { FileKind } from './file-kind.ts';
import type { OcrEngine } from './ocr.ts';

export type DocumentReadOptions = {
  /** Reads images and scanned pages; null when the service runs without OCR. */
  ocr: OcrEngine | null;
  /** Scanned PDF pages read by OCR at most, per document. */
  maxOcrPages: number;
  /** The language the creator picked (OCR reads in it). */
  language: LanguageCode;
  signal?: AbortSignal;
  /** Pages read so far of the current document. */
  onPages: (pagesDone: number, pagesTotal: number) => void;
};

/**
 * Reads one file of a known kind (pdf, docx, doc, txt, image) into located segments: the port behind
 * which the file readers live (data-access/readers). A file that is unsafe to open (a zip bomb) is
 * refused with a 400 naming it; any other failure is thrown as it is.
 */
export type DocumentReader = (file: UploadedFile, kind: FileKind, opts: DocumentReadOptions) => Promise<ExtractedSource & { warnings: string[] }>;
