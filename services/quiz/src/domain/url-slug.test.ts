import { QUIZ_MESSAGES } from '@quizlink/contracts/quiz';
import { generateUrlSlug, slugNamePart } from './url-slug.ts';

const now = new Date('2026-03-01T10:00:00.123Z');

describe('slugNamePart', () => {
  it('When the name has capitals, spaces and punctuation, then they are lowercased and removed', () => {
    expect(slugNamePart("Anna-Marie O'Neil!")).toBe('annamarieoneil');
  });

  it('When the cleaned name is longer than 15 characters, then it is cut to 15', () => {
    expect(slugNamePart('Bartholomew Montgomery')).toBe('bartholomewmont');
  });

  it('When the name uses another script only, then nothing URL-safe is left', () => {
    expect(slugNamePart('李小龍')).toBe('');
  });
});

describe('generateUrlSlug', () => {
  it('When a name is given, then the slug is name part, hyphen, 4 base-36 characters and 4 digits', () => {
    for (let i = 0; i < 100; i += 1) {
      expect(generateUrlSlug('Sam Smith', { now })).toMatch(/^samsmith-[0-9a-z]{4}[0-9]{4}$/);
    }
  });

  it('When the random source is injected, then the suffix is drawn from base 36 then digits', () => {
    const draws = [35, 10, 0, 1, 9, 0, 5, 3];
    const sizes: number[] = [];
    const slug = generateUrlSlug('Bo', {
      now,
      random: (max) => {
        sizes.push(max);
        return draws.shift() ?? 0;
      },
    });
    expect(slug).toBe('bo-za019053');
    expect(sizes).toEqual([36, 36, 36, 36, 10, 10, 10, 10]);
  });

  it("When the name has only special characters, then the prefix is 'quiz' plus the last 4 digits of the time", () => {
    expect(generateUrlSlug('!!! ???', { now })).toMatch(new RegExp(`^quiz${String(now.getTime()).slice(-4)}-[0-9a-z]{4}[0-9]{4}$`));
  });

  it('When the name is blank, then generation is refused with the spec message', () => {
    expect(() => generateUrlSlug('   ', { now })).toThrow(QUIZ_MESSAGES.slugNameEmpty);
  });
});
