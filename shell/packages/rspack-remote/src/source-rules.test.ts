import { hashedName, sourceConfig } from './source-rules.ts';

type SwcRule = { test: RegExp; loader?: string; options?: { jsc: { parser: { tsx: boolean }; transform: { react: { development: boolean } } } } };

describe('sourceConfig', () => {
  test('When built for production, then .ts and .tsx go through swc without React dev checks, and CSS is native', () => {
    const { module, resolve } = sourceConfig(true);
    const rules = (module.rules ?? []) as SwcRule[];
    const ruleFor = (file: string) => rules.find((r) => r.test.test(file));

    expect(resolve.extensions).toEqual(['.ts', '.tsx', '.js']);
    expect(ruleFor('a.ts')?.options?.jsc.parser.tsx).toBe(false);
    expect(ruleFor('a.tsx')?.options?.jsc.parser.tsx).toBe(true);
    expect(ruleFor('a.tsx')?.options?.jsc.transform.react.development).toBe(false);
    expect(ruleFor('a.css')).toMatchObject({ type: 'css' });
  });

  test('When built for development, then React dev checks are on', () => {
    const rules = (sourceConfig(false).module.rules ?? []) as SwcRule[];

    expect(rules.find((r) => r.test.test('a.tsx'))?.options?.jsc.transform.react.development).toBe(true);
  });
});

describe('hashedName', () => {
  test('When built for production, then names carry a 10-character content hash; in development, none', () => {
    expect(hashedName(true, 'js')).toBe('[name].[contenthash:10].js');
    expect(hashedName(false, 'css')).toBe('[name].css');
  });
});
