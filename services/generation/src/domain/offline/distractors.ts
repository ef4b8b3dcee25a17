import type { Difficulty } from '@quizlink/contracts/draft';
import { nounKeysAgree, type Candidate } from './answer-kinds.ts';
import { shuffled, type Random } from './seeded-random.ts';
import type { DocumentIndex, PoolTerm, Sentence } from './text-analysis.ts';
import { isVerbWord, tagsOf } from './word-lexicon.ts';

const PLACE_SORTS = new Set(['City', 'Country', 'Region', 'Continent']);

export const WANTED_DISTRACTORS = 3;
export const MIN_DISTRACTORS = 2;
/** Years of the document count as near when they lie this close to the answer. */
const NEAR_YEARS = 60;
const YEAR_LIKE = /^(1\d{3}|20\d{2}|21\d{2})$/;

/** Two forms of one word ("cell", "cells"; "Paris", "Parisian") must not both be options. */
export function tooSimilar(a: string, b: string): boolean {
  if (a === b) return true;
  const shorter = a.length < b.length ? a : b;
  const longer = a.length < b.length ? b : a;
  return shorter.length >= 3 && longer.startsWith(shorter.slice(0, Math.max(3, shorter.length - 1))) && longer.length - shorter.length <= 3;
}

const parseNumber = (text: string): number | null => {
  const plain = text.replace(/[\s,](?=\d{3}\b)/g, '').replace(/\.(?=\d{3}\b)/g, '').replace(',', '.');
  const value = Number(plain);
  return Number.isFinite(value) ? value : null;
};

/** A number written the way the answer is: thousands separator, decimals. */
function formatLike(answer: string, value: number): string {
  const decimals = /[.,](\d{1,2})$/.exec(answer)?.[1]?.length ?? 0;
  const fixed = value.toFixed(decimals);
  const separator = /\d,\d{3}(?!\d)/.test(answer) ? ',' : /\d\.\d{3}(?!\d)/.test(answer) ? '.' : /\d\s\d{3}(?!\d)/.test(answer) ? ' ' : '';
  const [whole, fraction] = fixed.split('.');
  const grouped = separator ? whole!.replace(/\B(?=(\d{3})+(?!\d))/g, separator) : whole!;
  const decimalMark = separator === ',' || !/,\d{1,2}$/.test(answer) ? '.' : ',';
  return fraction ? `${grouped}${decimalMark}${fraction}` : grouped;
}

/** Years near the year, numbers of the same magnitude, written like the answer. */
function syntheticNumbers(answer: Candidate, random: Random): string[] {
  if (answer.kind === 'ordinal') {
    const n = Number.parseInt(answer.norm, 10);
    const suffix = (k: number) => (k % 100 >= 11 && k % 100 <= 13 ? 'th' : ['th', 'st', 'nd', 'rd'][k % 10] ?? 'th');
    return shuffled([n - 1, n + 1, n - 2, n + 2, n + 3].filter((k) => k > 0).map((k) => `${k}${suffix(k)}`), random);
  }
  const value = parseNumber(answer.display);
  if (value === null) return [];
  if (answer.kind === 'year') return shuffled([1, 2, 3, 5, 7, 10, 12, 15].flatMap((s) => [value + s, value - s]).map(String), random);
  const magnitude = 10 ** Math.max(0, Math.floor(Math.log10(Math.max(value, 1))) - 1);
  const factors = value < 10 ? [] : [0.5, 0.75, 1.25, 1.5, 2, 0.6, 1.4];
  const small = value < 10 ? [value + 1, value + 2, value - 1, value + 3, value * 2] : [];
  // A count never gets a year-like distractor (1500 would read as a year beside 3000).
  const values = [...factors.map((f) => Math.round((value * f) / magnitude) * magnitude), ...small].filter((v) => v > 0 && v !== value && (answer.display.length > 4 || !YEAR_LIKE.test(String(v))));
  return shuffled([...new Set(values)].map((v) => formatLike(answer.display, v)), random);
}

