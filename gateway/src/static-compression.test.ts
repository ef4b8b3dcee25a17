import { pickEncoding } from './static-compression.ts';

describe('pickEncoding', () => {
  test.each([
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['*', 'br'],
    ['identity', null],
    ['gzip;q=0', null],
    [undefined, null],
  ] as const)('When the browser accepts %j, then the answer is %s', (header, expected) => {
    expect(pickEncoding(header)).toBe(expected);
  });
});
