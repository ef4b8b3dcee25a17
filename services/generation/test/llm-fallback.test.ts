import { AUTO_DRAFT_MESSAGES } from '@quizlink/contracts/draft';
import { createLogger } from '@quizlink/kit-logger';
import { PERSONAL_DATA_KINDS } from '../src/data-access/llm-personal-data-kinds.ts';
import { createOpenAiQuestionProvider } from '../src/data-access/openai-question.provider.ts';
import { CancelledError, type GenerationRequest } from '../src/domain/draft-model.ts';
import { generateQuestions, type Generators } from '../src/domain/generate-questions.ts';
import { createOfflineGenerator } from '../src/domain/offline/offline-generator.ts';
import { errorReply, jsonCompletion, startFakeOpenAi, type FakeOpenAi } from './fake-openai-server.ts';
import { SENTENCE_POOLS } from './fixtures/sentence-pools.ts';
import { prepareTestEnvironment } from './setup/test-environment.ts';

prepareTestEnvironment();

const logger = createLogger({ service: 'fallback-test', level: 'silent' });
let fake: FakeOpenAi;
let generators: Generators;
beforeEach(async () => {
  fake = await startFakeOpenAi();
  const llm = await createOpenAiQuestionProvider({ apiKey: 'sk-test', model: 'gpt-test', baseUrl: fake.baseUrl, method: 'jsonSchema', timeoutMs: 1000, maxRetries: 2, redact: PERSONAL_DATA_KINDS, retryBaseDelayMs: 5 }, logger);
  generators = { llm, offline: createOfflineGenerator() };
});
afterEach(() => fake.close());

const request = (overrides: Partial<GenerationRequest> = {}): GenerationRequest => ({
  segments: [{ file: 'science.txt', location: 'paragraph 1', text: SENTENCE_POOLS.en!.join(' ') }],
  images: [],
  topic: null,
  count: 4,
  types: ['mcq'],
  difficulty: 'medium',
  language: 'en',
  exclude: [],
  ...overrides,
});

const mcq = (questionText: string, correctAnswer = 'A') => ({
  questionText,
  questionType: 'mcq',
  options: ['A', 'B', 'C', 'D'],
  correctAnswer,
  explanation: null,
  rubric: null,
  sourceLocation: 'paragraph 1',
});

describe('falling back from the language model to the offline generator', () => {
  it.each([
    ['500 on every attempt', errorReply(500), 3],
    ['429 on every attempt', errorReply(429), 3],
    ['an invalid key (401)', errorReply(401), 1],
    ['a timeout on every attempt', { delayMs: 4000, ...jsonCompletion({ questions: [] }) }, 3],
  ])('When the model fails with %s, then after the retries the offline generator answers and the user is told', async (_label, reply, attempts) => {
    fake.fallback = reply;
    const result = await generateQuestions(generators, request(), { logger });
    expect(fake.requests).toHaveLength(attempts);
    expect(result).toMatchObject({ provider: 'offline', usedFallback: true, tokenUsage: null });
    expect(result.warnings[0]).toBe(AUTO_DRAFT_MESSAGES.fallbackNotice);
    expect(result.questions).toHaveLength(4);
  });

  it('When the model answers well, then its questions are used and no fallback is reported', async () => {
    const texts = ['Which organelle holds chlorophyll?', 'Which river flows through Cairo?', 'Which planet is closest to the Sun?', 'What do bees collect from flowers?'];
    fake.replies.push(jsonCompletion({ questions: texts.map((text) => mcq(text)) }));
    const result = await generateQuestions(generators, request(), { logger });
    expect(result).toMatchObject({ provider: 'openai', model: 'gpt-test', usedFallback: false });
    expect(result.questions.map((q) => q.questionText)).toEqual(texts);
  });

  it('When some model questions fail the quality gate, then the offline generator tops the draft up', async () => {
    const model = ['Which organelle holds chlorophyll?', 'Which gas do leaves release?', 'which organelle holds chlorophyll'];
    fake.replies.push(jsonCompletion({ questions: [mcq(model[0]!), mcq(model[1]!, 'Z'), mcq(model[2]!)] }));
    const result = await generateQuestions(generators, request(), { logger });
    expect(result.provider).toBe('openai');
    expect(result.questions).toHaveLength(4);
    expect(result.questions[0]!.questionText).toBe(model[0]);
    // The wrong key and the near-duplicate were dropped; the offline generator wrote the other three from the text.
    expect(result.questions.slice(1).every((q) => !model.includes(q.questionText))).toBe(true);
  });

  it('When the caller waits and the model is slower than the deadline, then the offline generator answers in time', async () => {
    fake.fallback = { delayMs: 1500, ...jsonCompletion({ questions: [] }) };
    const started = Date.now();
    const result = await generateQuestions({ ...generators }, request(), { logger, deadlineMs: 200 });
    expect(Date.now() - started).toBeLessThan(1000);
    expect(result.usedFallback).toBe(true);
  });

  it('When the user cancels, then the work stops with the cancellation and nothing falls back', async () => {
    fake.fallback = { delayMs: 1500, ...jsonCompletion({ questions: [] }) };
    const controller = new AbortController();
    setTimeout(() => controller.abort(new CancelledError()), 50);
    await expect(generateQuestions(generators, request(), { logger, signal: controller.signal })).rejects.toBeInstanceOf(CancelledError);
    // At most the one request under way when the user left (none if it had not gone out yet): no retry.
    expect(fake.requests.length).toBeLessThanOrEqual(1);
  });

  it('When no model is configured, then the offline generator is used and its drafts are labelled as such', async () => {
    const result = await generateQuestions({ llm: null, offline: createOfflineGenerator() }, request(), { logger });
    expect(result).toMatchObject({ provider: 'offline', usedFallback: false });
    expect(result.warnings).toEqual([AUTO_DRAFT_MESSAGES.offlineNotice]);
    expect(fake.requests).toHaveLength(0);
  });
});
