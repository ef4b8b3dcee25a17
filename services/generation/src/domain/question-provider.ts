import type { SuggestionType } from '@quizlink/contracts';
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