/** Whether a term of the document is of the answer's kind (and unit, number, article). */
function sameKind(index: DocumentIndex, answer: Candidate, term: PoolTerm): boolean {
  if (term.kind !== answer.kind) return false;
  if (answer.kind === 'number') {
    const a = parseNumber(answer.display);
    const b = parseNumber(term.display);
    return term.key === answer.key && a !== null && b !== null && b / a >= 0.1 && b / a <= 10;
  }
  if (answer.kind === 'year') return Math.abs(Number(term.norm) - Number(answer.norm)) <= NEAR_YEARS;
  if (answer.kind === 'noun') return nounKeysAgree(index.language, answer.key, term.key, term.norm) && !isVerbWord(index.language, term.norm);
  if (answer.kind === 'person' || answer.kind === 'place' || answer.kind === 'name') return Math.abs(term.norm.split(' ').length - answer.norm.split(' ').length) <= 1;
  return true;
}

/**
 * Up to three distractors of the answer's kind, from the same document, never words of the sentence
 * itself nor other forms of the answer; years and numbers near the answer are made up when the document
 * has too few. Easy: salient terms at random; hard: the terms most like the answer; medium between.
 */
export function pickDistractors(answer: Candidate, sentence: Sentence, index: DocumentIndex, difficulty: Difficulty, random: Random): string[] {
  const pool = index
    .termsOfKind(answer.kind)
    .filter((t) => sameKind(index, answer, t) && t.norm !== answer.norm && !t.norm.split(' ').some((w) => sentence.norms.has(w)));
  // Places of the answer's sort (cities with cities, countries with countries) come first.
  const sortOf = (text: string) => text.split(' ').flatMap((w) => tagsOf(index.language, w)).find((tag) => PLACE_SORTS.has(tag)) ?? '';
  const answerSort = answer.kind === 'place' ? sortOf(answer.display) : '';
  const answerValue = parseNumber(answer.display) ?? 0;
  const answerWords = answer.norm.split(' ').length;
  const likeness = (t: PoolTerm) =>
    (answerSort && sortOf(t.display) === answerSort ? 10 : 0) +
    (answer.kind === 'year' || answer.kind === 'number'
      ? -Math.abs((parseNumber(t.display) ?? 0) - answerValue)
      : -Math.abs(t.norm.length - answer.norm.length) / 2 + (t.norm.slice(-2) === answer.norm.slice(-2) ? 2 : 0) + (t.norm.split(' ').length === answerWords ? 1 : 0));
  // Each term's likeness is worked out once, not at every comparison of the sort.
  const byLikeness = (list: PoolTerm[], keep: number) => {
    const scores = new Map(list.map((t) => [t, likeness(t)]));
    return [...list].sort((a, b) => scores.get(b)! - scores.get(a)!).slice(0, keep);
  };
  const ranked =
    difficulty === 'easy' ? shuffled(answerSort ? byLikeness(pool, 15) : pool.slice(0, 15), random) : difficulty === 'medium' ? shuffled(byLikeness(pool.slice(0, 40), 8), random) : shuffled(byLikeness(pool, 6), random);
  const picked: string[] = [];
  const numeric = answer.kind === 'year' || answer.kind === 'number' || answer.kind === 'ordinal';
  const alike = (a: string, b: string) => (numeric ? a === b : tooSimilar(a, b));
  const taken = (text: string) => picked.some((p) => alike(p.toLowerCase(), text.toLowerCase())) || alike(text.toLowerCase(), answer.norm);
  for (const term of ranked) {
    if (picked.length === WANTED_DISTRACTORS) break;
    if (!taken(term.display)) picked.push(term.display);
  }
  if (picked.length < WANTED_DISTRACTORS && numeric) {
    for (const n of syntheticNumbers(answer, random)) {
      if (picked.length === WANTED_DISTRACTORS) break;
      if (!picked.includes(n) && n !== answer.display && !sentence.norms.has(n.toLowerCase())) picked.push(n);
    }
  }
  return picked;
}
