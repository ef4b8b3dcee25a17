import type { LanguageCode } from '@quizlink/contracts/draft';
import { hasCase, minTermLength, stopwordsFor } from './language-profile.ts';
import { isAdjectiveWord, isPersonWord, isPlaceWord, isVerbWord, tagsOf } from './word-lexicon.ts';

/**
 * Kinds of answer. Distractors always share the answer's kind — people for people, places for places,
 * years for years, numbers of the same unit, nouns of the same grammatical number (and, where articles
 * show it, gender) — so no option stands out by its kind.
 */
export type AnswerKind = 'year' | 'number' | 'ordinal' | 'person' | 'place' | 'name' | 'noun' | 'term';

/**
 * A word or name of a sentence that can be asked about. `start`/`end` index the sentence text; `display`
 * is the text as written there. `key` refines the kind: the unit of a number ("inhabitants"), the article
 * before a noun ("la", "der") or, in English, its number and article ("pl", "sg:an").
 */
export type Candidate = { norm: string; display: string; kind: AnswerKind; key: string; start: number; end: number };

export type Token = { text: string; norm: string; start: number; end: number };

const YEAR = /^(1\d{3}|20\d{2}|21\d{2})$/;
const NUMBER = /^\p{Nd}{1,3}(?:[.,\s]\p{Nd}{3})*(?:[.,]\p{Nd}+)?$|^\p{Nd}+(?:[.,]\p{Nd}+)?$/u;
const ORDINAL_EN = /^\d+(?:st|nd|rd|th)$/;
const CAPITALISED = /^\p{Lu}/u;
const ERA = new Set(['bc', 'bce', 'ad', 'ce']);

/** Articles and determiners that announce a noun; contractions map to the article they contain. */
const DETERMINERS: Partial<Record<LanguageCode, Readonly<Record<string, string>>>> = {
  en: { the: 'the', a: 'a', an: 'an', its: 'the', their: 'the', his: 'the', her: 'the', this: 'the', these: 'the', those: 'the' },
  es: { el: 'el', la: 'la', los: 'los', las: 'las', un: 'un', una: 'una', unos: 'los', unas: 'las', del: 'el', al: 'el' },
  fr: { le: 'le', la: 'la', les: 'les', un: 'un', une: 'une', du: 'le', au: 'le', aux: 'les', des: 'les' },
  de: {
    der: 'der', die: 'die', das: 'das', den: 'den', dem: 'dem', des: 'des', ein: 'ein', eine: 'eine', einen: 'einen', einem: 'einem', eines: 'eines', einer: 'einer',
    im: 'dem', am: 'dem', vom: 'dem', zum: 'dem', beim: 'dem', zur: 'der', ins: 'das',
  },
  it: { il: 'il', lo: 'lo', la: 'la', i: 'i', gli: 'gli', le: 'le', un: 'un', uno: 'uno', una: 'una', del: 'il', della: 'la', dei: 'i', delle: 'le', nel: 'il', nella: 'la', al: 'il', alla: 'la' },
  pt: { o: 'o', a: 'a', os: 'os', as: 'as', um: 'um', uma: 'uma', do: 'o', da: 'a', dos: 'os', das: 'as', no: 'o', na: 'a', nos: 'os', nas: 'as' },
  nl: { de: 'de', het: 'het', een: 'een' },
};

/** Languages whose adjectives come before the noun: the noun is the last word of the group. */
const HEAD_LAST = new Set<LanguageCode>(['en', 'de', 'nl']);
/** English endings of adjectives and verb forms the lexicon may not list. */
const EN_ADJECTIVE = /(?:al|ous|ive|ic|ful|less|able|ible|ary|ern|ish)$/;
const EN_VERB_FORM = /(?:ed|ing)$/;
/** After a noun, these forms are the sentence's verb ("the plant takes"), not a second noun. */
const EN_VERB_TAGS = new Set(['PresentTense', 'Infinitive', 'PastTense', 'Modal', 'Copula', 'Auxiliary']);
/** Words that open an object: after "crosses" they show it is a verb. */
const EN_OBJECT_START = /^(?:the|a|an|its|their|his|her|them|it|this|these|those|some|many|most|all|\d.*|one|two|three|four|five|six|seven|eight|nine|ten)$/;
/** What may follow a plural noun that ends its group: a preposition, a conjunction, a relative word. */
const EN_AFTER_NOUN = new Set('of in on at to from by with for during after before into through over under between among across along around near and or but that which who where when while than as is are was were have had can could will would may might must'.split(' '));
/** "crosses seven", "stores extra", "takes carbon": an -s word followed by its object is the verb. */
const followedLikeVerb = (next: Token | undefined, gap: string): boolean =>
  next !== undefined && gap === ' ' && (EN_OBJECT_START.test(next.norm) || (/^\p{Ll}/u.test(next.text) && !EN_AFTER_NOUN.has(next.norm)));
