import type { SuggestionType } from '@quizlink/contracts/draft';
import type { GeneratedQuestion, GenerationRequest, TokenUsage } from './draft-model.ts';

export type ProviderOutput = { questions: GeneratedQuestion[]; warnings: string[]; tokenUsage: TokenUsage | null };

export type ProviderOptions = {
  signal?: AbortSignal;
  /** Called as questions come in, with the running total. */
  onProgress?: (questionsGenerated: number) => void;
};

/**
 * The port behind which questions are made: OpenAI through LangChain when configured, the offline
 * generator always. Providers return candidates; the caller's quality gate decides what is shown.
 */
export interface QuestionProvider {
  readonly name: 'openai' | 'offline';
  readonly model: string | null;
  generate(request: GenerationRequest, opts?: ProviderOptions): Promise<ProviderOutput>;
}

/** How many of each type a request wants: 'both' is split evenly, multiple choice taking the odd one. */
export function allocateTypes(count: number, types: readonly SuggestionType[]): Record<SuggestionType, number> {
  const mcq = types.includes('mcq');
  const essay = types.includes('essay');
  if (mcq && essay) return { mcq: Math.ceil(count / 2), essay: Math.floor(count / 2) };
  return { mcq: mcq ? count : 0, essay: essay ? count : 0 };
}

/**
 * `total` spread over parts in proportion to their weights (largest remainder), so a long document's
 * questions come from all of it rather than its first pages.
 */
export function spreadCount(total: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (weights.length === 0) return [];
  if (sum <= 0) return weights.map((_, i) => Math.floor(total / weights.length) + (i < total % weights.length ? 1 : 0));
  const exact = weights.map((w) => (total * w) / sum);
  const counts = exact.map(Math.floor);
  let left = total - counts.reduce((a, b) => a + b, 0);
  const order = exact.map((x, i) => ({ i, frac: x - Math.floor(x) })).sort((a, b) => b.frac - a.frac);
  for (const { i } of order) {
    if (left <= 0) break;
    counts[i]! += 1;
    left -= 1;
  }
  return counts;
}
