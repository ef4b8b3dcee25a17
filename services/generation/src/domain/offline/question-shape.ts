import type { Difficulty } from '@quizlink/contracts/draft';
import type { GeneratedQuestion } from '../draft-model.ts';
import { phrasesFor } from './phrasebook.ts';
import { shuffled, type Random } from './seeded-random.ts';
import type { DocumentIndex, Sentence } from './text-analysis.ts';

export const sourceNote = (index: DocumentIndex, sentence: Sentence): string =>
  `${phrasesFor(index.language).source} (${sentence.file}, ${sentence.location}): “${sentence.text}”`;

/** A multiple-choice question from its text, answer and distractors, citing the sentence it came from. */
export function questionOf(text: string, answer: string, distractors: string[], sentence: Sentence, index: DocumentIndex, difficulty: Difficulty, random: Random): GeneratedQuestion {
  return {
    questionText: text,
    questionType: 'mcq',
    options: shuffled([answer, ...distractors], random),
    correctAnswer: answer,
    explanation: sourceNote(index, sentence),
    rubric: null,
    difficulty,
    source: { file: sentence.file, location: sentence.location },
  };
}
