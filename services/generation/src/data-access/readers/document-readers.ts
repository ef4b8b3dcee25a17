import mammoth from 'mammoth';
import WordExtractor from 'word-extractor';
import { AUTO_DRAFT_MESSAGES, DRAFT_ERRORS, unreadableFileMessage } from '@quizlink/contracts/draft';
import { AppError } from '@quizlink/kit-errors';
import type { DocumentReader } from '../../domain/document-reader.ts';
import type { ExtractedSource, UploadedFile } from '../../domain/draft-model.ts';
import type { OcrEngine, OcrOptions } from '../../domain/ocr.ts';
import { paragraphSegments } from '../../domain/text-segments.ts';
import { readPdf } from './pdf-reader.ts';
import { decodeText } from './text-decoding.ts';
import { UnsafeZipError, assertSafeZip } from './zip-guard.ts';

const source = (file: UploadedFile, kind: ExtractedSource['kind'], text: string, usedOcr = false): ExtractedSource => {
  const segments = paragraphSegments(file.name, text);
  return {
    name: file.name,
    kind,
    pages: null,
    characters: segments.reduce((sum, s) => sum + s.text.length, 0),
    segments,
    usedOcr,
  };
};

/** DOCX with mammoth's raw text, after the zip-bomb guard: one segment per paragraph. */
export async function readDocx(file: UploadedFile): Promise<ExtractedSource> {
  await assertSafeZip(file.buffer);
  const { value } = await mammoth.extractRawText({ buffer: file.buffer });
  return source(file, 'docx', value);
}

/** Word 97–2003 with word-extractor (pure JavaScript, reads the OLE container and its piece table). */
export async function readDoc(file: UploadedFile): Promise<ExtractedSource> {
  const document = await new WordExtractor().extract(file.buffer);
  const parts = [document.getBody(), document.getFootnotes(), document.getEndnotes()].filter((p) => p.trim());
  return source(file, 'doc', parts.join('\n\n'));
}

/** Plain text in any common encoding (see decodeText). */
export function readTxt(file: UploadedFile): ExtractedSource {
  return source(file, 'txt', decodeText(file.buffer).text);
}

/** The text of a photo or screenshot, by OCR in the creator's language. */
export async function readImage(file: UploadedFile, ocr: OcrEngine, opts: OcrOptions = {}): Promise<ExtractedSource> {
  return source(file, 'image', await ocr.recognize(file.buffer, opts), true);
}

/** Every file kind with its reader: the domain's DocumentReader port. */
export const readDocument: DocumentReader = async (file, kind, opts) => {
  try {
    switch (kind.kind) {
      case 'pdf':
        return await readPdf(file, opts);
      case 'docx':
        return { ...(await readDocx(file)), warnings: [] };
      case 'doc':
        return { ...(await readDoc(file)), warnings: [] };
      case 'txt':
        return { ...readTxt(file), warnings: [] };
      case 'image':
        if (!opts.ocr) throw new Error('no OCR engine');
        return { ...(await readImage(file, opts.ocr, { language: opts.language, signal: opts.signal })), warnings: [] };
    }
  } catch (error) {
    if (error instanceof UnsafeZipError) {
      throw new AppError(DRAFT_ERRORS.autoCreateUnreadableFile, { message: unreadableFileMessage(file.name, AUTO_DRAFT_MESSAGES.zipBomb), details: [{ file: file.name }] });
    }
    throw error;
  }
};
