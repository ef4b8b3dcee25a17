/**
 * Whole sentences only: headings, captions and list items are split off the prose before sentences are
 * cut, so a stem never starts with "The Roman Empire The Roman Empire was founded…".
 */

/** How a sentence may end (closing quotes and brackets may follow). */
const TERMINAL = /[.!?…。！？]\s?["'”’“»)\]]*$/u;
const HEADING_MAX_WORDS = 12;
/** A line ending on a small word goes on in the next line ("…linked the mills to"): never a heading. */
const OPEN_ENDING = /\s(?:to|the|a|an|of|and|or|in|on|at|for|with|by|from|as|that|de|la|le|les|el|los|las|en|et|y|der|die|das|und|von|mit|zu)$/iu;

const wordCount = (line: string) => line.split(/\s+/).filter(Boolean).length;

/** A line that does not end like a sentence and is short: a title, a heading, a caption, a list item. */
export function isHeadingLine(line: string): boolean {
  const trimmed = line.trim();
  if (!trimmed) return false;
  if (/^(?:[-•*·▪‣◦]|\d+[.)])\s/u.test(trimmed)) return true;
  return !TERMINAL.test(trimmed) && !/[,;:]$/.test(trimmed) && !OPEN_ENDING.test(trimmed) && wordCount(trimmed) <= HEADING_MAX_WORDS;
}

/**
 * The prose of a text without its headings: lines wrapped inside a paragraph are joined, heading lines
 * dropped, paragraphs kept apart by a blank line. A heading glued to its first sentence on one line
 * ("The Nile The Nile is…") loses its first copy.
 */
export function proseOf(text: string): string {
  const paragraphs: string[] = [];
  let current: string[] = [];
  const close = () => {
    if (current.length > 0) paragraphs.push(current.join(' '));
    current = [];
  };
  const lines = text.split(/\r?\n/);
  let previousEnded = true;
  for (const [i, raw] of lines.entries()) {
    const line = raw.trim();
    if (!line) {
      close();
      previousEnded = true;
      continue;
    }
    const next = lines[i + 1]?.trim() ?? '';
    // A heading stands between sentences: after an ended sentence (or a blank line), before a new one.
    // A short unterminated line inside a sentence is a wrapped line and continues the paragraph.
    if (previousEnded && isHeadingLine(line) && !/^\p{Ll}/u.test(next)) {
      close();
      continue;
    }
    current.push(dropRepeatedOpening(line));
    previousEnded = TERMINAL.test(line);
  }
  close();
  return paragraphs.join('\n\n');
}

/** "The Roman Empire The Roman Empire was founded…" → "The Roman Empire was founded…". */
export function dropRepeatedOpening(line: string): string {
  const words = line.split(' ');
  for (let n = Math.min(8, Math.floor(words.length / 2)); n >= 1; n--) {
    const head = words.slice(0, n).join(' ');
    if (/^\p{Lu}/u.test(head) && words.slice(n, 2 * n).join(' ') === head) return words.slice(n).join(' ');
  }
  return line;
}

/** A sentence a reader can take on its own: a capital (or digit, quote) first, end punctuation last, balanced brackets and quotes. */
export function isWholeSentence(sentence: string): boolean {
  const s = sentence.trim();
  if (!/^[\p{Lu}\p{Nd}"'“‘«¿¡(\p{Lo}]/u.test(s) || !TERMINAL.test(s)) return false;
  if (/\n/.test(s)) return false;
  const count = (re: RegExp) => (s.match(re) ?? []).length;
  if (count(/\(/g) !== count(/\)/g) || count(/\[/g) !== count(/]/g)) return false;
  if (count(/"/g) % 2 !== 0 || count(/«/g) !== count(/»/g)) return false;
  return true;
}