/** Words that make a name a place, whatever its other words: "River Dee", "Westminster Abbey". */
const PLACE_WORDS = new Set(
  'river lake mount mountains sea ocean bay gulf canal island islands cape valley desert abbey cathedral bridge street square castle palace harbour port río lago monte mar océano isla fleuve lac mont mer océan île fluss see berg meer insel'.split(' '),
);
/** Abbreviations inside names: "Edna St. Vincent Millay". */
const NAME_ABBREVIATIONS = new Set(['St', 'Dr', 'Mr', 'Mrs', 'Ms', 'Jr', 'Sr']);
/** Small words that may join the parts of a name: "Alcalá de Henares", "Ring of Fire". */
const NAME_JOINERS = new Set(['de', 'del', 'da', 'di', 'von', 'van', 'of', 'du', 'la']);
/** A word glued to its neighbour by a hyphen or an apostrophe ("lithium-ion") cannot be blanked alone. */
const glued = (text: string, t: Token) => /[-‐'’\p{L}]/u.test(text[t.end] ?? '') || /[-‐]/.test(text[t.start - 1] ?? '');

const isWord = (t: Token) => /^\p{L}[\p{L}'’-]*$/u.test(t.text);

const IRREGULAR_PLURALS = new Set('people children men women mice teeth feet geese data bacteria criteria phenomena media fungi cacti nuclei larvae algae'.split(' '));

/** English number of a noun: "towns" plural; "process", "analysis", "virus" singular. */
export function englishNumber(word: string): 'sg' | 'pl' {
  const w = word.toLowerCase();
  if (/(?:ss|us|is|ics|ous|news|series|species)$/.test(w)) return 'sg';
  return /[^s]s$|ies$|ches$|shes$|xes$|sses$/.test(w) || IRREGULAR_PLURALS.has(w) ? 'pl' : 'sg';
}

/** Whether two noun keys agree: the same article, or in English the same number (and a/an). */
export function nounKeysAgree(language: LanguageCode, answer: string, other: string, otherNorm: string): boolean {
  if (language !== 'en') return answer === other;
  const [number, article] = answer.split(':');
  if (other.split(':')[0] !== number) return false;
  if (article === 'a') return !/^[aeiou]/i.test(otherNorm);
  if (article === 'an') return /^[aeiou]/i.test(otherNorm);
  return true;
}

type Context = { language: LanguageCode; capitalisedMid: ReadonlySet<string> };

const FIRST_NAME = new Set(['FirstName', 'MaleName', 'FemaleName', 'Honorific']);

/**
 * People and places by the lexicon: a place word or a known place makes a place (Kent is also a surname);
 * a person needs a first name before another word, or a word known only as a person's name.
 */
function nameKind(words: Token[], language: LanguageCode): AnswerKind {
  if (words.some((w) => PLACE_WORDS.has(w.norm) || isPlaceWord(language, w.text))) return 'place';
  const firstName = words.length > 1 && tagsOf(language, words[0]!.text).some((t) => FIRST_NAME.has(t));
  const surname = words.some((w) => tagsOf(language, w.text).some((t) => t === 'LastName' || t === 'Person'));
  return firstName || surname ? 'person' : 'name';
}

/** The noun announced by a determiner at `i`, or null (the next words are verbs, names, digits…). */
function nounAfter(tokens: Token[], i: number, text: string, ctx: Context): Token | null {
  const { language } = ctx;
  const stop = stopwordsFor(language);
  const group: Token[] = [];
  for (let j = i + 1; j < tokens.length && group.length < 3; j++) {
    const t = tokens[j]!;
    if (text.slice(tokens[j - 1]!.end, t.start) !== ' ' || !isWord(t) || stop.has(t.norm)) break;
    const capital = CAPITALISED.test(t.text);
    if (language === 'de' ? group.length > 0 && !capital && !isAdjectiveWord(language, t.text) : capital) break;
    if (isVerbWord(language, t.text)) break;
    if (language === 'en' && group.length > 0 && (EN_VERB_FORM.test(t.norm) || tagsOf(language, t.text).some((tag) => EN_VERB_TAGS.has(tag)))) break;
    // "the leaves moves", "the range crosses seven": a plural never modifies a noun, and an -s word
    // followed by an article, a number or a pronoun is the verb.
    if (language === 'en' && group.length > 0 && (englishNumber(group.at(-1)!.norm) === 'pl' || (t.norm.endsWith('s') && followedLikeVerb(tokens[j + 1], text.slice(t.end, tokens[j + 1]?.start ?? t.end))))) break;
    group.push(t);
  }
  if (language === 'de') return group.find((t) => CAPITALISED.test(t.text)) ?? null;
  const nouns = language === 'en' ? group.filter((t) => !isAdjectiveWord(language, t.text) && !EN_ADJECTIVE.test(t.norm) && !EN_VERB_FORM.test(t.norm)) : group;
  const head = HEAD_LAST.has(language) ? nouns.at(-1) : nouns[0];
  if (!head || head.text.length < minTermLength(language) || glued(text, head)) return null;
  if (!HEAD_LAST.has(language) && isAdjectiveWord(language, head.text)) return null;
  // In English the head must end the group: "the summer floods", not "summer" of it.
  if (language === 'en' && head !== group.at(-1)) return null;
  return head;
}

function nounKey(language: LanguageCode, article: string, noun: Token): string {
  if (language !== 'en') return article;
  const number = englishNumber(noun.norm);
  return article === 'a' || article === 'an' ? `${number}:${article}` : number;
}

/**
 * The candidates of one sentence: years, numbers with their unit, English ordinals, names of people and
 * places (and other names), nouns announced by an article; in languages without articles or lexicons,
 * the former terms (salient words) and capitalised names.
 */
export function candidatesOf(text: string, tokens: Token[], ctx: Context): Candidate[] {
  const { language } = ctx;
  const out: Candidate[] = [];
  const determiners = DETERMINERS[language];
  const stop = stopwordsFor(language);
  const taken = new Set<number>();
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    const next = tokens[i + 1];
    if (YEAR.test(t.text) && !ERA.has(next?.norm ?? '')) {
      out.push({ norm: t.norm, display: t.text, kind: 'year', key: 'year', start: t.start, end: t.end });
      continue;
    }
    if (NUMBER.test(t.text)) {
      if (ERA.has(next?.norm ?? '')) continue;
      const unit = next && isWord(next) && !stop.has(next.norm) && text.slice(t.end, next.start) === ' ' ? next.norm : text.slice(t.end, t.end + 1) === '%' ? '%' : '';
      out.push({ norm: t.norm, display: t.text, kind: 'number', key: unit, start: t.start, end: t.end });
      continue;
    }
    if (language === 'en' && ORDINAL_EN.test(t.norm)) {
      out.push({ norm: t.norm, display: t.text, kind: 'ordinal', key: 'ordinal', start: t.start, end: t.end });
      continue;
    }
    if (taken.has(i) || !isWord(t)) continue;
    const spaced = (a: number, b: number) => text.slice(tokens[a]!.end, tokens[b]!.start) === ' ';
    const nextCapital = next !== undefined && CAPITALISED.test(next.text) && spaced(i, i + 1);
    // A capitalised small word mid-sentence opens a name when another capital follows ("La Paz").
    const opensName = !stop.has(t.norm) || (i > 0 && nextCapital && !stop.has(next!.norm));
    if (hasCase(language) && language !== 'de' && CAPITALISED.test(t.text) && opensName && (i > 0 || ctx.capitalisedMid.has(t.norm) || nextCapital)) {
      let j = i;
      while (j + 1 < tokens.length && j - i < 3 && (spaced(j, j + 1) || (NAME_ABBREVIATIONS.has(tokens[j]!.text) && text.slice(tokens[j]!.end, tokens[j + 1]!.start) === '. '))) {
        const following = tokens[j + 1]!;
        if (CAPITALISED.test(following.text)) j++;
        else if (NAME_JOINERS.has(following.text) && tokens[j + 2] && CAPITALISED.test(tokens[j + 2]!.text) && spaced(j + 1, j + 2)) j += 2;
        else break;
      }
      const words = tokens.slice(i, j + 1);
      const after = tokens[j + 1];
      const modifier = after && text.slice(words.at(-1)!.end, after.start) === ' ' && isWord(after) && !stop.has(after.norm) && !CAPITALISED.test(after.text) && !isVerbWord(language, after.text) && !(language === 'en' && /(?:ed|s)$/.test(after.norm));
      i = j;
      if (modifier) continue; // "North German towns": the name describes the noun after it
      if (words.length === 1 && tagsOf(language, t.text).includes('Demonym')) continue; // "German", "Latin": adjectives
      if (words.length === 1 && (ERA.has(t.norm) || /^\p{Lu}{2,3}$/u.test(t.text))) continue; // "BC", "UN": abbreviations
      const first = words[0]!;
      const last = words.at(-1)!;
      if (glued(text, last) || /[-‐]/.test(text[first.start - 1] ?? '')) continue;
      out.push({ norm: words.map((w) => w.norm).join(' '), display: text.slice(first.start, last.end), kind: nameKind(words, language), key: '', start: first.start, end: last.end });
      continue;
    }
    if (determiners && determiners[t.norm] !== undefined) {
      const noun = nounAfter(tokens, i, text, ctx);
      if (noun) {
        const index = tokens.indexOf(noun);
        taken.add(index);
        // A German noun that names a person or place, or a common noun spelled like a place ("turkey",
        // "china"): left out, its options would mix kinds.
        const nameLike = isPlaceWord(language, noun.text) || (language === 'de' && isPersonWord(language, noun.text));
        if (!nameLike) out.push({ norm: noun.norm, display: noun.text, kind: 'noun', key: nounKey(language, determiners[t.norm]!, noun), start: noun.start, end: noun.end });
      }
      continue;
    }
    // Languages without article rules: salient words, and capitalised names.
    if (!determiners && !stop.has(t.norm) && t.text.length >= minTermLength(language)) {
      const kind: AnswerKind = hasCase(language) && CAPITALISED.test(t.text) && i > 0 ? 'name' : 'term';
      out.push({ norm: t.norm, display: kind === 'term' ? t.norm : t.text, kind, key: '', start: t.start, end: t.end });
    }
  }
  return out;
}
