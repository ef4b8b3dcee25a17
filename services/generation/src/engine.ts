/**
 * The generation engine without the service around it: reading content and drafting questions offline.
 * Exported for the benchmark (`npm run bench -- generation`) and for tools; the service uses the same code.
 */
export { extractContent, type ExtractDeps } from './domain/read-content.ts';
export { readDocument } from './data-access/readers/document-readers.ts';
export { detectFileKinds } from './domain/file-kind.ts';
export { readPdf } from './data-access/readers/pdf-reader.ts';
export { readDocx } from './data-access/readers/document-readers.ts';
export { createTesseractOcr } from './data-access/readers/tesseract-ocr.ts';
export type { OcrEngine } from './domain/ocr.ts';
export { generateOffline } from './domain/offline/offline-generator.ts';
export { loadWordLexicons } from './data-access/word-lexicons.ts';
export type { GenerationRequest, TextSegment, UploadedFile } from './domain/draft-model.ts';
export { applyQualityGate, draftQualityProblem, qualityProblem } from './domain/quality-gate.ts';
export type { GeneratedQuestion } from './domain/draft-model.ts';
