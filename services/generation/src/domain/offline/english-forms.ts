import type { Difficulty } from '@quizlink/contracts/draft';
import type { GeneratedQuestion } from '../draft-model.ts';
import type { AnswerKind, Candidate } from './answer-kinds.ts';
import { MIN_DISTRACTORS, pickDistractors, tooSimilar } from './distractors.ts';
import { ENGLISH_FORMS } from './form-phrases.ts';
import { fill } from './phrasebook.ts';
import { isWholeSentence } from './prose.ts';
import { questionOf } from './question-shape.ts';
import { shuffled, type Random } from './seeded-random.ts';
import type { DocumentIndex, Sentence } from './text-analysis.ts';
import { isPersonWord, isPlaceWord, tagsOf } from './word-lexicon.ts';

/**
 * English question forms beyond the cloze, each from a sentence shape the text must have:
 * who/which place (a name as subject), when/where (a passive with "in <year|place>"), how many
 * ("X had 45,000 inhabitants") and cause and effect ("Because A, B").
 */

const VERB_TAGS = new Set(['PastTense', 'PresentTense', 'Participle']);
const looksLikeVerb = (word: string) => tagsOf('en', word).some((t) => VERB_TAGS.has(t)) || /^[a-z]+(?:ed|es)$/.test(word);
const lowerArticle = (subject: string) => subject.replace(/^(The|A|An) /, (m) => m.toLowerCase());
const withoutStop = (text: string) => text.replace(/[.!]$/, '');

/** The answer must not stay in the question ("When was … in 1867 … 1867?"). */
export const mentions = (text: string, answer: string): boolean => text.toLowerCase().includes(answer.toLowerCase());

function ask(text: string, answer: Candidate, sentence: Sentence, index: DocumentIndex, difficulty: Difficulty, random: Random): GeneratedQuestion | null {
  if (mentions(text, answer.display)) return null;
  const distractors = pickDistractors(answer, sentence, index, difficulty, random);
  if (distractors.length < MIN_DISTRACTORS) return null;
  return questionOf(text, answer.display, distractors, sentence, index, difficulty, random);
}

const candidate = (display: string, kind: AnswerKind, key: string, sentence: Sentence): Candidate => {
  const start = sentence.text.indexOf(display);
  return { norm: display.toLowerCase(), display, kind, key, start, end: start + display.length };
};

/** "Marie Curie discovered polonium." → "Who discovered polonium?"; a place as subject → "Which city …?" */
function subjectName(sentence: Sentence, index: DocumentIndex, difficulty: Difficulty, random: Random): GeneratedQuestion | null {
  const m = /^((?:The )?\p{Lu}[\p{L}’'-]+(?: \p{Lu}[\p{L}’'-]+){0,2}) ([a-z]+) (.{8,})$/u.exec(sentence.text);
  if (!m) return null;
  const [, rawName, verb, rest] = m as unknown as [string, string, string, string];
  const name = rawName.replace(/^The /, '');
  if (!looksLikeVerb(verb) || rest.includes(name)) return null;
  const words = name.split(' ');
  const person = words.some((w) => isPersonWord('en', w)) && !rawName.startsWith('The ');
  const place = !person && words.some((w) => isPlaceWord('en', w));
  if (!person && !place) return null;
  const answer = candidate(name, person ? 'person' : 'place', '', sentence);
  if (mentions(rest, name)) return null;
  const distractors = pickDistractors(answer, sentence, index, difficulty, random);
  if (distractors.length < MIN_DISTRACTORS) return null;
  // "Which city" only when every option is a city (or country); else "Which place".
  const all = (tag: string) => [name, ...distractors].every((o) => o.split(' ').some((w) => tagsOf('en', w).includes(tag)));
  const template = person ? ENGLISH_FORMS.who : all('City') ? ENGLISH_FORMS.whichCity : all('Country') ? ENGLISH_FORMS.whichCountry : ENGLISH_FORMS.whichPlace;
  return questionOf(fill(template, { r: withoutStop(`${verb} ${rest}`) }), name, distractors, sentence, index, difficulty, random);
}

/** "Marie Curie was born in Warsaw in 1867." → "When was Marie Curie born in Warsaw?" or "Where was Marie Curie born in 1867?" */
function passiveInOrWhere(sentence: Sentence, index: DocumentIndex, difficulty: Difficulty, random: Random): GeneratedQuestion | null {
  const m = /^((?:The |A |An )?[\p{L}’'-]+(?: [\p{L}’'-]+){0,4}) (was|were) ([a-z]+(?:ed|en|n|t)) (.*)\.$/u.exec(sentence.text);
  if (!m) return null;
  const [, subject, verb, participle, tail] = m as unknown as [string, string, string, string, string];
  if (/,/.test(subject) || /^(?:It|This|That|These|Those|They|He|She)$/.test(subject)) return null;
  const year = /(?:^|\s)in (1\d{3}|20\d{2})(?=[\s,]|$)/.exec(tail);
  if (year) {
    const rest = `${participle} ${tail.replace(year[0], '')}`.replace(/\s+/g, ' ').trim();
    const answer = sentence.candidates.find((c) => c.kind === 'year' && c.display === year[1]);
    if (answer) return ask(fill(ENGLISH_FORMS.when, { v: verb, s: lowerArticle(subject), r: rest }), answer, sentence, index, difficulty, random);
  }
  const placeAnswer = sentence.candidates.find((c) => c.kind === 'place' && new RegExp(`(?:^|\\s)in ${c.display}(?=[\\s,]|$)`).test(tail));
  if (placeAnswer) {
    const rest = `${participle} ${tail.replace(`in ${placeAnswer.display}`, '')}`.replace(/\s+/g, ' ').trim();
    return ask(fill(ENGLISH_FORMS.where, { v: verb, s: lowerArticle(subject), r: rest }), placeAnswer, sentence, index, difficulty, random);
  }
  return null;
}

