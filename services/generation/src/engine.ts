/**
 * The generation engine without the service around it: reading content and drafting questions offline.
 * Exported for the benchmark (`npm run bench -- generation`) and for tools; the service uses the same code.
 */
export { extractContent, type ExtractDeps } from './domain/extraction/extract-content.ts';
export { detectFileKinds } from './domain/extraction/file-kind.ts';
export { readPdf } from './domain/extraction/pdf-reader.ts';
export { readDocx } from './domain/extraction/document-readers.ts';
export { createTesseractOcr, type OcrEngine } from './domain/extraction/ocr-engine.ts';
export { generateOffline } from './domain/offline/offline-generator.ts';
export type { GenerationRequest, TextSegment, UploadedFile } from './domain/draft-model.ts';
