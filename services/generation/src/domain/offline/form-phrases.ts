import type { LanguageCode } from '@quizlink/contracts/draft';

/**
 * Wording of the question forms beyond the cloze. Definitions exist in the languages with an NLP lexicon
 * (English, Spanish, French, German); the other forms in English only. {p} a definition's predicate,
 * {v} its verb as written, {r} the rest of a sentence, {u} a unit, {s} a subject, {e} an effect.
 */
export const DEFINITION_QUESTION: Partial<Record<LanguageCode, { thing: string; person: string }>> = {
  en: { thing: 'What {v} {p}?', person: 'Who {v} {p}?' },
  es: { thing: 'Según el texto, ¿qué {v} {p}?', person: 'Según el texto, ¿quién {v} {p}?' },
  fr: { thing: 'D’après le texte, quel nom désigne {p} ?', person: 'D’après le texte, qui {v} {p} ?' },
  de: { thing: 'Wie {v} {p}?', person: 'Wer {v} {p}?' },
};

/** German asks "Wie heißt/heißen …?" whatever the tense of the sentence. */
export const GERMAN_NAME_VERB = { singular: 'heißt', plural: 'heißen' } as const;

export const ENGLISH_FORMS = {
  who: 'Who {r}?',
  whichPlace: 'Which place {r}?',
  whichCity: 'Which city {r}?',
  whichCountry: 'Which country {r}?',
  when: 'When {v} {s} {r}?',
  where: 'Where {v} {s} {r}?',
  howMany: 'How many {u} {v} {s} have{r}?',
  aboutHowMany: 'About how many {u} {v} {s} have{r}?',
  reasonPast: 'According to the text, what was the reason that {e}?',
  reasonPresent: 'According to the text, what is the reason that {e}?',
} as const;
