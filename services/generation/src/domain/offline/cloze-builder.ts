import type { Difficulty } from '@quizlink/contracts';
import type { GeneratedQuestion } from '../draft-model.ts';
import { isSpaceless, phrasesFor } from './phrasebook.ts';
import { shuffled, type Random } from './seeded-random.ts';
import type { Candidate, DocumentIndex, Sentence } from './text-analysis.ts';

export const BLANK = '_____';
const WANTED_DISTRACTORS = 3;
const MIN_DISTRACTORS = 2;

/** Two forms of one word ("cell", "cells"; "Paris", "Parisian") must not both be options. */
function tooSimilar(a: string, b: string): boolean {
  if (a === b) return true;
  const shorter = a.length < b.length ? a : b;
  const longer = a.length < b.length ? b : a;
  return shorter.length >= 3 && longer.startsWith(shorter.slice(0, Math.max(3, shorter.length - 1))) && longer.length - shorter.length <= 3;
}

/** Years and numbers close to the answer, when the document has too few of its own. */
function syntheticNumbers(answer: string, kind: Candidate['kind'], random: Random): string[] {
  const value = Number(answer.replace(/,/g, ''));
  if (!Number.isFinite(value) || /[.,]/.test(answer)) return [];
  const steps = kind === 'year' ? [1, 2, 3, 5, 7, 10, 12, 15] : [1, 2, 5, 10];
  const out = steps.flatMap((s) => (kind === 'year' ? [value + s, value - s] : [value + s, Math.max(0, value - s), value * 2]));
  return shuffled([...new Set(out.filter((v) => v !== value && v >= 0).map(String))], random);
}

/**
 * Distractors of the answer's kind, from the same document, never words of the sentence itself nor
 * other forms of the answer. Easy: salient terms picked at random (clearly different); hard: the terms
 * most like the answer (length, ending); medium between the two.
 */
export function pickDistractors(answer: Candidate, sentence: Sentence, index: DocumentIndex, difficulty: Difficulty, random: Random): string[] {
  const pool = index
    .termsOfKind(answer.kind)
    .filter((t) => !tooSimilar(t.norm, answer.norm) && !t.norm.split(' ').some((w) => sentence.norms.has(w)));
  // Likeness: same ending (a rough part of speech: -tion, -ed, -al …), same length, same number of words.
  const likeness = (t: { norm: string }) =>
    -Math.abs(t.norm.length - answer.norm.length) / 2 +
    (t.norm.slice(-2) === answer.norm.slice(-2) ? 2 : 0) +
    (t.norm.slice(-3) === answer.norm.slice(-3) ? 1 : 0) +
    (t.norm.split(' ').length === answer.norm.split(' ').length ? 1 : 0);
  const byLikeness = (list: typeof pool, keep: number) => [...list].sort((a, b) => likeness(b) - likeness(a)).slice(0, keep);
  const ranked =
    difficulty === 'easy'
      ? shuffled(pool.slice(0, 15), random)
      : difficulty === 'medium'
        ? shuffled(byLikeness(pool.slice(0, 40), 8), random)
        : shuffled(byLikeness(pool, 6), random);
  const picked: string[] = [];
  for (const term of ranked) {
    if (picked.length === WANTED_DISTRACTORS) break;
    if (picked.some((p) => tooSimilar(p.toLowerCase(), term.norm))) continue;
    picked.push(term.display);
  }
  if (picked.length < WANTED_DISTRACTORS && (answer.kind === 'year' || answer.kind === 'number')) {
    for (const n of syntheticNumbers(answer.display, answer.kind, random)) {
      if (picked.length === WANTED_DISTRACTORS) break;
      if (!picked.includes(n) && !sentence.norms.has(n)) picked.push(n);
    }
  }
  return picked;
}

/** The answer to blank out, in order of preference for the difficulty. */
export function answerCandidates(sentence: Sentence, index: DocumentIndex, difficulty: Difficulty): Candidate[] {
  const unique = [...new Map(sentence.candidates.map((c) => [c.norm, c])).values()];
  const factual = (c: Candidate) => (c.kind === 'term' ? 1 : 1.5);
  if (difficulty === 'easy') return unique.sort((a, b) => index.weight(b.norm) * factual(b) - index.weight(a.norm) * factual(a));
  if (difficulty === 'medium') return unique.sort((a, b) => index.weight(b.norm) - index.weight(a.norm));
  // Hard: the rarest words of the sentence, longer ones first among equals.
  return unique.sort((a, b) => index.documentFrequency(a.norm) - index.documentFrequency(b.norm) || b.norm.length - a.norm.length);
}

/** The sentence with every occurrence of the answer replaced by a blank. */
export function blankOut(sentence: Sentence, answer: Candidate): string {
  const spans = sentence.candidates.filter((c) => c.norm === answer.norm).sort((a, b) => b.start - a.start);
  let text = sentence.text;
  for (const span of spans) text = `${text.slice(0, span.start)}${BLANK}${text.slice(span.end)}`;
  return text;
}

export const sourceNote = (index: DocumentIndex, sentence: Sentence): string =>
  `${phrasesFor(index.language).source} (${sentence.file}, ${sentence.location}): “${sentence.text}”`;

/**
 * A fill-in-the-blank multiple-choice question from one sentence, or null when the document offers no
 * two distractors of the answer's kind for any candidate of the sentence.
 */
export function buildCloze(sentence: Sentence, index: DocumentIndex, difficulty: Difficulty, random: Random): GeneratedQuestion | null {
  for (const answer of answerCandidates(sentence, index, difficulty)) {
    const distractors = pickDistractors(answer, sentence, index, difficulty, random);
    if (distractors.length < MIN_DISTRACTORS) continue;
    const prompt = phrasesFor(index.language).fillBlank;
    const gap = isSpaceless(index.language) ? '' : ' ';
    return {
      questionText: `${prompt}${gap}${blankOut(sentence, answer)}`,
      questionType: 'mcq',
      options: shuffled([answer.display, ...distractors], random),
      correctAnswer: answer.display,
      explanation: sourceNote(index, sentence),
      rubric: null,
      difficulty,
      source: { file: sentence.file, location: sentence.location },
    };
  }
  return null;
}
