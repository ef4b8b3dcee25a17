import type { LanguageCode } from '@quizlink/contracts/draft';
import type { TextSegment } from '../draft-model.ts';
import { candidatesOf, type AnswerKind, type Candidate, type Token } from './answer-kinds.ts';
import { isSpaceless } from './phrasebook.ts';
import { isWholeSentence, proseOf } from './prose.ts';

export type { AnswerKind, Candidate } from './answer-kinds.ts';

export type Sentence = {
  id: number;
  text: string;
  file: string;
  location: string;
  segmentIndex: number;
  words: number;
  /** A whole sentence (capital first, end punctuation last, balanced): only these become stems. */
  whole: boolean;
  tokens: Token[];
  candidates: Candidate[];
  /** Every word of the sentence, normalised: distractors must not already appear in it. */
  norms: ReadonlySet<string>;
};

/** A term of the document as a distractor: its kind, refinement and the form it is written in. */
export type PoolTerm = { norm: string; display: string; kind: AnswerKind; key: string };

export type DocumentIndex = {
  language: LanguageCode;
  sentences: Sentence[];
  weight(norm: string): number;
  documentFrequency(norm: string): number;
  /** Terms of one kind, most important first, with the form to show them in. */
  termsOfKind(kind: AnswerKind): readonly PoolTerm[];
};

const segmenters = new Map<string, Intl.Segmenter>();
const segmenter = (language: LanguageCode, granularity: 'word' | 'sentence'): Intl.Segmenter => {
  const key = `${language}:${granularity}`;
  let found = segmenters.get(key);
  if (!found) {
    found = new Intl.Segmenter(language, { granularity });
    segmenters.set(key, found);
  }
  return found;
};

