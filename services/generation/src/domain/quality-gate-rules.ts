import type { LanguageCode } from '@quizlink/contracts/draft';
import type { GeneratedQuestion } from './draft-model.ts';
import { englishNumber } from './offline/answer-kinds.ts';
import { detectLanguage } from './offline/language-profile.ts';
import { isPlaceWord, isVerbWord } from './offline/word-lexicon.ts';

/**
 * What a reader catches in a drafted question, whoever drafted it (the model or the offline generator):
 * more than one blank, the answer visible in the question, options of mixed kinds, a fragment instead of
 * a whole sentence, words re-cased from the source. Each rule returns its reason or null.
 */
export const GATE_REASONS = {
  blanks: 'more than one blank',
  answerVisible: 'the answer is visible in the question',
  mixedKinds: 'options of mixed kinds',
  fragment: 'a fragment, not a whole sentence',
  recased: 'a word re-cased from the source',
  splitName: 'part of a name blanked',
} as const;

const BLANK_RUN = /_{3,}/g;
const TERMINAL = /[.!?…。！？:：]\s?["'”’“»)\]]*$/u;
const CASELESS_START = /^[\p{Lo}\p{Nd}"'“‘«¿¡(_]/u;
/** "Fill in the blank:", "Complétez le blanc :" — a short label before the sentence itself. */
const LABEL = /^[^:：?？]{1,40}[:：]\s*/u;
const CJK = /[\u3040-\u30ff\u4e00-\u9fff\uac00-\ud7af]/u;
/** Small words inside names: "Ring of Fire", "Alcalá de Henares". */
const NAME_JOINERS = new Set(['de', 'del', 'da', 'di', 'von', 'van', 'of', 'du', 'la', 'the']);

const WORD_CHAR = /[\p{L}\p{N}]/u;
/** The text contains the phrase as a whole word (ignoring case unless `exactCase`); CJK by substring. */
function containsWord(text: string, phrase: string, exactCase = false): boolean {
  if (!phrase) return false;
  if (CJK.test(phrase)) return text.includes(phrase);
  const haystack = exactCase ? text : text.toLocaleLowerCase();
  const needle = exactCase ? phrase : phrase.toLocaleLowerCase();
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at + 1)) {
    if (!WORD_CHAR.test(haystack[at - 1] ?? '') && !WORD_CHAR.test(haystack[at + needle.length] ?? '')) return true;
  }
  return false;
}

export function tooManyBlanks(q: GeneratedQuestion): string | null {
  return (q.questionText.match(BLANK_RUN) ?? []).length > 1 ? GATE_REASONS.blanks : null;
}

export function answerVisible(q: GeneratedQuestion): string | null {
  const answer = q.correctAnswer?.trim();
  return q.questionType === 'mcq' && answer && containsWord(q.questionText, answer) ? GATE_REASONS.answerVisible : null;
}

/** The question must read as a whole sentence: a capital (or digit, quote, blank) first, end punctuation last, one line, balanced. */
export function fragment(q: GeneratedQuestion): string | null {
  const text = q.questionText.trim();
  const stem = text.replace(LABEL, '');
  const words = stem.split(/\s+/).filter(Boolean).length;
  const count = (re: RegExp) => (stem.match(re) ?? []).length;
  const bad =
    /\n/.test(text) ||
    !(/^\p{Lu}/u.test(stem) || CASELESS_START.test(stem)) ||
    !TERMINAL.test(stem) ||
    (CJK.test(stem) ? stem.length < 6 : words < 4) ||
    count(/\(/g) !== count(/\)/g) ||
    count(/«/g) !== count(/»/g) ||
    repeatedOpening(stem);
  return bad ? GATE_REASONS.fragment : null;
}

/** A heading glued to its sentence: "The Roman Empire The Roman Empire was…". */
function repeatedOpening(stem: string): boolean {
  const words = stem.split(/\s+/);
  for (let n = 2; n <= Math.min(8, words.length / 2); n++) {
    if (words.slice(0, n).join(' ') === words.slice(n, 2 * n).join(' ')) return true;
  }
  return false;
}

type OptionKind = 'year' | 'number' | 'ordinal' | 'phrase' | 'name' | 'verb' | 'singular' | 'plural' | 'word';

