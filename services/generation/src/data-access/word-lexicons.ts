import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { KEPT_TAGS, type LexiconLanguage } from '../domain/offline/kept-tags.ts';
import { hasLexicon, installLexicon } from '../domain/offline/word-lexicon.ts';

/** The NLP package whose lexicon each language's words come from (compromise and its younger siblings). */
const PACKAGES: Record<LexiconLanguage, string> = { en: 'compromise', es: 'es-compromise', fr: 'fr-compromise', de: 'de-compromise' };

type WithModel = { model(): { one: { lexicon: Readonly<Record<string, string | string[]>> } } };

/** `word:tag,tag;…` with only the tags the offline generator reads (KEPT_TAGS), single words only. */
function distil(library: WithModel, language: LexiconLanguage): string {
  const kept = new Set<string>(KEPT_TAGS[language]);
  const entries: string[] = [];
  for (const [word, tags] of Object.entries(library.model().one.lexicon)) {
    const useful = (typeof tags === 'string' ? [tags] : tags).filter((t) => kept.has(t));
    if (useful.length > 0 && !word.includes(' ')) entries.push(`${word}:${useful.join(',')}`);
  }
  return entries.sort().join(';');
}

/** The installed version of a package, found in a node_modules above the working directory (null if none). */
async function installedVersion(pkg: string): Promise<string | null> {
  for (let dir = process.cwd(); ; dir = path.dirname(dir)) {
    try {
      return (JSON.parse(await fs.readFile(path.join(dir, 'node_modules', pkg, 'package.json'), 'utf8')) as { version: string }).version;
    } catch {
      if (path.dirname(dir) === dir) return null;
    }
  }
}

const cacheDirs = () => [path.join(process.env.XDG_CACHE_HOME ?? path.join(os.homedir(), '.cache'), 'quizlink', 'lexicons'), path.join(os.tmpdir(), 'quizlink-lexicons')];

async function readCache(file: string): Promise<string | null> {
  for (const dir of cacheDirs()) {
    try {
      return await fs.readFile(path.join(dir, file), 'utf8');
    } catch {
      // Not cached there.
    }
  }
  return null;
}

/** Writes atomically (temporary file, then rename), in the first cache folder that can be written. */
async function writeCache(file: string, packed: string): Promise<void> {
  for (const dir of cacheDirs()) {
    try {
      await fs.mkdir(dir, { recursive: true });
      const temporary = path.join(dir, `${file}.${process.pid}.${Date.now()}.tmp`);
      await fs.writeFile(temporary, packed);
      await fs.rename(temporary, path.join(dir, file));
      return;
    } catch {
      // Read-only or missing: try the next folder; without one, the lexicon is simply built again next start.
    }
  }
}

/**
 * Gives the offline generator its word knowledge (names of people and places, verb forms, adjectives)
 * from the compromise family's lexicons. Importing those libraries builds their whole model, which
 * costs 0.5–3 s of CPU per language (far more on a loaded machine), so the few tags the generator reads
 * are distilled once per installed package version into a small cache file (`~/.cache/quizlink/lexicons`,
 * else the system's temporary folder) and read from there on every later start, in milliseconds. A
 * language whose package cannot be loaded keeps the word-shape fallback. A language this process has
 * already installed is not read again (every service instance in one process calls this at start).
 */
export async function loadWordLexicons(languages: readonly LexiconLanguage[] = ['en', 'es', 'fr', 'de']): Promise<void> {
  await Promise.all(
    languages.filter((language) => !hasLexicon(language)).map(async (language) => {
      const pkg = PACKAGES[language];
      const version = await installedVersion(pkg);
      const tags = createHash('sha256').update(KEPT_TAGS[language].join(',')).digest('hex').slice(0, 12);
      const file = version ? `${language}-${pkg}@${version}-${tags}.txt` : null;
      let packed = file ? await readCache(file) : null;
      if (packed === null) {
        try {
          const library = ((await import(pkg)) as { default: WithModel }).default;
          packed = distil(library, language);
          if (file) await writeCache(file, packed);
        } catch {
          return;
        }
      }
      installLexicon(language, packed);
    }),
  );
}
