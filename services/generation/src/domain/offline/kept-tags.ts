/** The lexicon tags the offline generator reads, per language (data-access/word-lexicons.ts keeps only these). */
const NAMES = ['Person', 'FirstName', 'LastName', 'MaleName', 'FemaleName', 'Honorific', 'Place', 'City', 'Country', 'Region', 'Island', 'Continent', 'Demonym'];
const ADJECTIVES = ['Adjective', 'Comparative', 'Superlative', 'FemaleAdjective', 'MaleAdjective', 'PluralAdjective', 'SingularAdjective'];

export const KEPT_TAGS = {
  en: [...NAMES, ...ADJECTIVES, 'PastTense', 'PresentTense', 'Infinitive', 'Gerund', 'Participle', 'PhrasalVerb', 'Copula', 'Modal', 'Auxiliary', 'Plural'],
  es: [...NAMES, ...ADJECTIVES, 'Infinitive', 'Gerund'],
  fr: [...NAMES, ...ADJECTIVES, 'Infinitive', 'PastParticiple'],
  de: [...NAMES, ...ADJECTIVES, 'Infinitive'],
} as const;

/** The languages with a word lexicon. */
export type LexiconLanguage = keyof typeof KEPT_TAGS;
