import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LANGUAGE_CODES } from '@quizlink/contracts/draft';
import { TESSERACT_CODES, bundledLangPath, resolveOcrLanguage, traineddataFile } from './ocr-languages.ts';
import { prepareTestEnvironment } from '../../../test/setup/test-environment.ts';

prepareTestEnvironment();

describe('OCR language data', () => {
  it('When any language of the form is resolved, then its data file exists on disk', () => {
    for (const language of LANGUAGE_CODES) {
      const resolved = resolveOcrLanguage(language);
      expect(fs.existsSync(traineddataFile(resolved.langPath, resolved.code))).toBe(true);
    }
  });

  it('When a language has a bundled package, then its own code and best_int folder are used', () => {
    expect(resolveOcrLanguage('es')).toEqual({ code: 'spa', langPath: bundledLangPath('spa'), substitute: false });
    expect(resolveOcrLanguage('zh')).toEqual({ code: 'chi_sim', langPath: bundledLangPath('chi_sim'), substitute: false });
    expect(bundledLangPath('jpn')).toMatch(/@tesseract\.js-data[\\/]jpn[\\/]4\.0\.0_best_int$/);
    const substitutes = LANGUAGE_CODES.filter((language) => resolveOcrLanguage(language).substitute);
    expect(substitutes).toEqual(['ru']);
  });

  it('When Russian is resolved, then English data stands in and is flagged as a substitute', () => {
    expect(TESSERACT_CODES.ru).toBe('rus');
    expect(resolveOcrLanguage('ru')).toEqual({ code: 'eng', langPath: bundledLangPath('eng'), substitute: true });
  });

  describe('with TESSERACT_LANG_PATH', () => {
    let folder: string;
    beforeAll(() => {
      folder = fs.mkdtempSync(path.join(os.tmpdir(), 'tessdata-'));
      fs.writeFileSync(path.join(folder, 'rus.traineddata.gz'), '');
      fs.writeFileSync(path.join(folder, 'spa.traineddata.gz'), '');
    });
    afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

    it('When the folder holds a language file, then that file is used, Russian included', () => {
      expect(resolveOcrLanguage('es', folder)).toEqual({ code: 'spa', langPath: folder, substitute: false });
      expect(resolveOcrLanguage('ru', folder)).toEqual({ code: 'rus', langPath: folder, substitute: false });
    });

    it('When the folder lacks a language file, then the bundled data is used', () => {
      expect(resolveOcrLanguage('en', folder)).toEqual({ code: 'eng', langPath: bundledLangPath('eng'), substitute: false });
      expect(resolveOcrLanguage('ar', folder)).toEqual({ code: 'ara', langPath: bundledLangPath('ara'), substitute: false });
    });
  });
});
