import chardet from 'chardet';
import iconv from 'iconv-lite';

/** chardet's names that iconv-lite spells differently, or that a superset decodes better. */
const ENCODING_ALIASES: Record<string, string> = {
  'ISO-8859-1': 'windows-1252', // the same letters, plus curly quotes and dashes where Latin-1 has controls
  'ASCII': 'utf-8',
};

/**
 * Decodes a text file of unknown encoding: the byte-order mark decides when present (UTF-8, UTF-16 LE/BE),
 * else chardet's best guess; an encoding iconv-lite does not know falls back to UTF-8.
 */
export function decodeText(buffer: Buffer): { text: string; encoding: string } {
  if (buffer[0] === 0xef && buffer[1] === 0xbb && buffer[2] === 0xbf) return { text: buffer.subarray(3).toString('utf8'), encoding: 'UTF-8' };
  if (buffer[0] === 0xff && buffer[1] === 0xfe) return { text: iconv.decode(buffer.subarray(2), 'utf-16le'), encoding: 'UTF-16LE' };
  if (buffer[0] === 0xfe && buffer[1] === 0xff) return { text: iconv.decode(buffer.subarray(2), 'utf-16be'), encoding: 'UTF-16BE' };
  const guessed = chardet.detect(buffer) ?? 'UTF-8';
  const encoding = ENCODING_ALIASES[guessed] ?? guessed;
  if (!iconv.encodingExists(encoding)) return { text: buffer.toString('utf8'), encoding: 'UTF-8' };
  return { text: iconv.decode(buffer, encoding), encoding };
}
