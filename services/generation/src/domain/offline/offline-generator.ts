import { AUTO_DRAFT_MESSAGES, type Difficulty, DRAFT_ERRORS, languageLabel, offlineLanguageWarning, type SuggestionType } from '@quizlink/contracts/draft';
import { AppError } from '@quizlink/kit-errors';
import type { GeneratedQuestion, GenerationRequest } from '../draft-model.ts';
import { createDuplicateIndex, draftQualityProblem } from '../quality-gate.ts';
import { allocateTypes, spreadCount, type ProviderOptions, type ProviderOutput, type QuestionProvider } from '../question-provider.ts';
import { buildCloze } from './cloze-builder.ts';
import { buildDefinition } from './definition-form.ts';
import { buildEnglishForm } from './english-forms.ts';
import { buildEssay, buildTopicEssays } from './essay-builder.ts';
import { detectLanguage } from './language-profile.ts';
import { isSpaceless } from './phrasebook.ts';
import { hashString, seededRandom, type Random } from './seeded-random.ts';
import { indexDocument, type DocumentIndex, type Sentence } from './text-analysis.ts';

/** Sentences are grouped into parts of about this many words; each part gets its share of the questions. */
const PART_WORDS = 800;

const eligible = (s: Sentence, spaceless: boolean): boolean =>
  s.whole &&
  s.candidates.length > 0 && !/[?？]\s*$/u.test(s.text) && (spaceless ? s.text.length >= 10 && s.text.length <= 160 : s.words >= 5 && s.words <= 50);

/** How rich a sentence is for the difficulty: easy prefers short ones, hard long ones. */
function scoresOf(sentences: Sentence[], index: DocumentIndex, difficulty: Difficulty): ReadonlyMap<number, number> {
  const score = (s: Sentence) => {
    const weights = [...new Set(s.candidates.map((c) => c.norm))].map(index.weight).sort((a, b) => b - a).slice(0, 2);
    const base = weights.reduce((a, b) => a + b, 0) / Math.max(weights.length, 1);
    return difficulty === 'easy' ? base / (1 + s.words / 15) : difficulty === 'hard' ? base * (1 + s.words / 30) : base;
  };
  // A sentence opening on a pronoun ("It", "He") leans on the one before it: asked about last.
  const leaning = (s: Sentence) => (/^(?:It|He|She|They|This|These|His|Her|Its|Their|Il|Elle|Ils|Elles|Er|Sie|Es|Ella|Él)\b/u.test(s.text) ? 0.5 : 1);
  return new Map(sentences.map((s) => [s.id, score(s) * leaning(s)]));
}

/** Richest sentences first (scored once for the whole document, then ranked per part and overall). */
const rank = (sentences: Sentence[], scores: ReadonlyMap<number, number>): Sentence[] => [...sentences].sort((a, b) => scores.get(b.id)! - scores.get(a.id)! || a.id - b.id);

function partsOf(sentences: Sentence[]): Sentence[][] {
  const parts: Sentence[][] = [[]];
  let words = 0;
  for (const s of sentences) {
    if (words + s.words > PART_WORDS && parts.at(-1)!.length > 0) {
      parts.push([]);
      words = 0;
    }
    parts.at(-1)!.push(s);
    words += s.words;
  }
  return parts.filter((p) => p.length > 0);
}

type Run = {
  index: DocumentIndex;
  difficulty: Difficulty;
  random: Random;
  /** Sentences already asked about, by id and by text (documents repeat themselves: headers, boilerplate). */
  used: Set<number>;
  usedTexts: Set<string>;
  duplicates: ReturnType<typeof createDuplicateIndex>;
  /** How often each answer was used: one answer serves at most twice a draft. */
  answers: Map<string, number>;
  /** Off only for the draft-quality bench, which judges every proposal itself. */
  screen: boolean;
  out: GeneratedQuestion[];
};

const MAX_SAME_ANSWER = 2;

/** The most specific form the sentence supports: a definition, an English who/when/where/how many/why, else a cloze. */
function multipleChoice(sentence: Sentence, run: Run): GeneratedQuestion | null {
  const { index, difficulty, random } = run;
  return buildDefinition(sentence, index, difficulty, random) ?? buildEnglishForm(sentence, index, difficulty, random) ?? buildCloze(sentence, index, difficulty, random);
}

