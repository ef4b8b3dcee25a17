import { uploadNamesIn } from './upload-references.ts';

const NAME = '0123456789abcdef0123456789abcdef.png';

describe('uploadNamesIn', () => {
  it('When URLs are site paths of our uploads, then their names are returned once each', () => {
    expect(uploadNamesIn([`/api/uploads/${NAME}`, `/api/uploads/${NAME}`, '/api/uploads/ffffffffffffffffffffffffffffffff.gif'])).toEqual([
      NAME,
      'ffffffffffffffffffffffffffffffff.gif',
    ]);
  });

  it('When URLs are external, carry extra segments, queries or names we never make, then they are ignored', () => {
    expect(
      uploadNamesIn([
        `https://elsewhere.example/api/uploads/${NAME}`,
        `//elsewhere.example/api/uploads/${NAME}`,
        `/api/uploads/${NAME}?x=1`,
        `/api/uploads/../uploads/${NAME}`,
        `/api/uploads/sub/${NAME}`,
        '/api/uploads/holiday.png',
        `/API/UPLOADS/${NAME}`,
        `/api/blog/${NAME}`,
        '',
      ]),
    ).toEqual([]);
  });
});
