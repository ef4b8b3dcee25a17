import type { Difficulty, LanguageCode } from '@quizlink/contracts/draft';
import type { GeneratedQuestion } from '../draft-model.ts';
import { englishNumber, type AnswerKind, type Candidate } from './answer-kinds.ts';
import { pickDistractors, MIN_DISTRACTORS } from './distractors.ts';
import { DEFINITION_QUESTION, GERMAN_NAME_VERB } from './form-phrases.ts';
import { stopwordsFor } from './language-profile.ts';
import { fill } from './phrasebook.ts';
import { questionOf } from './question-shape.ts';
import type { Random } from './seeded-random.ts';
import type { DocumentIndex, Sentence } from './text-analysis.ts';
import { isPersonWord, isPlaceWord } from './word-lexicon.ts';

/** "X is a Y." in each language: an optional article, the subject (1–4 words), the verb, a predicate opened by an article. */
const PATTERNS: Partial<Record<LanguageCode, RegExp>> = {
  en: /^(?:(The|A|An) )?([\p{L}-]+(?: [\p{L}-]+){0,3}) (is|are|was|were) ((?:a|an|the) [^;:]{8,}?)\.$/u,
  es: /^(?:(El|La|Los|Las|Un|Una) )?([\p{L}-]+(?: [\p{L}-]+){0,3}) (es|son|era|eran|fue|fueron) ((?:el|la|los|las|un|una) [^;:]{8,}?)\.$/u,
  fr: /^(?:(Le|La|Les|L’|L'|Un|Une) ?)?([\p{L}-]+(?: [\p{L}-]+){0,3}) (est|sont|était|étaient|fut) ((?:le|la|les|l’|l'|un|une) [^;:]{8,}?)\.$/u,
  de: /^(?:(Der|Die|Das|Ein|Eine) )?([\p{L}-]+(?: [\p{L}-]+){0,3}) (ist|sind|war|waren) ((?:der|die|das|ein|eine) [^;:]{8,}?)\.$/u,
};

const PLURAL_VERBS = new Set(['are', 'were', 'son', 'eran', 'fueron', 'sont', 'étaient', 'sind', 'waren']);

function subjectKind(language: LanguageCode, subject: string, article: string | undefined, index: DocumentIndex): { kind: AnswerKind; key: string; display: string } | null {
  const words = subject.split(' ');
  const stop = stopwordsFor(language);
  if (words.some((w) => stop.has(w.toLocaleLowerCase(language)))) return null;
  // After an article a capital marks a name ("The Altiplano"), except in German where every noun has one.
  const capital = /^\p{Lu}/u.test(subject) && language !== 'de';
  const named = capital && (Boolean(article) || words.length > 1 || index.termsOfKind('name').some((t) => t.norm === subject.toLocaleLowerCase(language)) || isPersonWord(language, words[0]!) || isPlaceWord(language, words[0]!));
  if (capital && words.some((w) => isPersonWord(language, w))) return { kind: 'person', key: '', display: subject };
  if (capital && words.some((w) => isPlaceWord(language, w))) return { kind: 'place', key: '', display: subject };
  if (named) return { kind: 'name', key: '', display: subject };
  if (words.length > 1) return null;
  const lower = article || language === 'de' ? subject : subject.toLocaleLowerCase(language);
  const display = language === 'de' ? subject : article ? subject : lower;
  if (language === 'en') return { kind: 'noun', key: englishNumber(subject), display };
  return article ? { kind: 'noun', key: article.toLocaleLowerCase(language).replace(/’/, "'"), display } : null;
}

/**
 * "Photosynthesis is the process by which…" → "What is the process by which…?" with the subject as the
 * answer and distractors of its kind from the document (en, es, fr, de).
 */
export function buildDefinition(sentence: Sentence, index: DocumentIndex, difficulty: Difficulty, random: Random): GeneratedQuestion | null {
  const { language } = index;
  const match = PATTERNS[language]?.exec(sentence.text);
  if (!match) return null;
  const [, article, subject, verb, predicate] = match as unknown as [string, string | undefined, string, string, string];
  const kind = subjectKind(language, subject, article, index);
  if (!kind || predicate.toLocaleLowerCase(language).includes(subject.toLocaleLowerCase(language)) || predicate.toLocaleLowerCase(language).includes(kind.display.toLocaleLowerCase(language))) return null;
  const start = sentence.text.indexOf(subject);
  const answer: Candidate = { norm: subject.toLocaleLowerCase(language), display: kind.display, kind: kind.kind, key: kind.key, start, end: start + subject.length };
  const distractors = pickDistractors(answer, sentence, index, difficulty, random);
  if (distractors.length < MIN_DISTRACTORS) return null;
  const templates = DEFINITION_QUESTION[language]!;
  const askedVerb = language === 'de' && kind.kind !== 'person' ? (PLURAL_VERBS.has(verb) ? GERMAN_NAME_VERB.plural : GERMAN_NAME_VERB.singular) : verb;
  const text = fill(kind.kind === 'person' ? templates.person : templates.thing, { v: askedVerb, p: predicate });
  return questionOf(text, answer.display, distractors, sentence, index, difficulty, random);
}
