import fs from 'node:fs';
import path from 'node:path';
import araData from '@tesseract.js-data/ara';
import chiSimData from '@tesseract.js-data/chi_sim';
import deuData from '@tesseract.js-data/deu';
import engData from '@tesseract.js-data/eng';
import fraData from '@tesseract.js-data/fra';
import hinData from '@tesseract.js-data/hin';
import itaData from '@tesseract.js-data/ita';
import jpnData from '@tesseract.js-data/jpn';
import korData from '@tesseract.js-data/kor';
import nldData from '@tesseract.js-data/nld';
import porData from '@tesseract.js-data/por';
import spaData from '@tesseract.js-data/spa';
import type { LanguageCode } from '@quizlink/contracts/draft';

/** Tesseract's code of each language of the Auto Draft form. */
export const TESSERACT_CODES: Readonly<Record<LanguageCode, string>> = {
  en: 'eng',
  es: 'spa',
  fr: 'fra',
  de: 'deu',
  it: 'ita',
  pt: 'por',
  nl: 'nld',
  ru: 'rus',
  zh: 'chi_sim',
  ja: 'jpn',
  ko: 'kor',
  ar: 'ara',
  hi: 'hin',
};

/**
 * The data packages installed with the service (`@tesseract.js-data/<code>`). Russian has none: the
 * registry publishes no `@tesseract.js-data/rus`, and no other maintained package carries it.
 */
const BUNDLED: ReadonlyArray<{ code: string; langPath: string }> = [
  engData, spaData, fraData, deuData, itaData, porData, nldData, chiSimData, jpnData, korData, araData, hinData,
];

/**
 * The folder of a bundled language's "best_int" models: each package's index points at its `4.0.0`
 * folder (legacy + LSTM models, several times larger); `4.0.0_best_int` beside it holds the LSTM
 * integer models that tesseract.js uses by default.
 */
export function bundledLangPath(code: string): string | null {
  const data = BUNDLED.find((d) => d.code === code);
  return data ? path.join(path.dirname(data.langPath), '4.0.0_best_int') : null;
}

/** The file tesseract.js reads for `code` (`gzip: true`). */
export const traineddataFile = (langPath: string, code: string): string => path.join(langPath, `${code}.traineddata.gz`);

/** What a worker for one language is started with. */
export type OcrLanguage = {
  /** Tesseract's code of the data actually used. */
  code: string;
  /** The folder holding `<code>.traineddata.gz`. */
  langPath: string;
  /** True when the language has no data here and English data reads it instead. */
  substitute: boolean;
};

function locate(code: string, overridePath: string | undefined, exists: (file: string) => boolean): string | null {
  if (overridePath && exists(traineddataFile(overridePath, code))) return overridePath;
  return bundledLangPath(code);
}

/**
 * Where the data for `language` is read from: `overridePath` (TESSERACT_LANG_PATH) when that folder
 * holds `<code>.traineddata.gz`, else the bundled package. A language with neither (Russian, unless its
 * file is put in the override folder) is read with English data, flagged `substitute`.
 *
 * One language per worker: tesseract.js reads every language of a worker from the same `langPath`, and
 * each package has its own folder, so `spa+eng` would need the files copied together.
 */
export function resolveOcrLanguage(language: LanguageCode, overridePath?: string, exists: (file: string) => boolean = fs.existsSync): OcrLanguage {
  const code = TESSERACT_CODES[language];
  const langPath = locate(code, overridePath, exists);
  if (langPath) return { code, langPath, substitute: false };
  // English is always bundled.
  return { code: 'eng', langPath: locate('eng', overridePath, exists)!, substitute: true };
}
