import iconv from 'iconv-lite';
import { decodeText } from './text-decoding.ts';
import { prepareTestEnvironment } from '../../../test/setup/test-environment.ts';

prepareTestEnvironment();

describe('decoding text files of unknown encoding', () => {
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
});
