import { accessCodeOf } from './limits.ts';

describe('accessCodeOf', () => {
  test('When a code is typed in lowercase or with spaces, then it gives the stored uppercase code', () => {
    expect(accessCodeOf('kzgzms')).toBe('KZGZMS');
    expect(accessCodeOf('  Ab12cD ')).toBe('AB12CD');
    expect(accessCodeOf('KZGZMS')).toBe('KZGZMS');
  });

  test('When the text is not 6 letters or digits, then it is not a code', () => {
    for (const text of ['', 'kzgzm', 'kzgzmss', 'ann-ab121234', 'kz gzm', 'kzgzm!']) expect(accessCodeOf(text)).toBeNull();
  });
});
