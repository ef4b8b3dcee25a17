import type { Difficulty, LanguageCode } from '@quizlink/contracts/draft';
import type { GeneratedQuestion } from '../draft-model.ts';
import { sourceNote } from './question-shape.ts';
import { fill, listOf, phrasesFor } from './phrasebook.ts';
import type { DocumentIndex, Sentence } from './text-analysis.ts';

const QUOTE_MAX = 300;
const quote = (text: string): string => (text.length > QUOTE_MAX ? `${text.slice(0, QUOTE_MAX - 1).trimEnd()}…` : text);

/** The sentence's most important terms (TF-IDF), in the form they are shown: words and names, not bare numbers. */
function keyTerms(sentence: Sentence, index: DocumentIndex, max: number): string[] {
  const words = sentence.candidates.filter((c) => c.kind !== 'year' && c.kind !== 'number' && c.kind !== 'ordinal');
  const unique = [...new Map(words.map((c) => [c.norm, c])).values()];
  return unique
    .sort((a, b) => index.weight(b.norm) - index.weight(a.norm))
    .slice(0, max)
    .map((c) => c.display);
}

/**
 * An open-ended question about one sentence, with a rubric naming the key terms a good answer uses
 * and where the source is. Easy asks to explain the sentence; medium to relate its two key terms;
 * hard to discuss it with evidence.
 */
export function buildEssay(sentence: Sentence, index: DocumentIndex, difficulty: Difficulty): GeneratedQuestion | null {
  const terms = keyTerms(sentence, index, 3);
  if (terms.length === 0) return null;
  const phrases = phrasesFor(index.language);
  const s = quote(sentence.text);
  const [a, b] = terms;
  const template = difficulty === 'hard' ? phrases.essayHard : difficulty === 'medium' && a && b ? phrases.essayMedium : phrases.essayEasy;
  return {
    questionText: fill(template, { s, a: a ?? '', b: b ?? '' }),
    questionType: 'essay',
    options: [],
    correctAnswer: null,
    explanation: sourceNote(index, sentence),
    rubric: fill(phrases.rubric, { k: listOf(index.language, terms), w: `${sentence.file}, ${sentence.location}` }),
    difficulty,
    source: { file: sentence.file, location: sentence.location },
  };
}

/** Open-ended questions about a bare topic (no text to draw facts from), in the asked language. */
export function buildTopicEssays(topic: string, count: number, language: LanguageCode, difficulty: Difficulty, skip: number): GeneratedQuestion[] {
  const phrases = phrasesFor(language);
  const prompts = phrases.topicPrompts;
  const out: GeneratedQuestion[] = [];
  for (let i = 0; i < Math.min(count, prompts.length - skip); i++) {
    out.push({
      questionText: fill(prompts[(i + skip) % prompts.length]!, { t: topic }),
      questionType: 'essay',
      options: [],
      correctAnswer: null,
      explanation: null,
      rubric: fill(phrases.topicRubric, { t: topic }),
      difficulty,
      source: { file: 'Topic', location: null },
    });
  }
  return out;
}
