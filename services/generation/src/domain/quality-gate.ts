import { LIMITS } from '@quizlink/contracts/quiz';
import type { GeneratedQuestion } from './draft-model.ts';
import { READER_RULES, fragment, tooManyBlanks } from './quality-gate-rules.ts';

/** Same words, any case, punctuation and spacing: the identity of a question for de-duplication. */
export function fingerprint(text: string): string {
  return text
    .toLowerCase()
    .replace(/_+/g, ' ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

const CJK = /[\u3040-\u30ff\u4e00-\u9fff\uac00-\ud7af]/u;

/** Words of a text; runs of CJK characters (no spaces) become overlapping character pairs. */
function tokenSet(text: string): Set<string> {
  const out = new Set<string>();
  for (const word of fingerprint(text).split(' ')) {
    if (!word) continue;
    if (CJK.test(word) && word.length > 2) {
      for (let i = 0; i < word.length - 1; i++) out.add(word.slice(i, i + 2));
    } else {
      out.add(word);
    }
  }
  return out;
}

function jaccard(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 && b.size === 0) return 1;
  let shared = 0;
  for (const x of a) if (b.has(x)) shared += 1;
  return shared / (a.size + b.size - shared);
}

/** Near-duplicates: the same question reworded a little (≥ 80 % of words shared), or the same words. */
export const NEAR_DUPLICATE_THRESHOLD = 0.8;
export function isNearDuplicate(a: string, b: string): boolean {
  return fingerprint(a) === fingerprint(b) || jaccard(tokenSet(a), tokenSet(b)) >= NEAR_DUPLICATE_THRESHOLD;
}

/** Questions seen so far, with their word sets computed once. */
export function createDuplicateIndex(existing: readonly string[] = []): { has(text: string): boolean; add(text: string): void } {
  const entries: Array<{ fp: string; tokens: Set<string> }> = [];
  const add = (text: string) => void entries.push({ fp: fingerprint(text), tokens: tokenSet(text) });
  for (const text of existing) add(text);
  return {
    has(text) {
      const fp = fingerprint(text);
      const tokens = tokenSet(text);
      return entries.some((e) => e.fp === fp || jaccard(e.tokens, tokens) >= NEAR_DUPLICATE_THRESHOLD);
    },
    add,
  };
}

const optionKey = (option: string) => option.trim().toLocaleLowerCase();

/** Why a single question may not be shown, or null when it may: the editor's rules (structure). */
export function qualityProblem(q: GeneratedQuestion): string | null {
  const text = q.questionText.trim();
  if (!text) return 'empty question text';
  if (text.length > LIMITS.questionTextMaxLength) return 'question text too long';
  if (q.questionType === 'essay') {
    if (q.options.length > 0) return 'an open-ended question has options';
    return q.rubric?.trim() ? null : 'an open-ended question without a rubric';
  }
  if (q.options.length < LIMITS.minOptions || q.options.length > LIMITS.maxOptions) return 'wrong number of options';
  if (q.options.some((o) => !o.trim() || o.length > LIMITS.optionTextMaxLength)) return 'an empty or too long option';
  const keys = q.options.map(optionKey);
  if (new Set(keys).size !== keys.length) return 'options repeat';
  const correct = q.correctAnswer ? optionKey(q.correctAnswer) : '';
  const matches = keys.filter((k) => k === correct).length;
  return correct && matches === 1 ? null : 'the correct answer is not exactly one of the options';
}

/**
 * Why a drafted question may not be shown: the editor's rules (`qualityProblem`, also applied to a
 * creator's own edit) and then what a reader catches in a draft (quality-gate-rules.ts) — more than one
 * blank, the answer in the question, options of mixed kinds, a fragment, re-cased words, half a name.
 */
export function draftQualityProblem(q: GeneratedQuestion): string | null {
  const problem = qualityProblem(q);
  if (problem) return problem;
  if (q.questionType === 'essay') return tooManyBlanks(q) ?? fragment(q);
  for (const rule of READER_RULES) {
    const found = rule(q);
    if (found) return found;
  }
  return null;
}

export type GateResult = { accepted: GeneratedQuestion[]; rejected: Array<{ question: GeneratedQuestion; reason: string }> };

/**
 * Every question passes here before anyone sees it: non-empty text; multiple choice with 2–8 unique
 * non-empty options and exactly one correct option among them, then what a reader catches
 * (quality-gate-rules.ts: one blank at most, the answer not in the question, options of one kind, a
 * whole sentence, no re-cased words); open-ended with a rubric, a whole sentence; and no
 * near-duplicate of a question already accepted or already in the draft (`existing`).
 */
export function applyQualityGate(candidates: GeneratedQuestion[], existing: readonly string[] = []): GateResult {
  const accepted: GeneratedQuestion[] = [];
  const rejected: GateResult['rejected'] = [];
  const seen = createDuplicateIndex(existing);
  for (const question of candidates) {
    const trimmed = { ...question, questionText: question.questionText.trim(), options: question.options.map((o) => o.trim()), correctAnswer: question.correctAnswer?.trim() ?? null };
    const problem = draftQualityProblem(trimmed) ?? (seen.has(trimmed.questionText) ? 'near-duplicate' : null);
    if (problem) {
      rejected.push({ question, reason: problem });
      continue;
    }
    seen.add(trimmed.questionText);
    accepted.push(trimmed);
  }
  return { accepted, rejected };
}