/** French and Italian elisions ("l'eau", "dell'acqua") are read as the word after the apostrophe. */
const ELISION = /^(\p{L}{1,4})['’](?=\p{L}{2})/u;

/**
 * Words the way `Intl.Segmenter` finds them (Unicode word boundaries, UAX #29), for text of Latin letters,
 * ASCII digits and common punctuation only: letters joined by `:` `.` `'` `’` `‘` ("U.S", "can’t",
 * "l’eau"), digits by `,` `;` `.` `'` `’` `‘` ("14,000", "3.5"), letters and digits by nothing ("4th").
 * A regular expression finds them several times faster than the segmenter builds its segments, and a
 * 50-page document has tens of thousands of words. Any other character (another script, a combining
 * mark, `_`, `·`, a special space) leaves the text to the segmenter; `text-analysis.test.ts` checks both
 * agree on random text of this alphabet.
 */
const PLAIN_LATIN_TEXT = /^[A-Za-z0-9À-ÖØ-öø-ɏ \t\r\n!?()[\]"“”«»\-–—…/%&+=*#@$€,;.:'’‘]*$/u;
const PLAIN_LATIN_WORD = /[A-Za-z0-9À-ÖØ-öø-ɏ]+(?:(?:(?<=[A-Za-zÀ-ÖØ-öø-ɏ])[:.'’‘](?=[A-Za-zÀ-ÖØ-öø-ɏ])|(?<=[0-9])[,;.'’‘](?=[0-9]))[A-Za-z0-9À-ÖØ-öø-ɏ]+)*/gu;
/** Languages whose word boundaries are Unicode's default ones for that alphabet (no locale tailoring). */
const DEFAULT_BOUNDARY_LANGUAGES = new Set<LanguageCode>(['en', 'es', 'fr', 'de', 'it', 'pt', 'nl']);

/** The words of a text with their offsets: by the regular expression where it agrees with the segmenter, else by the segmenter. */
export function wordSegments(text: string, language: LanguageCode): Array<{ segment: string; index: number }> {
  if (DEFAULT_BOUNDARY_LANGUAGES.has(language) && PLAIN_LATIN_TEXT.test(text)) return [...text.matchAll(PLAIN_LATIN_WORD)].map((m) => ({ segment: m[0], index: m.index }));
  const words: Array<{ segment: string; index: number }> = [];
  for (const part of segmenter(language, 'word').segment(text)) if (part.isWordLike) words.push({ segment: part.segment, index: part.index });
  return words;
}

export function wordTokens(text: string, language: LanguageCode): Token[] {
  const tokens: Token[] = [];
  for (const part of wordSegments(text, language)) {
    let start = part.index;
    let word = part.segment;
    const elided = word.match(ELISION);
    if (elided) {
      start += elided[0].length + 1;
      word = word.slice(elided[0].length + 1);
    }
    tokens.push({ text: word, norm: word.toLocaleLowerCase(language), start, end: start + word.length });
  }
  return tokens;
}

/** Sentences of a text; fragments of fewer than three words ("Dr.") are joined to the next sentence. */
export function splitSentences(text: string, language: LanguageCode): string[] {
  const out: string[] = [];
  let carry = '';
  for (const part of segmenter(language, 'sentence').segment(text)) {
    const joined = carry + part.segment;
    if (!isSpaceless(language) && joined.trim().split(/\s+/).length < 3) {
      carry = joined;
      continue;
    }
    out.push(joined.trim());
    carry = '';
  }
  if (carry.trim()) out.push(carry.trim());
  return out.filter(Boolean);
}

const CAPITALISED = /^\p{Lu}/u;

const countWords = (text: string, tokens: Token[], language: LanguageCode): number =>
  isSpaceless(language) ? Math.ceil(text.length / 2) : tokens.length;

/**
 * Splits the text into sentences that keep their source (file, page or paragraph), finds the candidate
 * answers of each, and weighs every term by TF-IDF across sentences: frequent in the document, specific
 * to few sentences.
 */
export function indexDocument(segments: TextSegment[], language: LanguageCode): DocumentIndex {
  const raw = segments.flatMap((segment, segmentIndex) =>
    splitSentences(proseOf(segment.text), language).map((text) => ({ text, segment, segmentIndex, tokens: wordTokens(text, language) })),
  );
  const capitalisedMid = new Set<string>();
  for (const s of raw) for (const t of s.tokens.slice(1)) if (CAPITALISED.test(t.text)) capitalisedMid.add(t.norm);

  const tf = new Map<string, number>();
  const df = new Map<string, number>();
  const display = new Map<string, PoolTerm>();
  const found = raw.map((s) => candidatesOf(s.text, s.tokens, { language, capitalisedMid }));
  // A name whose words belong to a person named elsewhere ("Samuel Morse" … "Morse sent") is that person.
  const personWords = new Set(found.flat().filter((c) => c.kind === 'person').flatMap((c) => c.norm.split(' ')));
  for (const c of found.flat()) if (c.kind === 'name' && c.norm.split(' ').every((w) => personWords.has(w))) c.kind = 'person';
  const sentences: Sentence[] = raw.map((s, id) => {
    const candidates = found[id]!;
    let norms: ReadonlySet<string> | undefined;
    for (const c of candidates) {
      tf.set(c.norm, (tf.get(c.norm) ?? 0) + 1);
      if (!display.has(c.norm)) display.set(c.norm, { norm: c.norm, display: c.display, kind: c.kind, key: c.key });
    }
    for (const norm of new Set(candidates.map((c) => c.norm))) df.set(norm, (df.get(norm) ?? 0) + 1);
    return {
      id,
      text: s.text,
      file: s.segment.file,
      location: s.segment.location,
      segmentIndex: s.segmentIndex,
      words: countWords(s.text, s.tokens, language),
      whole: isWholeSentence(s.text),
      tokens: s.tokens,
      candidates,
      // Built when a question is drafted from the sentence: most sentences of a long document never are.
      get norms() {
        return (norms ??= new Set(s.tokens.map((t) => t.norm)));
      },
    };
  });
  const total = Math.max(sentences.length, 1);
  const weights = new Map<string, number>();
  for (const [norm, count] of tf) weights.set(norm, count * Math.log(1 + total / (df.get(norm) ?? total)));
  const weight = (norm: string): number => weights.get(norm) ?? 0;
  const byKind = new Map<AnswerKind, PoolTerm[]>();
  for (const info of display.values()) {
    const list = byKind.get(info.kind) ?? [];
    list.push(info);
    byKind.set(info.kind, list);
  }
  for (const list of byKind.values()) list.sort((a, b) => weight(b.norm) - weight(a.norm) || a.norm.localeCompare(b.norm));
  return {
    language,
    sentences,
    weight,
    documentFrequency: (norm) => df.get(norm) ?? 0,
    termsOfKind: (kind) => byKind.get(kind) ?? [],
  };
}
