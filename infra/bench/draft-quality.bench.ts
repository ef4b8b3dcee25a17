/**
 * `npm run bench -- draft-quality [--verbose] [--text=<name>]`: how many offline-drafted multiple-choice
 * questions a reader would keep. For every text of `draft-quality/corpus/` (written by the team: history,
 * science, geography, literature, technology; English, Spanish, French, German) it drafts multiple-choice
 * questions offline, runs the service's own quality gate on each — every rule, nothing relaxed — and prints
 * the questions with the gate's verdict, then the share passing every rule per language (goals: ≥ 90 %
 * English, ≥ 75 % the others). Then it times 50 questions from a 50-page document made of the corpus's
 * English texts (goal: under 1 s). Exits 0: benchmarks measure, they do not fail a build.
 */
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { draftQualityProblem, generateOffline, loadWordLexicons, type GeneratedQuestion, type GenerationRequest, type TextSegment } from '@quizlink/generation-service/engine';

// The word lexicons the service installs at start (cached on disk after the first run).
await loadWordLexicons();

const here = path.dirname(fileURLToPath(import.meta.url));
const corpusDir = path.join(here, 'draft-quality', 'corpus');
const args = process.argv.slice(2);
const verbose = !args.includes('--quiet');
const only = args.find((a) => a.startsWith('--text='))?.slice('--text='.length);
/** Questions asked per text: about one per two sentences of a 150-word text. */
const PER_TEXT = 6;
const PAGE_WORDS = 300;
const PAGES = 50;
const RUNS = 5;

type Lang = 'en' | 'es' | 'fr' | 'de';
const languageOf = (file: string): Lang => file.slice(0, 2) as Lang;

const request = (segments: TextSegment[], count: number, language: Lang): GenerationRequest => ({
  segments,
  images: [],
  topic: null,
  count,
  types: ['mcq'],
  difficulty: 'medium',
  language,
  exclude: [],
});

/**
 * Every question the generator proposes is judged, not only those it kept: the generator already runs the
 * gate, so its output passing says little. The bench therefore asks for the questions and then re-checks
 * each with the gate — and reports the asked/returned shortfall separately.
 */
function draft(file: string): { questions: GeneratedQuestion[]; warnings: string[]; asked: number } {
  const text = fs.readFileSync(path.join(corpusDir, file), 'utf8');
  const out = generateOffline(request([{ file, location: 'paragraph 1', text }], PER_TEXT, languageOf(file)), { screen: false });
  return { questions: out.questions, warnings: out.warnings, asked: PER_TEXT };
}

const files = fs.readdirSync(corpusDir).filter((f) => f.endsWith('.txt') && (!only || f.includes(only))).sort();
const tally = new Map<Lang, { asked: number; made: number; passed: number }>();
for (const file of files) {
  const lang = languageOf(file);
  const { questions, asked } = draft(file);
  const t = tally.get(lang) ?? { asked: 0, made: 0, passed: 0 };
  t.asked += asked;
  t.made += questions.length;
  if (verbose) console.log(`\n## ${file} — ${questions.length} of ${asked} asked`);
  for (const q of questions) {
    const problem = draftQualityProblem(q);
    if (!problem) t.passed += 1;
    if (verbose) console.log(`${problem ? `✗ ${problem}` : '✓ passes'}\n  ${q.questionText}\n  options: ${q.options.map((o) => (o === q.correctAnswer ? `[${o}]` : o)).join(' · ')}`);
  }
  tally.set(lang, t);
}

console.log('\nlanguage | texts | asked | drafted | pass every rule | share of asked');
for (const [lang, t] of tally) {
  const texts = files.filter((f) => languageOf(f) === lang).length;
  const share = t.made ? Math.round((t.passed / t.made) * 100) : 0;
  console.log(`${lang} | ${texts} | ${t.asked} | ${t.made} | ${t.passed} (${share} %) | ${Math.round((t.passed / t.asked) * 100)} %`);
}

// Speed: 50 questions from a 50-page document (the English texts, repeated and numbered by page).
const english = files.filter((f) => languageOf(f) === 'en').map((f) => fs.readFileSync(path.join(corpusDir, f), 'utf8'));
if (english.length > 0 && !only) {
  const words = english.join('\n\n').split(/\s+/);
  const pages: TextSegment[] = Array.from({ length: PAGES }, (_, p) => ({
    file: 'long.pdf',
    location: `page ${p + 1}`,
    text: Array.from({ length: PAGE_WORDS }, (_word, i) => words[(p * PAGE_WORDS + i) % words.length]).join(' '),
  }));
  const times: number[] = [];
  let made = 0;
  for (let r = 0; r < RUNS; r++) {
    const started = performance.now();
    made = generateOffline(request(pages, 50, 'en')).questions.length;
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  console.log(`\n50 questions from a ${PAGES}-page document (${PAGES * PAGE_WORDS} words): ${made} drafted, median ${Math.round(times[Math.floor(RUNS / 2)]!)} ms (first run ${Math.round(times.at(-1)!)} ms)`);
}
