import type { LanguageCode } from '@quizlink/contracts/draft';

export type OcrOptions = {
  /** The language the creator picked; English when not given. */
  language?: LanguageCode;
  signal?: AbortSignal;
};

/**
 * Reads the text in an image (the port; tesseract.js in data-access/readers provides it). One engine per
 * service instance; close() frees what it holds.
 */
export interface OcrEngine {
  recognize(image: Buffer, opts?: OcrOptions): Promise<string>;
  /** False when the language has no recognition data and English data reads it instead. */
  hasLanguage(language: LanguageCode): boolean;
  close(): Promise<void>;
}
