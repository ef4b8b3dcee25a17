import { llmQuestionBatchSchema } from '@quizlink/contracts/draft';
import type { Logger } from '@quizlink/kit-logger';
import type { GeneratedQuestion, GenerationRequest, TokenUsage } from '../domain/draft-model.ts';
import { allocateTypes, spreadCount, type ProviderOptions, type ProviderOutput, type QuestionProvider } from '../domain/question-provider.ts';
import { initQuestionModel, type ChatModelSettings } from './llm-chat-model.ts';
import { chunkSegments, countModelTokens } from './llm-chunks.ts';
import { createPersonalDataRedactor } from './llm-personal-data.ts';
import type { PersonalDataKind } from './llm-personal-data-kinds.ts';
import { systemPrompt, userPrompt } from './llm-prompt.ts';
import { addUsage, toQuestion, type LlmJob } from './llm-question-mapping.ts';
import { withRetries } from './llm-retry.ts';

export type OpenAiSettings = ChatModelSettings & {
  timeoutMs: number;
  maxRetries: number;
  /** Personal data removed from every text before it is sent (OPENAI_REDACT_PERSONAL_DATA). */
  redact: readonly PersonalDataKind[];
  /** Retry backoff base; tests shorten it. */
  retryBaseDelayMs?: number;
};

/** Excerpt size per request: a few pages, so questions stay tied to their source and answers come fast. */
const CHUNK_TOKENS = 3000;
/** Requests in flight at once for one draft. */
const PARALLEL = 3;

async function jobsOf(request: GenerationRequest): Promise<LlmJob[]> {
  const wanted = allocateTypes(request.count, request.types);
  if (request.segments.length === 0) return [{ segments: [], mcq: wanted.mcq, essay: wanted.essay, images: request.images }];
  const chunks = await chunkSegments(request.segments, CHUNK_TOKENS, countModelTokens);
  const weights = chunks.map((c) => c.tokens);
  const mcq = spreadCount(wanted.mcq, weights);
  const essay = spreadCount(wanted.essay, weights);
  return chunks
    .map((chunk, i) => ({ segments: chunk.segments, mcq: mcq[i]!, essay: essay[i]!, images: i === 0 ? request.images : [] }))
    .filter((job) => job.mcq + job.essay > 0);
}

/**
 * Questions from an OpenAI-compatible chat model through LangChain: the model comes from configuration
 * (`initChatModel`), the answer must match the contracts' `llmQuestionBatchSchema` (structured output,
 * checked again here). Long texts are split by LangChain's text splitter into chunks of ~3000 tokens
 * and the requested count is spread across them; images go to the model as image parts. Every text is
 * stripped of personal data (piiMiddleware's rules) before it leaves the machine. Timeouts, retries and
 * token usage are handled per request.
 */
export async function createOpenAiQuestionProvider(settings: OpenAiSettings, logger: Logger): Promise<QuestionProvider> {
  const structured = await initQuestionModel(settings);
  const redact = createPersonalDataRedactor(settings.redact);

  async function run(job: LlmJob, request: GenerationRequest, signal: AbortSignal | undefined, usage: TokenUsage): Promise<GeneratedQuestion[]> {
    const text = redact(userPrompt({ mcq: job.mcq, essay: job.essay, segments: job.segments, topic: request.topic, imageNames: job.images.map((i) => i.name) }));
    const content = [
      { type: 'text' as const, text },
      ...job.images.map((image) => ({ type: 'image_url' as const, image_url: { url: `data:${image.mime};base64,${image.data.toString('base64')}` } })),
    ];
    const messages = [
      { role: 'system' as const, content: redact(systemPrompt({ language: request.language, difficulty: request.difficulty, exclude: request.exclude })) },
      { role: 'user' as const, content },
    ];
    const answer = await withRetries((attemptSignal) => structured.invoke(messages, { signal: attemptSignal }), {
      retries: settings.maxRetries,
      timeoutMs: settings.timeoutMs,
      signal,
      baseDelayMs: settings.retryBaseDelayMs,
      onRetry: (error, attempt, delayMs) => logger.warn({ err: error, attempt, delayMs }, 'language model call failed; retrying'),
    });
    addUsage(usage, (answer.raw as { usage_metadata?: Parameters<typeof addUsage>[1] }).usage_metadata);
    const parsed = llmQuestionBatchSchema.parse(answer.parsed);
    return parsed.questions.flatMap((q) => toQuestion(q, job, request) ?? []);
  }

  return {
    name: 'openai',
    model: settings.model,
    async generate(request: GenerationRequest, opts: ProviderOptions = {}): Promise<ProviderOutput> {
      const usage: TokenUsage = { input: 0, output: 0, total: 0 };
      const jobs = await jobsOf(request);
      const results: GeneratedQuestion[][] = Array.from({ length: jobs.length }, () => []);
      // One failed chunk fails the draft (the caller falls back): stop the others at once.
      const failed = new AbortController();
      const signal = opts.signal ? AbortSignal.any([opts.signal, failed.signal]) : failed.signal;
      let next = 0;
      let made = 0;
      const worker = async () => {
        while (next < jobs.length) {
          const i = next++;
          results[i] = await run(jobs[i]!, request, signal, usage);
          made += results[i]!.length;
          opts.onProgress?.(made);
        }
      };
      try {
        await Promise.all(Array.from({ length: Math.min(PARALLEL, jobs.length) }, worker));
      } catch (error) {
        failed.abort(error);
        throw error;
      }
      logger.info({ model: settings.model, requests: jobs.length, usage }, 'questions generated by the language model');
      return { questions: results.flat(), warnings: [], tokenUsage: usage };
    },
  };
}
