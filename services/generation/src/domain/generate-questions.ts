import { AUTO_DRAFT_MESSAGES, offlineShortfallWarning } from '@quizlink/contracts/draft';
import type { Logger } from '@quizlink/kit-logger';
import type { GeneratedQuestion, GenerationRequest, GenerationResult } from './draft-model.ts';
import { applyQualityGate } from './quality-gate.ts';
import type { QuestionProvider } from './question-provider.ts';

export type Generators = {
  /** OpenAI through LangChain; null when no key is configured. */
  llm: QuestionProvider | null;
  offline: QuestionProvider;
};

export type GenerateOptions = {
  /** The user's cancellation: never a reason to fall back, always passed through. */
  signal?: AbortSignal;
  /** For answers the caller waits for: past it, the model is abandoned for the offline generator. */
  deadlineMs?: number;
  onProgress?: (questionsGenerated: number) => void;
  /** What the offline generator needs when the model fails (e.g. images read by OCR instead of sent). */
  prepareFallback?: (request: GenerationRequest) => Promise<GenerationRequest>;
  logger: Logger;
};

const cap = (questions: GeneratedQuestion[], count: number) => questions.slice(0, count);

async function offlineRun(gens: Generators, request: GenerationRequest, opts: GenerateOptions) {
  const out = await gens.offline.generate(request, { signal: opts.signal, onProgress: opts.onProgress });
  const { accepted } = applyQualityGate(out.questions, request.exclude);
  return { questions: cap(accepted, request.count), warnings: out.warnings };
}

/** The count stays honest: fewer questions than asked come with a note saying how many and why. */
const withShortfall = (offline: { questions: GeneratedQuestion[]; warnings: string[] }, request: GenerationRequest) =>
  offline.questions.length < request.count && (request.segments.length > 0 || offline.questions.length > 0)
    ? { ...offline, warnings: [...offline.warnings, offlineShortfallWarning(offline.questions.length, request.count)] }
    : offline;

/**
 * Makes the questions of a request: with the language model when one is configured, else offline.
 * Everything passes the quality gate (and de-duplication against the draft's questions). When the model
 * fails — bad key, quota, timeout, server errors after retries, invalid answers — the offline generator
 * takes over and a warning tells the user; when it answers with too few valid questions, the offline
 * generator tops them up.
 */
export async function generateQuestions(gens: Generators, request: GenerationRequest, opts: GenerateOptions): Promise<GenerationResult> {
  if (!gens.llm) {
    const offline = withShortfall(await offlineRun(gens, request, opts), request);
    return { ...offline, warnings: [AUTO_DRAFT_MESSAGES.offlineNotice, ...offline.warnings], provider: 'offline', model: null, usedFallback: false, tokenUsage: null };
  }
  const deadline = opts.deadlineMs ? AbortSignal.timeout(opts.deadlineMs) : null;
  const signal = deadline && opts.signal ? AbortSignal.any([opts.signal, deadline]) : (deadline ?? opts.signal);
  try {
    const out = await gens.llm.generate(request, { signal, onProgress: opts.onProgress });
    const { accepted, rejected } = applyQualityGate(out.questions, request.exclude);
    if (rejected.length > 0) opts.logger.info({ rejected: rejected.map((r) => r.reason) }, 'model questions rejected by the quality gate');
    let questions = cap(accepted, request.count);
    if (questions.length < request.count && request.segments.length > 0) {
      const topUp = await offlineRun(gens, { ...request, count: request.count - questions.length, exclude: [...request.exclude, ...questions.map((q) => q.questionText)] }, opts);
      questions = [...questions, ...topUp.questions];
    }
    return { questions, warnings: out.warnings, provider: 'openai', model: gens.llm.model, usedFallback: false, tokenUsage: out.tokenUsage };
  } catch (error) {
    if (opts.signal?.aborted) throw opts.signal.reason;
    opts.logger.warn({ err: error, model: gens.llm.model }, 'language model failed; falling back to the offline generator');
    const fallbackRequest = opts.prepareFallback ? await opts.prepareFallback(request) : request;
    const offline = withShortfall(await offlineRun(gens, fallbackRequest, opts), fallbackRequest);
    return { ...offline, warnings: [AUTO_DRAFT_MESSAGES.fallbackNotice, ...offline.warnings], provider: 'offline', model: null, usedFallback: true, tokenUsage: null };
  }
}
