import * as fc from 'fast-check';
import type { LanguageCode } from '@quizlink/contracts/draft';
import { prepareTestEnvironment } from '../../../test/setup/test-environment.ts';
import { wordSegments } from './text-analysis.ts';

prepareTestEnvironment();

const LANGUAGES: LanguageCode[] = ['en', 'es', 'fr', 'de', 'it', 'pt', 'nl'];

/** What the Unicode word segmenter finds: the reference the fast path must match. */
const bySegmenter = (text: string, language: LanguageCode) =>
  [...new Intl.Segmenter(language, { granularity: 'word' }).segment(text)].filter((s) => s.isWordLike).map((s) => ({ segment: s.segment, index: s.index }));

/** Characters of the fast path's alphabet, weighted like prose: mostly letters, then spaces, digits and punctuation. */
const LETTERS = [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZàáâäçèéêëíîïñóôöúûüÿÀÉÑÖÜßæœøłŁđĐǅɏ'];
const DIGITS = [...'0123456789'];
const JOINERS = [...":.,;'’‘"];
const OTHERS = [...' \t\n!?()[]"“”«»-–—…/%&+=*#@$€'];
const plainLatinText = fc
  .array(fc.oneof({ arbitrary: fc.constantFrom(...LETTERS), weight: 8 }, { arbitrary: fc.constantFrom(...DIGITS), weight: 3 }, { arbitrary: fc.constantFrom(...JOINERS), weight: 3 }, { arbitrary: fc.constantFrom(...OTHERS), weight: 3 }), { maxLength: 60 })
  .map((chars) => chars.join(''));

describe('word segments', () => {
  it('When text holds only Latin letters, digits and common punctuation, then the fast path finds exactly the words and offsets Intl.Segmenter finds', () => {
    fc.assert(
      fc.property(plainLatinText, fc.constantFrom(...LANGUAGES), (text, language) => {
        expect(wordSegments(text, language)).toEqual(bySegmenter(text, language));
      }),
      { numRuns: 20_000 },
    );
  });

  it.each([
    ['U.S. troops crossed the Rhine in 1945.', ['U.S', 'troops', 'crossed', 'the', 'Rhine', 'in', '1945']],
    ['About 14,000 ships (3.5 % of the fleet) can’t pass.', ['About', '14,000', 'ships', '3.5', 'of', 'the', 'fleet', 'can’t', 'pass']],
    ['L’eau du lac: 4th place, Río-Grande.', ['L’eau', 'du', 'lac', '4th', 'place', 'Río', 'Grande']],
    ['Μια πρόταση στα ελληνικά με δύο λέξεις_ακόμη.', ['Μια', 'πρόταση', 'στα', 'ελληνικά', 'με', 'δύο', 'λέξεις_ακόμη']],
  ])('When the text is %j, then its words are found as the segmenter finds them', (text, words) => {
    expect(wordSegments(text, 'en').map((w) => w.segment)).toEqual(words);
    expect(wordSegments(text, 'en')).toEqual(bySegmenter(text, 'en'));
  });
});