/** Takes up to `wanted` questions of one type from ranked sentences; returns how many it added. */
function take(run: Run, type: SuggestionType, ranked: Sentence[], wanted: number, onProgress?: (n: number) => void): number {
  let added = 0;
  for (const sentence of ranked) {
    if (added >= wanted) break;
    if (run.used.has(sentence.id) || run.usedTexts.has(sentence.text)) continue;
    const question = type === 'mcq' ? multipleChoice(sentence, run) : buildEssay(sentence, run.index, run.difficulty);
    if (!question) continue;
    // The cheapest checks first: in a document that repeats itself most proposals fall at the first two.
    const answerKey = question.correctAnswer?.toLowerCase() ?? '';
    if (answerKey && (run.answers.get(answerKey) ?? 0) >= MAX_SAME_ANSWER) continue;
    if (run.duplicates.has(question.questionText) || (run.screen && draftQualityProblem(question))) continue;
    if (answerKey) run.answers.set(answerKey, (run.answers.get(answerKey) ?? 0) + 1);
    run.used.add(sentence.id);
    run.usedTexts.add(sentence.text);
    run.duplicates.add(question.questionText);
    run.out.push(question);
    added += 1;
    onProgress?.(run.out.length);
  }
  return added;
}

function fromText(request: GenerationRequest, opts: OfflineOptions, warnings: string[]): GeneratedQuestion[] {
  const language = detectLanguage(request.segments.map((s) => s.text).join('\n').slice(0, 6000));
  if (language !== request.language) warnings.push(offlineLanguageWarning(languageLabel(request.language), languageLabel(language)));
  const index = indexDocument(request.segments, language);
  const spaceless = isSpaceless(language);
  const sentences = index.sentences.filter((s) => eligible(s, spaceless));
  const scores = scoresOf(sentences, index, request.difficulty);
  const parts = partsOf(sentences).map((part) => rank(part, scores));
  const everything = rank(sentences, scores);
  const seed = hashString(`${request.segments.map((s) => s.text.slice(0, 80)).join('|')}|${request.difficulty}|${request.exclude.length}`);
  const run: Run = { index, difficulty: request.difficulty, random: seededRandom(seed), used: new Set(), usedTexts: new Set(), duplicates: createDuplicateIndex(request.exclude), answers: new Map(), screen: opts.screen !== false, out: [] };
  const wanted = allocateTypes(request.count, request.types);
  const short: Record<SuggestionType, number> = { mcq: 0, essay: 0 };
  for (const type of ['mcq', 'essay'] as const) {
    if (wanted[type] === 0) continue;
    const shares = spreadCount(wanted[type], parts.map((p) => p.reduce((n, s) => n + s.words, 0)));
    let got = 0;
    for (const [i, part] of parts.entries()) got += take(run, type, part, shares[i]!, opts.onProgress);
    got += take(run, type, everything, wanted[type] - got, opts.onProgress);
    short[type] = wanted[type] - got;
  }
  // 'both': a type the text cannot fill is made up with the other.
  if (request.types.length === 2) {
    if (short.mcq > 0) take(run, 'essay', everything, short.mcq, opts.onProgress);
    if (short.essay > 0) take(run, 'mcq', everything, short.essay, opts.onProgress);
  }
  return run.out;
}

function fromTopic(request: GenerationRequest, warnings: string[]): GeneratedQuestion[] {
  if (!request.topic) return [];
  // Offline, a bare topic gives no facts to build options from: multiple choice alone is refused with a
  // clear message rather than answered with other types; with both types asked, the open-ended part comes.
  if (!request.types.includes('essay')) throw new AppError(DRAFT_ERRORS.autoCreateContentRequired, { message: AUTO_DRAFT_MESSAGES.topicMcqNeedsContent });
  if (request.types.includes('mcq')) warnings.push(AUTO_DRAFT_MESSAGES.topicNeedsModel);
  const skip = request.exclude.length;
  const essays = buildTopicEssays(request.topic, request.count, request.language, request.difficulty, skip);
  const duplicates = createDuplicateIndex(request.exclude);
  return essays.filter((q) => !duplicates.has(q.questionText));
}

/**
 * Questions with no network and no model, from the text's most informative whole sentences (TF-IDF;
 * headings split off): multiple choice as a definition ("What is …?"), in English also who / which place /
 * when / where / how many / why, else a fill-in-the-blank with one blank — the answer as written, with
 * distractors of its kind from the same document (word-lexicon.ts, answer-kinds.ts, distractors.ts) — and
 * open-ended questions with a rubric, in the language the text is written in (it cannot translate; a
 * warning says so). Long texts are split into parts and the count spread over them. A bare topic gives
 * open-ended prompts only; multiple choice alone from a topic is refused with a message (400).
 */
export type OfflineOptions = ProviderOptions & {
  /** false: keep questions the quality gate would refuse (the draft-quality bench judges them itself). */
  screen?: boolean;
};

export function generateOffline(request: GenerationRequest, opts: OfflineOptions = {}): ProviderOutput {
  const warnings: string[] = [];
  const questions = request.segments.length > 0 ? fromText(request, opts, warnings) : fromTopic(request, warnings);
  return { questions, warnings, tokenUsage: null };
}

export function createOfflineGenerator(): QuestionProvider {
  return {
    name: 'offline',
    model: null,
    generate: async (request, opts) => generateOffline(request, opts),
  };
}
