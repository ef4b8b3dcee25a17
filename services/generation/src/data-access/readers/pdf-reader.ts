import { PDFParse } from 'pdf-parse';
import { type LanguageCode, ocrPagesCutWarning } from '@quizlink/contracts/draft';
import { throwIfCancelled, type ExtractedSource, type TextSegment, type UploadedFile } from '../../domain/draft-model.ts';
import type { OcrEngine, OcrOptions } from '../../domain/ocr.ts';
import { normalizeWhitespace } from '../../domain/text-segments.ts';

export type PdfReadOptions = {
  ocr: OcrEngine | null;
  maxOcrPages: number;
  /** The language scanned pages are read in (the creator's pick); English when not given. */
  language?: LanguageCode;
  signal?: AbortSignal;
  onPages?: (pagesDone: number, pagesTotal: number) => void;
};

/** Pages read per getText call: small enough to report progress and notice a cancel, big enough to stay fast. */
const BATCH = 10;
/** A page with fewer visible characters than this has no text layer worth reading: it is scanned. */
const SCANNED_PAGE_CHARS = 20;

const visibleLength = (text: string): number => text.replace(/\s+/g, '').length;

async function ocrPage(parser: PDFParse, page: number, ocr: OcrEngine, opts: OcrOptions): Promise<string> {
  // Scale 2 renders an A4 page at ~1200 px wide: enough for body text, still ~0.4 s to render.
  const shot = await parser.getScreenshot({ partial: [page], scale: 2, imageDataUrl: false, imageBuffer: true });
  const image = shot.pages[0]?.data;
  return image ? normalizeWhitespace(await ocr.recognize(Buffer.from(image), opts)) : '';
}

/**
 * Text of a PDF, one segment per page ('page N'), with pdf-parse 2 (pdf.js). Pages without a text layer
 * (scans) are rendered and read by OCR, up to `maxOcrPages` per document (a warning says when more were
 * skipped). Script evaluation in fonts is off: a PDF is untrusted input.
 */
export async function readPdf(file: UploadedFile, opts: PdfReadOptions): Promise<ExtractedSource & { warnings: string[] }> {
  const parser = new PDFParse({ data: new Uint8Array(file.buffer), verbosity: 0, isEvalSupported: false });
  const warnings: string[] = [];
  try {
    const first = await parser.getText({ first: 1, last: 1, pageJoiner: '' });
    const total = first.total;
    const texts: string[] = [first.pages[0]?.text ?? ''];
    opts.onPages?.(1, total);
    for (let start = 2; start <= total; start += BATCH) {
      throwIfCancelled(opts.signal);
      const end = Math.min(total, start + BATCH - 1);
      const batch = await parser.getText({ first: start, last: end, pageJoiner: '' });
      for (const page of batch.pages) texts[page.num - 1] = page.text;
      opts.onPages?.(end, total);
    }
    const scanned = texts.flatMap((text, i) => (visibleLength(text) < SCANNED_PAGE_CHARS ? [i + 1] : []));
    let usedOcr = false;
    if (scanned.length > 0 && opts.ocr) {
      const toRead = scanned.slice(0, opts.maxOcrPages);
      if (scanned.length > toRead.length) warnings.push(ocrPagesCutWarning(file.name, toRead.length));
      for (const [i, page] of toRead.entries()) {
        throwIfCancelled(opts.signal);
        texts[page - 1] = await ocrPage(parser, page, opts.ocr, { language: opts.language, signal: opts.signal });
        usedOcr = true;
        opts.onPages?.(i + 1, toRead.length);
      }
    }
    const segments: TextSegment[] = texts.flatMap((text, i) => {
      // Words hyphenated at a line end are joined again ("photo-\nsynthesis").
      const clean = normalizeWhitespace(text).replace(/(\p{L})-\n(\p{Ll})/gu, '$1$2').replace(/\n/g, ' ');
      return clean ? [{ file: file.name, location: `page ${i + 1}`, text: clean }] : [];
    });
    const characters = segments.reduce((sum, s) => sum + s.text.length, 0);
    return { name: file.name, kind: 'pdf', pages: total, characters, segments, usedOcr, warnings };
  } finally {
    await parser.destroy().catch(() => undefined);
  }
}
