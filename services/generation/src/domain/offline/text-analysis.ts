import type { LanguageCode } from '@quizlink/contracts';
import type { TextSegment } from '../draft-model.ts';
import { hasCase, minTermLength, stopwordsFor } from './language-profile.ts';
import { isSpaceless } from './phrasebook.ts';

/** Kinds of answer: distractors are always taken from the same kind, so no option stands out. */
export type TermKind = 'year' | 'number' | 'proper' | 'term';

/** A word or name in a sentence that could be blanked out. `start`/`end` index the sentence text. */
export type Candidate = { norm: string; display: string; kind: TermKind; start: number; end: number };

export type Sentence = {
  id: number;
  text: string;
  file: string;
  location: string;
  segmentIndex: number;
  words: number;
  candidates: Candidate[];
  /** Every word of the sentence, normalised: distractors must not already appear in it. */
  norms: ReadonlySet<string>;
};

export type DocumentIndex = {
  language: LanguageCode;
  sentences: Sentence[];
  weight(norm: string): number;
  documentFrequency(norm: string): number;
  /** Terms of one kind, most important first, with the form to show them in. */
  termsOfKind(kind: TermKind): ReadonlyArray<{ norm: string; display: string }>;
};

type Token = { text: string; norm: string; start: number; end: number };

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

export function wordTokens(text: string, language: LanguageCode): Token[] {
  const tokens: Token[] = [];
  for (const part of segmenter(language, 'word').segment(text)) {
    if (!part.isWordLike) continue;
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

const NUMBER = /^\p{Nd}+(?:[.,]\p{Nd}+)*$/u;
const YEAR = /^(1\d{3}|20\d{2}|21\d{2})$/;
const CAPITALISED = /^\p{Lu}/u;

function kindOf(token: Token, isFirst: boolean, capitalisedMidSentence: ReadonlySet<string>, language: LanguageCode): TermKind | null {
  if (YEAR.test(token.text)) return 'year';
  if (NUMBER.test(token.text)) return 'number';
  if (!/\p{L}/u.test(token.text) || stopwordsFor(language).has(token.norm)) return null;
  if (hasCase(language) && CAPITALISED.test(token.text) && (!isFirst || capitalisedMidSentence.has(token.norm))) return 'proper';
  return token.text.length >= minTermLength(language) ? 'term' : null;
}

/** Candidates of a sentence; consecutive names ("Marie Curie", "New York") become one. */
function candidatesOf(text: string, tokens: Token[], capitalisedMid: ReadonlySet<string>, language: LanguageCode): Candidate[] {
  const out: Candidate[] = [];
  for (const [i, token] of tokens.entries()) {
    const kind = kindOf(token, i === 0, capitalisedMid, language);
    if (!kind) continue;
    const previous = out.at(-1);
    if (kind === 'proper' && previous?.kind === 'proper' && text.slice(previous.end, token.start) === ' ' && previous.norm.split(' ').length < 3) {
      previous.norm = `${previous.norm} ${token.norm}`;
      previous.display = text.slice(previous.start, token.end);
      previous.end = token.end;
      continue;
    }
    const display = kind === 'term' ? token.norm : token.text;
    out.push({ norm: token.norm, display, kind, start: token.start, end: token.end });
  }
  return out;
}

const countWords = (text: string, tokens: Token[], language: LanguageCode): number =>
  isSpaceless(language) ? Math.ceil(text.length / 2) : tokens.length;

/**
 * Splits the text into sentences that keep their source (file, page or paragraph), finds the candidate
 * answers of each, and weighs every term by TF-IDF across sentences: frequent in the document, specific
 * to few sentences.
 */
export function indexDocument(segments: TextSegment[], language: LanguageCode): DocumentIndex {
  const raw = segments.flatMap((segment, segmentIndex) =>
    splitSentences(segment.text, language).map((text) => ({ text, segment, segmentIndex, tokens: wordTokens(text, language) })),
  );
  const capitalisedMid = new Set<string>();
  for (const s of raw) for (const t of s.tokens.slice(1)) if (CAPITALISED.test(t.text)) capitalisedMid.add(t.norm);

  const tf = new Map<string, number>();
  const df = new Map<string, number>();
  const display = new Map<string, { display: string; kind: TermKind }>();
  const sentences: Sentence[] = raw.map((s, id) => {
    const candidates = candidatesOf(s.text, s.tokens, capitalisedMid, language);
    for (const c of candidates) {
      tf.set(c.norm, (tf.get(c.norm) ?? 0) + 1);
      if (!display.has(c.norm)) display.set(c.norm, { display: c.display, kind: c.kind });
    }
    for (const norm of new Set(candidates.map((c) => c.norm))) df.set(norm, (df.get(norm) ?? 0) + 1);
    return {
      id,
      text: s.text,
      file: s.segment.file,
      location: s.segment.location,
      segmentIndex: s.segmentIndex,
      words: countWords(s.text, s.tokens, language),
      candidates,
      norms: new Set(s.tokens.map((t) => t.norm)),
    };
  });
  const total = Math.max(sentences.length, 1);
  const weights = new Map<string, number>();
  for (const [norm, count] of tf) weights.set(norm, count * Math.log(1 + total / (df.get(norm) ?? total)));
  const weight = (norm: string): number => weights.get(norm) ?? 0;
  const byKind = new Map<TermKind, Array<{ norm: string; display: string }>>();
  for (const [norm, info] of display) {
    const list = byKind.get(info.kind) ?? [];
    list.push({ norm, display: info.display });
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
