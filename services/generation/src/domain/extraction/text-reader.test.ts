import iconv from 'iconv-lite';
import { decodeText, normalizeWhitespace, paragraphSegments, splitParagraphs } from './text-reader.ts';
import { prepareTestEnvironment } from '../../../test/setup/test-environment.ts';

prepareTestEnvironment();

describe('decoding text files and splitting paragraphs', () => {
  it('When a UTF-16 big-endian file has its byte-order mark, then it decodes exactly', () => {
    const text = 'Größe und Übermut';
    const buffer = Buffer.concat([Buffer.from([0xfe, 0xff]), iconv.encode(text, 'utf-16be')]);
    expect(decodeText(buffer)).toEqual({ text, encoding: 'UTF-16BE' });
  });

  it('When a UTF-8 file starts with a byte-order mark, then the mark is not part of the text', () => {
    expect(decodeText(Buffer.from('\uFEFFhola', 'utf8')).text).toBe('hola');
  });

  it('When Latin-1 is detected, then curly quotes and dashes of windows-1252 still decode', () => {
    const text = 'Déjà vu — «naïve» façade, ‘quoted’ and “more” words in a French sentence about été.';
    expect(decodeText(iconv.encode(text, 'windows-1252')).text).toBe(text);
  });

  it('When whitespace is messy, then lines are trimmed, spaces collapsed and control characters dropped', () => {
    expect(normalizeWhitespace('  a\t\tb \r\n\u0007c  \n\n d ')).toBe('a b\nc\n\nd');
  });

  it('When text has blank lines, then they separate paragraphs; without them, long text splits at line breaks', () => {
    expect(splitParagraphs('One line\ncontinues.\n\nSecond paragraph.')).toEqual(['One line continues.', 'Second paragraph.']);
    const lines = Array.from({ length: 8 }, (_, i) => `Line ${i} ${'word '.repeat(20)}`.trim());
    expect(splitParagraphs(lines.join('\n'))).toHaveLength(8);
  });

  it('When paragraphs become segments, then each is located as paragraph N of its file', () => {
    expect(paragraphSegments('notes.txt', 'A.\n\nB.')).toEqual([
      { file: 'notes.txt', location: 'paragraph 1', text: 'A.' },
      { file: 'notes.txt', location: 'paragraph 2', text: 'B.' },
    ]);
  });
});
