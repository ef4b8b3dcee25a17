import { lookupPath } from './lookup-url.ts';

describe('lookupPath', () => {
  it('When a slug is chosen, then the path is /quiz/{slug}', () => {
    expect(lookupPath('slug', ' ana-ab1c2345 ')).toBe('/quiz/ana-ab1c2345');
  });

  it('When a code is chosen, then the path is /quiz/code/{CODE}', () => {
    expect(lookupPath('code', 'ab12cd')).toBe('/quiz/code/AB12CD');
  });

  it('When the value is blank, then there is no path', () => {
    expect(lookupPath('code', '  ')).toBeNull();
  });
});