function optionKind(option: string, language: LanguageCode): OptionKind {
  const o = option.trim();
  if (/^(1\d{3}|20\d{2}|21\d{2})$/.test(o)) return 'year';
  if (/^\d+(?:st|nd|rd|th|e|er|º|ª|\.)$/i.test(o)) return 'ordinal';
  if (/^[\d.,\s]*\d\s?%?$/.test(o)) return 'number';
  const words = o.split(/\s+/);
  if (words.length >= 4) return 'phrase';
  if (CJK.test(o)) return 'word';
  if (language !== 'de' && /^\p{Lu}/u.test(o) && words.every((w) => /^\p{Lu}/u.test(w) || NAME_JOINERS.has(w))) return 'name';
  if (words.length === 1 && isVerbWord(language, o)) return 'verb';
  if (language === 'en' && words.length === 1 && /^\p{Ll}+$/u.test(o)) return englishNumber(o) === 'pl' ? 'plural' : 'singular';
  return 'word';
}

/** Options a reader sees as different kinds: a name among nouns, a verb among nouns, a year among counts, singular among plurals. */
export function mixedKinds(q: GeneratedQuestion): string | null {
  if (q.questionType !== 'mcq' || q.options.length < 2) return null;
  const language = detectLanguage(`${q.questionText} ${q.options.join(' ')}`);
  const kinds = new Set(q.options.map((o) => optionKind(o, language)));
  if (kinds.size <= 1) return null;
  // Words the lexicon cannot place ('word') go with any other single word.
  const single = new Set<OptionKind>(['word', 'singular', 'plural', 'verb']);
  const known = [...kinds].filter((k) => k !== 'word');
  if ([...kinds].every((k) => single.has(k)) && known.length <= 1) return null;
  return GATE_REASONS.mixedKinds;
}

/** The sentence a question quotes as its source (the offline generator's explanation), if any. */
const quotedSource = (q: GeneratedQuestion): string | null => /“([^”]+)”\s*$/u.exec(q.explanation ?? '')?.[1] ?? null;

/** An option written in other capitals than in the source ("cairo" for "Cairo", "latin"), or a known place in lower case. */
export function recased(q: GeneratedQuestion): string | null {
  if (q.questionType !== 'mcq') return null;
  const source = quotedSource(q);
  const language = detectLanguage(`${q.questionText} ${q.options.join(' ')}`);
  for (const option of q.options.map((o) => o.trim())) {
    if (/^\p{Ll}/u.test(option) && option.split(/\s+/).length === 1 && isPlaceWord(language, option)) return GATE_REASONS.recased;
    if (!source || !containsWord(source, option) || containsWord(source, option, true)) continue;
    // Only the first letter differs and the source has it first in the sentence: "Photosynthesis is…" → "photosynthesis".
    const atStart = source.slice(0, option.length);
    if (atStart.toLocaleLowerCase() === option.toLocaleLowerCase() && atStart.slice(1) === option.slice(1)) continue;
    return GATE_REASONS.recased;
  }
  return null;
}

/** Capitalised only because they open the sentence: "The _____ of…". */
const SENTENCE_OPENERS = new Set('The A An In On At By For From To Of With After Before During Der Die Das Ein Eine El La Los Las Un Una Le Les Une En'.split(' '));

/** "Samuel _____ and Alfred Vail": a capitalised answer next to a capitalised word is half a name. */
export function splitName(q: GeneratedQuestion): string | null {
  if (!q.correctAnswer || !/^\p{Lu}/u.test(q.correctAnswer.trim())) return null;
  // German capitalises every noun: "Der _____ William Wilson" asks for a noun, not half a name.
  if (detectLanguage(q.questionText) === 'de') return null;
  const stem = q.questionText.replace(LABEL, '');
  const m = /(\S+)?\s?_{3,}\s?(\S+)?/u.exec(stem);
  if (!m) return null;
  const before = m[1] && !SENTENCE_OPENERS.has(m[1]) ? m[1] : '';
  const after = m[2] ?? '';
  return /^\p{Lu}\p{L}*$/u.test(before) || /^\p{Lu}\p{L}*/u.test(after) ? GATE_REASONS.splitName : null;
}

/** Every reader rule, in the order a reader notices them. */
export const READER_RULES = [tooManyBlanks, fragment, answerVisible, recased, mixedKinds, splitName] as const;
