import stopwordsIso from 'stopwords-iso' with { type: 'json' };
import type { LanguageCode } from '@quizlink/contracts/draft';

/** Scripts that name their language at once (the Han check comes last: Japanese mixes Han with kana). */
const SCRIPTS: Array<[RegExp, LanguageCode]> = [
  [/[\u3040-\u30ff]/gu, 'ja'],
  [/[\uac00-\ud7af\u1100-\u11ff]/gu, 'ko'],
  [/[\u0600-\u06ff]/gu, 'ar'],
  [/[\u0900-\u097f]/gu, 'hi'],
  [/[\u0400-\u04ff]/gu, 'ru'],
  [/[\u4e00-\u9fff]/gu, 'zh'],
];

/** Any character of the scripts above. */
const ANY_SCRIPT = new RegExp(SCRIPTS.map(([pattern]) => pattern.source).join('|'), 'u');

/**
 * The most frequent function words of each Latin-script language. stopwords-iso's lists are long and
 * overlap too much to tell languages apart; these short ones do.
 */
const MARKERS: Partial<Record<LanguageCode, ReadonlySet<string>>> = {
  en: new Set('the and of to is in that it was for are with as on by this be from which at an have not were or they their its'.split(' ')),
  es: new Set('el la los las de que y en un una es por con para del se su al lo como más pero sus le ha este está son'.split(' ')),
  fr: new Set('le la les de des et est un une du en que qui dans pour pas sur au aux par ce il elle sont avec plus ont été'.split(' ')),
  de: new Set('der die das und ist in den von zu mit sich des auf für nicht ein eine dem im auch es an als werden wird sind durch wurde'.split(' ')),
  it: new Set('il lo la di che e è un una per in del della non sono con gli le si da al nel alla dei come più ha anche'.split(' ')),
  pt: new Set('o a os as de que e do da em um uma para é com não dos das no na por mais se ao pelo pela foi são'.split(' ')),
  nl: new Set('de het een en van is dat in op te zijn voor met die niet aan er om ook als bij door wordt worden naar was heeft deze'.split(' ')),
};

/**
 * The language a text is written in: by script for the non-Latin languages, by function words among the
 * Latin ones. English when nothing decides.
 */
export function detectLanguage(text: string): LanguageCode {
  const sample = text.slice(0, 6000);
  // Without a character of those scripts their counts are all 0: the function words decide, and the seven
  // counts (run for every question the quality gate checks) are skipped.
  if (ANY_SCRIPT.test(sample)) {
    const script = byScript(sample);
    if (script) return script;
  }
  return byFunctionWords(sample);
}

/** The non-Latin language whose script dominates the sample, if one does. */
function byScript(sample: string): LanguageCode | null {
  const letters = (sample.match(/\p{L}/gu) ?? []).length || 1;
  const scripts = SCRIPTS.map(([pattern, code]) => ({ code, count: (sample.match(pattern) ?? []).length }));
  const japanese = scripts.find((s) => s.code === 'ja')!;
  if (japanese.count / letters > 0.05) return 'ja';
  const best = scripts.filter((s) => s.code !== 'ja').sort((a, b) => b.count - a.count)[0]!;
  return best.count / letters > 0.3 ? best.code : null;
}

/** The Latin-script language with the most of its function words in the sample; English when none has any. */
function byFunctionWords(sample: string): LanguageCode {
  const words = sample.toLowerCase().split(/[^\p{L}]+/u).filter(Boolean);
  let winner: LanguageCode = 'en';
  let top = 0;
  for (const [code, markers] of Object.entries(MARKERS) as Array<[LanguageCode, ReadonlySet<string>]>) {
    const hits = words.reduce((n, w) => n + (markers.has(w) ? 1 : 0), 0);
    if (hits > top) {
      top = hits;
      winner = code;
    }
  }
  return winner;
}

const stopwordCache = new Map<LanguageCode, ReadonlySet<string>>();

/** stopwords-iso's list for the language: words never chosen as an answer or a key term. */
export function stopwordsFor(language: LanguageCode): ReadonlySet<string> {
  let set = stopwordCache.get(language);
  if (!set) {
    set = new Set((stopwordsIso as Record<string, string[]>)[language] ?? []);
    stopwordCache.set(language, set);
  }
  return set;
}

/** Shortest word worth asking about: CJK words are one or two characters long, Latin ones rarely under four. */
export const minTermLength = (language: LanguageCode): number =>
  language === 'zh' || language === 'ja' || language === 'ko' ? 2 : language === 'en' || language === 'de' || language === 'nl' ? 4 : 3;

/** Whether capital letters carry meaning (proper nouns; every noun in German). */
export const hasCase = (language: LanguageCode): boolean => ['en', 'es', 'fr', 'de', 'it', 'pt', 'nl', 'ru'].includes(language);
