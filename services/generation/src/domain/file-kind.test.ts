import { DRAFT_ERRORS } from '@quizlink/contracts/draft';
import { AppError } from '@quizlink/kit-errors';
import { fixture } from '../../test/fixtures/fixture-files.ts';
import { detectFileKinds, looksLikeText } from './file-kind.ts';
import { prepareTestEnvironment } from '../../test/setup/test-environment.ts';

prepareTestEnvironment();

const rejection = async (promise: Promise<unknown>): Promise<AppError> => {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected a rejection');
};

describe('file kinds decided by content', () => {
  it('When every accepted kind is uploaded under its own name, then each is recognised by its bytes', async () => {
    const kinds = await detectFileKinds([
      fixture('pdf'),
      fixture('docx'),
      fixture('doc'),
      fixture('txtUtf8'),
      fixture('txtUtf16'),
      fixture('png'),
      fixture('jpg'),
      fixture('jpg', 'photo.jpeg'),
    ]);
    expect(kinds.map((k) => k.kind)).toEqual(['pdf', 'docx', 'doc', 'txt', 'txt', 'image', 'image', 'image']);
    expect(kinds[5]!.mime).toBe('image/png');
    expect(kinds[6]!.mime).toBe('image/jpeg');
  });

  it('When a PNG is named .pdf, then it is refused with a message saying what it really is', async () => {
    const error = await rejection(detectFileKinds([fixture('fakePdf')]));
    expect(error.status).toBe(400);
    expect(error.code).toBe(DRAFT_ERRORS.autoCreateInvalidFiles.code);
    expect(error.message).toBe('"fake.pdf" is a PNG image, not a PDF document.');
  });

  it('When a PDF is named .txt and a JPEG .png, then both problems are listed in one answer', async () => {
    const error = await rejection(detectFileKinds([fixture('pdf', 'notes.txt'), fixture('jpg', 'photo.png')]));
    expect(error.details).toEqual([
      { file: 'notes.txt', message: '"notes.txt" is a PDF document, not a text file.' },
      { file: 'photo.png', message: '"photo.png" is a JPEG image, not a PNG image.' },
    ]);
  });

  it('When a file has an extension the form does not take, then it is refused as an invalid file', async () => {
    const error = await rejection(detectFileKinds([{ name: 'slides.pptx', size: 3, buffer: Buffer.from('abc') }]));
    expect(error.message).toContain('"slides.pptx"');
    expect(error.message).toContain('PDF, DOC, DOCX, TXT, JPG, JPEG and PNG');
  });

  it('When a binary or empty file is named .txt, then it is refused', async () => {
    const binary = Buffer.from([0x00, 0x01, 0x02, 0x03, 0xff, 0x00]);
    await expect(detectFileKinds([{ name: 'x.txt', size: binary.length, buffer: binary }])).rejects.toThrow('an unrecognised binary file');
    await expect(detectFileKinds([{ name: 'y.txt', size: 0, buffer: Buffer.alloc(0) }])).rejects.toThrow('an empty file');
  });

  it('When text is checked, then byte-order marks and control characters decide', () => {
    expect(looksLikeText(Buffer.from([0xff, 0xfe, 0x41, 0x00]))).toBe(true);
    expect(looksLikeText(Buffer.from('plain words\nand lines\r\n'))).toBe(true);
    expect(looksLikeText(Buffer.from('\u0001\u0002\u0003abc'))).toBe(false);
  });
});
