import type { TextSegment } from './draft-model.ts';

/** Line endings unified, spaces collapsed within lines, control characters dropped. */
export function normalizeWhitespace(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    // oxlint-disable-next-line no-control-regex -- removing control characters is the point
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, ' ')
    .replace(/[ \t\u00a0]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .trim();
}

/**
 * Paragraphs are separated by blank lines; a text without any (one line per paragraph) is split at
 * line breaks instead.
 */
export function splitParagraphs(text: string): string[] {
  const clean = normalizeWhitespace(text);
  if (!clean) return [];
  const blocks = clean.split(/\n{2,}/);
  const parts = blocks.length === 1 && clean.length > 600 ? clean.split('\n') : blocks;
  return parts.map((p) => p.replace(/\n/g, ' ').trim()).filter((p) => p.length > 0);
}

/** Paragraph segments of one text, located as 'paragraph N'. */
export function paragraphSegments(file: string, text: string): TextSegment[] {
  return splitParagraphs(text).map((paragraph, i) => ({ file, location: `paragraph ${i + 1}`, text: paragraph }));
}
