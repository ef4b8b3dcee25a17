import type { Difficulty } from '@quizlink/contracts/draft';
import type { GeneratedQuestion } from '../draft-model.ts';
import type { Candidate } from './answer-kinds.ts';
import { MIN_DISTRACTORS, pickDistractors } from './distractors.ts';
import { isSpaceless, phrasesFor } from './phrasebook.ts';
import { questionOf } from './question-shape.ts';
import type { Random } from './seeded-random.ts';
import type { DocumentIndex, Sentence } from './text-analysis.ts';

export { sourceNote } from './question-shape.ts';

export const BLANK = '_____';

/** Facts (names, years, numbers) make better blanks than common nouns; hard prefers the rarest words. */
const FACT_WEIGHT: Record<Candidate['kind'], number> = { person: 1.6, place: 1.5, year: 1.5, number: 1.4, name: 1.3, ordinal: 1.2, noun: 1, term: 1 };

/** The answers to blank out, in order of preference for the difficulty; an answer written twice in the sentence is never one. */
export function answerCandidates(sentence: Sentence, index: DocumentIndex, difficulty: Difficulty): Candidate[] {
  const counts = new Map<string, number>();
  for (const c of sentence.candidates) counts.set(c.norm, (counts.get(c.norm) ?? 0) + 1);
  const once = sentence.candidates.filter((c) => counts.get(c.norm) === 1 && sentence.text.toLowerCase().split(c.norm).length === 2);
  if (difficulty === 'hard') return once.sort((a, b) => index.documentFrequency(a.norm) - index.documentFrequency(b.norm) || b.norm.length - a.norm.length);
  const factual = (c: Candidate) => (difficulty === 'easy' ? FACT_WEIGHT[c.kind] : 1 + (FACT_WEIGHT[c.kind] - 1) / 2);
  return once.sort((a, b) => index.weight(b.norm) * factual(b) - index.weight(a.norm) * factual(a));
}

/** The sentence with the answer replaced by one blank. */
export const blankOut = (sentence: Sentence, answer: Candidate): string => `${sentence.text.slice(0, answer.start)}${BLANK}${sentence.text.slice(answer.end)}`;

/**
 * A fill-in-the-blank multiple-choice question from one whole sentence — one blank, the answer as written —
 * or null when the document offers no two distractors of the kind of any candidate of the sentence.
 */
export function buildCloze(sentence: Sentence, index: DocumentIndex, difficulty: Difficulty, random: Random): GeneratedQuestion | null {
  if (!sentence.whole) return null;
  for (const answer of answerCandidates(sentence, index, difficulty)) {
    const distractors = pickDistractors(answer, sentence, index, difficulty, random);
    if (distractors.length < MIN_DISTRACTORS) continue;
    const gap = isSpaceless(index.language) ? '' : ' ';
    return questionOf(`${phrasesFor(index.language).fillBlank}${gap}${blankOut(sentence, answer)}`, answer.display, distractors, sentence, index, difficulty, random);
  }
  return null;
}
