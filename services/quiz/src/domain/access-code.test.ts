import { ACCESS_CODE_ALPHABET, ACCESS_CODE_PATTERN } from '@quizlink/contracts/quiz';
import { generateAccessCode, normalizeAccessCode } from './access-code.ts';

describe('generateAccessCode', () => {
  it('When codes are generated from the CSPRNG, then each is 6 characters of A–Z and 0–9', () => {
    for (let i = 0; i < 200; i += 1) expect(generateAccessCode()).toMatch(ACCESS_CODE_PATTERN);
  });

  it('When many codes are generated, then they are not repeated (random, not sequential)', () => {
    const codes = new Set(Array.from({ length: 1000 }, () => generateAccessCode()));
    expect(codes.size).toBe(1000);
  });

  it('When the random source is injected, then every alphabet position maps to its character', () => {
    const draws = [0, 25, 26, 35, 1, 10];
    const code = generateAccessCode((max) => {
      expect(max).toBe(ACCESS_CODE_ALPHABET.length);
      return draws.shift() ?? 0;
    });
    expect(code).toBe('AZ09BK');
  });
});

describe('normalizeAccessCode', () => {
  it('When a code is typed in lower case with spaces, then it becomes the stored uppercase form', () => {
    expect(normalizeAccessCode('  ab12cd ')).toBe('AB12CD');
  });
});
