import { fileTypeFromBuffer } from 'file-type';
import { AUTO_DRAFT_FILE_EXTENSIONS, AUTO_DRAFT_MESSAGES, type AutoDraftFileExtension, DRAFT_ERRORS, fileTypeMismatchMessage } from '@quizlink/contracts/draft';
import { AppError } from '@quizlink/kit-errors';
import type { SourceKind, UploadedFile } from './draft-model.ts';

/** What a file really is, decided by its bytes. `image` carries its format for OCR and vision. */
export type FileKind = { kind: Exclude<SourceKind, 'topic'>; mime: string };

type ContentType = 'pdf' | 'docx' | 'doc' | 'txt' | 'png' | 'jpeg';

const DESCRIPTIONS: Record<ContentType, string> = {
  pdf: 'a PDF document',
  docx: 'a Word (DOCX) document',
  doc: 'a Word 97–2003 (DOC) document',
  txt: 'a text file',
  png: 'a PNG image',
  jpeg: 'a JPEG image',
};

const CLAIMED: Record<AutoDraftFileExtension, ContentType> = {
  pdf: 'pdf',
  docx: 'docx',
  doc: 'doc',
  txt: 'txt',
  png: 'png',
  jpg: 'jpeg',
  jpeg: 'jpeg',
};

const KINDS: Record<ContentType, FileKind> = {
  pdf: { kind: 'pdf', mime: 'application/pdf' },
  docx: { kind: 'docx', mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
  doc: { kind: 'doc', mime: 'application/msword' },
  txt: { kind: 'txt', mime: 'text/plain' },
  png: { kind: 'image', mime: 'image/png' },
  jpeg: { kind: 'image', mime: 'image/jpeg' },
};

export const extensionOf = (name: string): string => {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
};

const isAccepted = (ext: string): ext is AutoDraftFileExtension => (AUTO_DRAFT_FILE_EXTENSIONS as readonly string[]).includes(ext);

/**
 * Text has no magic bytes: a byte-order mark says so, otherwise the first 8 KB must be free of NUL and
 * of most control characters (a binary file renamed .txt fails here).
 */
export function looksLikeText(buffer: Buffer): boolean {
  if (buffer.length === 0) return false;
  if (buffer[0] === 0xef && buffer[1] === 0xbb && buffer[2] === 0xbf) return true;
  if ((buffer[0] === 0xff && buffer[1] === 0xfe) || (buffer[0] === 0xfe && buffer[1] === 0xff)) return true;
  const sample = buffer.subarray(0, 8192);
  let control = 0;
  for (const byte of sample) {
    if (byte === 0) return false;
    if (byte < 0x09 || (byte > 0x0d && byte < 0x20) || byte === 0x7f) control += 1;
  }
  return control / sample.length < 0.02;
}

async function contentTypeOf(buffer: Buffer): Promise<{ type?: ContentType; label: string }> {
  if (buffer.length === 0) return { label: 'an empty file' };
  const found = await fileTypeFromBuffer(buffer);
  if (!found) return looksLikeText(buffer) ? { type: 'txt', label: DESCRIPTIONS.txt } : { label: 'an unrecognised binary file' };
  const byExt: Record<string, ContentType> = { pdf: 'pdf', docx: 'docx', cfb: 'doc', png: 'png', jpg: 'jpeg' };
  const type = byExt[found.ext];
  return type ? { type, label: DESCRIPTIONS[type] } : { label: `a ${found.ext.toUpperCase()} file (${found.mime})` };
}

/**
 * Decides every file's kind from its bytes and checks it against its name: a name the form does not
 * take, or content that contradicts the name (a PNG called notes.pdf), is refused with one 400 that
 * lists every problem. Old Word files share their container with Excel and PowerPoint; the DOC reader
 * refuses those when it finds no Word stream.
 */
export async function detectFileKinds(files: UploadedFile[]): Promise<FileKind[]> {
  const problems: Array<{ file: string; message: string }> = [];
  const kinds: FileKind[] = [];
  for (const file of files) {
    const ext = extensionOf(file.name);
    if (!isAccepted(ext)) {
      problems.push({ file: file.name, message: `"${file.name}": ${AUTO_DRAFT_MESSAGES.invalidFilesBody}` });
      continue;
    }
    const claimed = CLAIMED[ext];
    const actual = await contentTypeOf(file.buffer);
    if (actual.type !== claimed) {
      problems.push({ file: file.name, message: fileTypeMismatchMessage(file.name, actual.label, DESCRIPTIONS[claimed]) });
      continue;
    }
    kinds.push(KINDS[claimed]);
  }
  const [first] = problems;
  if (first) throw new AppError(DRAFT_ERRORS.autoCreateInvalidFiles, { message: first.message, details: problems });
  return kinds;
}
