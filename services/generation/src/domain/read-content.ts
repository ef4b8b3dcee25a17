import { DRAFT_ERRORS, type LanguageCode, languageLabel, ocrLanguageMissingWarning, textCutWarning, unreadableFileMessage } from '@quizlink/contracts/draft';
import { AppError } from '@quizlink/kit-errors';
import {
  CancelledError,
  type ExtractedContent,
  type ExtractedSource,
  type ProgressSink,
  type TextSegment,
  type UploadedFile,
} from './draft-model.ts';
import type { DocumentReader } from './document-reader.ts';
import type { FileKind } from './file-kind.ts';
import type { OcrEngine } from './ocr.ts';
import { paragraphSegments } from './text-segments.ts';

export type ExtractDeps = {
  /** The file readers (data-access/readers). */
  readDocument: DocumentReader;
  ocr: OcrEngine | null;
  maxOcrPages: number;
  maxTextChars: number;
  /** Images go to a vision-capable model as they are, instead of through OCR. */
  imagesToModel: boolean;
};

export type ExtractInput = { files: UploadedFile[]; kinds: FileKind[]; topicPrompt: string; language: LanguageCode };

/** The label of pasted text in question sources. */
export const PASTED_TEXT = 'Pasted text';
export const TOPIC = 'Topic';

/** A topic is a few words ("the French Revolution"); anything longer is text to draw questions from. */
export const isPastedText = (prompt: string): boolean => prompt.length >= 200 || prompt.split(/\s+/).length >= 30;

function readFailure(file: UploadedFile, error: unknown): AppError {
  if (error instanceof AppError || error instanceof CancelledError) return error as AppError;
  // The cause stays on the error for the logs; the user sees which file, not the parser's internals.
  return new AppError(DRAFT_ERRORS.autoCreateUnreadableFile, { message: unreadableFileMessage(file.name), details: [{ file: file.name }], cause: error });
}

/** Keeps the first `max` characters of the segments, in order. */
export function capSegments(segments: TextSegment[], max: number): { kept: TextSegment[]; cut: boolean } {
  const kept: TextSegment[] = [];
  let used = 0;
  for (const segment of segments) {
    if (used + segment.text.length <= max) {
      kept.push(segment);
      used += segment.text.length;
      continue;
    }
    const room = max - used;
    if (room > 0) kept.push({ ...segment, text: segment.text.slice(0, room) });
    return { kept, cut: true };
  }
  return { kept, cut: false };
}

/**
 * Reads every file (by its detected kind) and the pasted text into located segments, reporting which
 * file is being read and how many of its pages are done. Images and scanned pages are read by OCR in
 * the creator's language (a warning says when that language has no recognition data and English data
 * read them). The total is capped at `maxTextChars` with a warning. A file that cannot be read fails
 * the whole draft with a message naming it.
 */
export async function extractContent(
  input: ExtractInput,
  deps: ExtractDeps,
  opts: { signal?: AbortSignal; progress: ProgressSink },
): Promise<ExtractedContent & { topic: string | null }> {
  const sources: ExtractedSource[] = [];
  const images: ExtractedContent['images'] = [];
  const warnings: string[] = [];
  for (const [i, file] of input.files.entries()) {
    const kind = input.kinds[i]!;
    opts.progress({ stage: 'reading', currentFile: file.name, filesDone: i, pagesDone: 0, pagesTotal: 0 });
    if (kind.kind === 'image' && deps.imagesToModel) {
      images.push({ name: file.name, mime: kind.mime, data: file.buffer });
      sources.push({ name: file.name, kind: 'image', pages: null, characters: 0, segments: [], usedOcr: false });
      continue;
    }
    try {
      const read = await deps.readDocument(file, kind, {
        ocr: deps.ocr,
        maxOcrPages: deps.maxOcrPages,
        language: input.language,
        signal: opts.signal,
        onPages: (pagesDone, pagesTotal) => opts.progress({ pagesDone, pagesTotal }),
      });
      warnings.push(...read.warnings);
      sources.push(read);
    } catch (error) {
      throw readFailure(file, error);
    }
  }
  opts.progress({ filesDone: input.files.length, currentFile: null });
  const prompt = input.topicPrompt.trim();
  const pasted = prompt && isPastedText(prompt) ? paragraphSegments(PASTED_TEXT, prompt) : [];
  const topic = prompt && !isPastedText(prompt) ? prompt : null;
  const { kept, cut } = capSegments([...sources.flatMap((s) => s.segments), ...pasted], deps.maxTextChars);
  if (cut) warnings.push(textCutWarning(deps.maxTextChars));
  if (sources.some((s) => s.usedOcr) && deps.ocr && !deps.ocr.hasLanguage(input.language)) {
    warnings.push(ocrLanguageMissingWarning(languageLabel(input.language)));
  }
  if (kept.length === 0 && images.length === 0 && !topic) {
    throw new AppError(DRAFT_ERRORS.autoCreateNoUsableText);
  }
  return { sources, segments: kept, images, warnings, topic };
}
