import type { LanguageCode } from '@quizlink/contracts/draft';

/**
 * What the compromise family of NLP libraries knows about single words: names of people and places,
 * verb forms, adjectives (compromise for English; es-, fr-, de-compromise, younger 0.x packages, for
 * Spanish, French and German). The service installs them at start (data-access/word-lexicons.ts reads
 * the libraries, distilled to `word:tag,tag;…` and cached); a language without one falls back to the
 * shape of the word (capitals, digits).
 */
const PACKED = new Map<LanguageCode, string>();
const lexicons = new Map<LanguageCode, ReadonlyMap<string, readonly string[]>>();

/** Installs a language's lexicon (`word:tag,tag;…`), replacing an earlier one. */
export function installLexicon(language: LanguageCode, packed: string): void {
  PACKED.set(language, packed);
  lexicons.delete(language);
}

function lexiconOf(language: LanguageCode): ReadonlyMap<string, readonly string[]> | null {
  const packed = PACKED.get(language);
  if (packed === undefined) return null;
  let lexicon = lexicons.get(language);
  if (!lexicon) {
    const entries = packed.split(';').map((entry): [string, readonly string[]] => {
      const at = entry.lastIndexOf(':');
      return [entry.slice(0, at), entry.slice(at + 1).split(',')];
    });
    lexicon = new Map(entries);
    lexicons.set(language, lexicon);
  }
  return lexicon;
}

/** Whether the language has a lexicon (en, es, fr, de). */
export const hasLexicon = (language: LanguageCode): boolean => PACKED.has(language);

export const tagsOf = (language: LanguageCode, word: string): readonly string[] => lexiconOf(language)?.get(word.toLocaleLowerCase(language)) ?? [];

const PERSON = new Set(['Person', 'FirstName', 'LastName', 'MaleName', 'FemaleName', 'Honorific']);
const PLACE = new Set(['Place', 'City', 'Country', 'Region', 'Island', 'Continent']);
/** Forms that are verbs and nothing else (an English infinitive or present form is often a noun too: "trade", "plants"). */
const VERB_ONLY: Partial<Record<LanguageCode, ReadonlySet<string>>> = {
  en: new Set(['PastTense', 'Gerund', 'Participle', 'PhrasalVerb', 'Copula', 'Modal', 'Auxiliary']),
  es: new Set(['Infinitive', 'Gerund']),
  fr: new Set(['Infinitive', 'PastParticiple']),
  de: new Set(['Infinitive']),
};
const ADJECTIVE = new Set(['Adjective', 'Comparative', 'Superlative', 'FemaleAdjective', 'MaleAdjective', 'PluralAdjective', 'SingularAdjective']);

const some = (tags: readonly string[], set: ReadonlySet<string>) => tags.some((t) => set.has(t));

export const isPersonWord = (language: LanguageCode, word: string): boolean => some(tagsOf(language, word), PERSON);
export const isPlaceWord = (language: LanguageCode, word: string): boolean => some(tagsOf(language, word), PLACE);
export const isVerbWord = (language: LanguageCode, word: string): boolean => some(tagsOf(language, word), VERB_ONLY[language] ?? new Set());
export const isAdjectiveWord = (language: LanguageCode, word: string): boolean => some(tagsOf(language, word), ADJECTIVE);
