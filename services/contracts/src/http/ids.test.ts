import { MAX_NUMERIC_ID, numericIdSchema } from './ids.ts';

describe('numericIdSchema', () => {
  test('When an id comes as a number or as decimal digits (a path), then it is that number', () => {
    expect(numericIdSchema.parse(16)).toBe(16);
    expect(numericIdSchema.parse('16')).toBe(16);
    expect(numericIdSchema.parse('007')).toBe(7);
    expect(numericIdSchema.parse(String(MAX_NUMERIC_ID))).toBe(MAX_NUMERIC_ID);
  });

  test('When a string only Number() would read as a number (hex, spaces, exponent, Infinity), then it is refused', () => {
    for (const value of ['0x10', ' 5', '5 ', '1e3', '+5', '1.0', 'Infinity', '', '-1', true]) {
      expect(numericIdSchema.safeParse(value).success).toBe(false);
    }
  });

  test('When an id is beyond what an INT column holds, then it is refused rather than reaching the database', () => {
    expect(numericIdSchema.safeParse(MAX_NUMERIC_ID + 1).success).toBe(false);
    expect(numericIdSchema.safeParse('99999999999').success).toBe(false);
    expect(numericIdSchema.safeParse(1e308).success).toBe(false);
  });
});

describe('text path parameters', () => {
  test('When an access code, slug, token or blog slug carries a NUL or another control character, then it is refused', async () => {
    const { accessCodeParamsSchema, slugParamsSchema, dashboardTokenParamsSchema } = await import('../quiz/quizzes.ts');
    const { blogSlugParamsSchema } = await import('../content/blog.ts');
    expect(accessCodeParamsSchema.safeParse({ code: 'AB\u0000CD' }).success).toBe(false);
    expect(slugParamsSchema.safeParse({ slug: 'a\u0000b' }).success).toBe(false);
    expect(dashboardTokenParamsSchema.safeParse({ token: `${'a'.repeat(20)}\u007f` }).success).toBe(false);
    expect(blogSlugParamsSchema.safeParse({ slug: 'post\nname' }).success).toBe(false);
    expect(accessCodeParamsSchema.parse({ code: ' abc123 ' })).toEqual({ code: 'ABC123' });
    expect(slugParamsSchema.parse({ slug: 'quiz-über' })).toEqual({ slug: 'quiz-über' });
  });
});