/** "The city had about 45,000 inhabitants in 1850." → "About how many inhabitants did the city have in 1850?" */
function howMany(sentence: Sentence, index: DocumentIndex, difficulty: Difficulty, random: Random): GeneratedQuestion | null {
  const m = /^((?:The |A |An )?[\p{L}’'-]+(?: [\p{L}’'-]+){0,4}) (has|had|have) (about |around |nearly |almost |some )?(\d[\d,.]*) ([a-z]+)(.*)\.$/u.exec(sentence.text);
  if (!m) return null;
  const [, subject, has, about, number, unit, tail] = m as unknown as [string, string, string, string | undefined, string, string, string];
  if (/^(?:It|This|They|He|She)$/.test(subject) || /^\d+$/.test(unit)) return null;
  const answer = sentence.candidates.find((c) => c.kind === 'number' && c.display === number);
  if (!answer) return null;
  const verb = has === 'had' ? 'did' : has === 'has' ? 'does' : 'do';
  const text = fill(about ? ENGLISH_FORMS.aboutHowMany : ENGLISH_FORMS.howMany, { u: unit, v: verb, s: lowerArticle(subject), r: tail });
  return ask(text, answer, sentence, index, difficulty, random);
}

/** The cause and effect of a sentence, when it states one. */
function causeAndEffect(text: string): { cause: string; effect: string } | null {
  const because = /^Because (.{12,}?), (.{12,})\.$/u.exec(text);
  if (because) return { cause: because[1]!, effect: because[2]! };
  const after = /^(.{12,}?),? because (.{12,})\.$/u.exec(text);
  if (after) return { cause: after[2]!, effect: after[1]!.replace(/^(The|A|An|In|At|On) /, (w) => w.toLowerCase()) };
  return null;
}

type Clause = { sentenceId: number; text: string; words: number };

const wordCount = (text: string) => text.split(' ').length;

/** The document's clauses to set against a cause, read once per document: its causes first, then statements. */
const documentClauses = new WeakMap<DocumentIndex, readonly Clause[]>();

function clausesOf(index: DocumentIndex): readonly Clause[] {
  let clauses = documentClauses.get(index);
  if (!clauses) {
    const causes: Clause[] = [];
    const statements: Clause[] = [];
    for (const s of index.sentences) {
      if (!s.whole) continue;
      const found = causeAndEffect(s.text);
      const clause = found ? found.cause : /^(?:The|A|An) [^,;:]{20,90}\.$/.test(s.text) ? s.text.replace(/^\p{Lu}/u, (c) => c.toLowerCase()).replace(/\.$/, '') : null;
      if (clause !== null) (found ? causes : statements).push({ sentenceId: s.id, text: clause, words: wordCount(clause) });
    }
    clauses = [...causes, ...statements];
    documentClauses.set(index, clauses);
  }
  return clauses;
}

/** Clauses of the document to set against a cause: other causes first, then other statements of similar length. */
const clausePool = (index: DocumentIndex, except: Sentence): readonly Clause[] => clausesOf(index).filter((c) => c.sentenceId !== except.id);

/** "Because the river flooded every spring, farmers built on higher ground." → "…what was the reason that farmers built on higher ground?" */
function reason(sentence: Sentence, index: DocumentIndex, difficulty: Difficulty, random: Random): GeneratedQuestion | null {
  const found = causeAndEffect(sentence.text);
  // Clauses of four words or more on every side: a short one among long ones would stand out.
  if (!found) return null;
  const causeWords = wordCount(found.cause);
  if (causeWords < 4) return null;
  const pool = clausePool(index, sentence)
    .filter((c) => c.words >= Math.max(4, causeWords / 2) && c.words <= causeWords * 2 && c.text !== found.cause && !tooSimilar(c.text, found.cause) && !found.effect.includes(c.text))
    .map((c) => c.text);
  const distractors = shuffled([...new Set(pool)], random).slice(0, 3);
  if (distractors.length < MIN_DISTRACTORS) return null;
  const past = found.effect.split(' ').some((w) => tagsOf('en', w).includes('PastTense') || w.endsWith('ed'));
  const text = fill(past ? ENGLISH_FORMS.reasonPast : ENGLISH_FORMS.reasonPresent, { e: found.effect });
  return questionOf(text, found.cause, distractors, sentence, index, difficulty, random);
}

/** The English forms a sentence supports, most specific first. */
export function buildEnglishForm(sentence: Sentence, index: DocumentIndex, difficulty: Difficulty, random: Random): GeneratedQuestion | null {
  if (index.language !== 'en' || !sentence.whole || !isWholeSentence(sentence.text)) return null;
  for (const form of [reason, howMany, passiveInOrWhere, subjectName]) {
    const question = form(sentence, index, difficulty, random);
    if (question) return question;
  }
  return null;
}
