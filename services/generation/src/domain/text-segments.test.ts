import { normalizeWhitespace, paragraphSegments, splitParagraphs } from './text-segments.ts';
import { prepareTestEnvironment } from '../../test/setup/test-environment.ts';

prepareTestEnvironment();

describe('splitting text into located paragraphs', () => {
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
