import { ChatOpenAI } from '@langchain/openai';
import { llmQuestionBatchSchema, type LlmQuestion } from '@quizlink/contracts';
import type { Logger } from '@quizlink/kit-logger';
import { chunkSegments, countModelTokens, spreadCount } from '../domain/chunking.ts';
import type { GeneratedQuestion, GenerationRequest, TextSegment, TokenUsage } from '../domain/draft-model.ts';
import { allocateTypes, type ProviderOptions, type ProviderOutput, type QuestionProvider } from '../domain/question-provider.ts';
import { systemPrompt, userPrompt } from './llm-prompt.ts';
import { withRetries } from './llm-retry.ts';

export type OpenAiSettings = {
  apiKey: string;
  model: string;
  baseUrl?: string;
  method: 'jsonSchema' | 'functionCalling';
  timeoutMs: number;
  maxRetries: number;
  /** Retry backoff base; tests shorten it. */
  retryBaseDelayMs?: number;
};

/** Excerpt size per request: a few pages, so questions stay tied to their source and answers come fast. */
const CHUNK_TOKENS = 3000;
/** Requests in flight at once for one draft. */
const PARALLEL = 3;

type Job = { segments: TextSegment[]; mcq: number; essay: number; images: GenerationRequest['images'] };

function jobsOf(request: GenerationRequest): Job[] {
  const wanted = allocateTypes(request.count, request.types);
  if (request.segments.length === 0) return [{ segments: [], mcq: wanted.mcq, essay: wanted.essay, images: request.images }];
  const chunks = chunkSegments(request.segments, CHUNK_TOKENS, countModelTokens);
  const weights = chunks.map((c) => c.tokens);
  const mcq = spreadCount(wanted.mcq, weights);
  const essay = spreadCount(wanted.essay, weights);
  return chunks
    .map((chunk, i) => ({ segments: chunk.segments, mcq: mcq[i]!, essay: essay[i]!, images: i === 0 ? request.images : [] }))
    .filter((job) => job.mcq + job.essay > 0);
}

function toQuestion(q: LlmQuestion, job: Job, request: GenerationRequest): GeneratedQuestion | null {
  if (!request.types.includes(q.questionType)) return null;
  const segment = job.segments.find((s) => s.location === q.sourceLocation) ?? job.segments[0];
  const image = job.images[0];
  const source = segment
    ? { file: segment.file, location: segment.location }
    : image
      ? { file: image.name, location: 'image' }
      : { file: 'Topic', location: null };
  const options = q.questionType === 'mcq' ? (q.options ?? []).map((o) => o.trim()) : [];
  // Models sometimes change the case of the correct option when copying it: take the option's own text.
  const correct = q.correctAnswer?.trim() ?? null;
  const correctAnswer = correct === null ? null : (options.find((o) => o === correct) ?? options.find((o) => o.toLowerCase() === correct.toLowerCase()) ?? correct);
  return {
    questionText: q.questionText.trim(),
    questionType: q.questionType,
    options,
    correctAnswer: q.questionType === 'mcq' ? correctAnswer : null,
    explanation: q.explanation,
    rubric: q.questionType === 'essay' ? q.rubric : null,
    difficulty: request.difficulty,
    source,
  };
}

const addUsage = (total: TokenUsage, usage: { input_tokens?: number; output_tokens?: number; total_tokens?: number } | undefined): void => {
  total.input += usage?.input_tokens ?? 0;
  total.output += usage?.output_tokens ?? 0;
  total.total += usage?.total_tokens ?? 0;
};

/**
 * Questions from an OpenAI-compatible chat model through LangChain (`@langchain/openai`), with structured
 * output: the answer must match the contracts' `llmQuestionBatchSchema` (checked again here). Long texts
 * are split into chunks of ~3000 tokens (js-tiktoken) and the requested count is spread across them;
 * images go to the model as image parts. Timeouts, retries and token usage are handled per request.
 */
export function createOpenAiQuestionProvider(settings: OpenAiSettings, logger: Logger): QuestionProvider {
  const model = new ChatOpenAI({
    model: settings.model,
    apiKey: settings.apiKey,
    maxRetries: 0,
    ...(settings.baseUrl ? { configuration: { baseURL: settings.baseUrl } } : {}),
  });
  const structured = model.withStructuredOutput(llmQuestionBatchSchema, {
    name: 'quiz_questions',
    includeRaw: true,
    method: settings.method,
    strict: true,
  });

  async function run(job: Job, request: GenerationRequest, signal: AbortSignal | undefined, usage: TokenUsage): Promise<GeneratedQuestion[]> {
    const text = userPrompt({ mcq: job.mcq, essay: job.essay, segments: job.segments, topic: request.topic, imageNames: job.images.map((i) => i.name) });
    const content = [
      { type: 'text' as const, text },
      ...job.images.map((image) => ({ type: 'image_url' as const, image_url: { url: `data:${image.mime};base64,${image.data.toString('base64')}` } })),
    ];
    const messages = [
      { role: 'system' as const, content: systemPrompt({ language: request.language, difficulty: request.difficulty, exclude: request.exclude }) },
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
      const jobs = jobsOf(request);
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
