import { createLogger } from '@quizlink/kit-logger';
import { PERSONAL_DATA_KINDS } from '../src/data-access/llm-personal-data-kinds.ts';
import { createOpenAiQuestionProvider, type OpenAiSettings } from '../src/data-access/openai-question.provider.ts';
import type { GenerationRequest } from '../src/domain/draft-model.ts';
import { errorReply, jsonCompletion, startFakeOpenAi, toolCompletion, type FakeOpenAi } from './fake-openai-server.ts';
import { LESSON_PAGES } from './fixtures/fixture-texts.ts';
import { prepareTestEnvironment } from './setup/test-environment.ts';

prepareTestEnvironment();

const logger = createLogger({ service: 'openai-test', level: 'silent' });
let fake: FakeOpenAi;
beforeEach(async () => {
  fake = await startFakeOpenAi();
});
afterEach(() => fake.close());

const provider = (overrides: Partial<OpenAiSettings> = {}) =>
  createOpenAiQuestionProvider({ apiKey: 'sk-test', model: 'gpt-test', baseUrl: fake.baseUrl, method: 'jsonSchema', timeoutMs: 2000, maxRetries: 2, redact: PERSONAL_DATA_KINDS, retryBaseDelayMs: 5, ...overrides }, logger);

const request = (overrides: Partial<GenerationRequest> = {}): GenerationRequest => ({
  segments: LESSON_PAGES.map((text, i) => ({ file: 'lesson.pdf', location: `page ${i + 1}`, text })),
  images: [],
  topic: null,
  count: 2,
  types: ['mcq', 'essay'],
  difficulty: 'hard',
  language: 'es',
  exclude: ['¿Qué absorbe la clorofila?'],
  ...overrides,
});

const batch = {
  questions: [
    { questionText: '¿Dónde ocurre la respiración?', questionType: 'mcq', options: ['Mitocondrias', 'Cloroplastos', 'Estomas', 'Raíces'], correctAnswer: 'mitocondrias', explanation: 'Página 2.', rubric: null, sourceLocation: 'page 2' },
    { questionText: 'Explica la fotosíntesis.', questionType: 'essay', options: null, correctAnswer: null, explanation: null, rubric: 'Menciona luz, agua y CO2.', sourceLocation: 'page 1' },
  ],
};

describe('the LangChain / OpenAI provider against a fake OpenAI server', () => {
  it('When questions are asked for, then the request carries the model, key, strict JSON schema, language, counts and located excerpt', async () => {
    fake.replies.push(jsonCompletion(batch));
    await (await provider()).generate(request());
    const [call] = fake.requests;
    expect(call!.path).toBe('/v1/chat/completions');
    expect(call!.headers.authorization).toBe('Bearer sk-test');
    expect(call!.body.model).toBe('gpt-test');
    const format = call!.body.response_format as { type: string; json_schema: { name: string; strict: boolean; schema: { properties: { questions: { items: { required: string[] } } } } } };
    expect(format.type).toBe('json_schema');
    expect(format.json_schema).toMatchObject({ name: 'quiz_questions', strict: true });
    expect(format.json_schema.schema.properties.questions.items.required).toEqual(['questionText', 'questionType', 'options', 'correctAnswer', 'explanation', 'rubric', 'sourceLocation']);
    const [system, user] = call!.body.messages as Array<{ role: string; content: unknown }>;
    expect(system!.content).toContain('in Spanish');
    expect(system!.content).toContain('hard');
    expect(system!.content).toContain('¿Qué absorbe la clorofila?');
    const text = (user!.content as Array<{ type: string; text: string }>)[0]!.text;
    expect(text).toContain('Write exactly 1 multiple-choice (mcq) and 1 open-ended (essay) questions.');
    expect(text).toContain('[page 2] (lesson.pdf)');
  });

  it('When the model answers, then questions are validated and mapped with their source, and token usage is recorded', async () => {
    fake.replies.push(jsonCompletion(batch));
    const out = await (await provider()).generate(request());
    expect(out.questions).toEqual([
      expect.objectContaining({ questionType: 'mcq', correctAnswer: 'Mitocondrias', source: { file: 'lesson.pdf', location: 'page 2' } }),
      expect.objectContaining({ questionType: 'essay', options: [], rubric: 'Menciona luz, agua y CO2.', source: { file: 'lesson.pdf', location: 'page 1' } }),
    ]);
    expect(out.tokenUsage).toEqual({ input: 120, output: 80, total: 200 });
  });

  it('When the server has no JSON-schema support, then function calling is used and its tool call is parsed', async () => {
    fake.replies.push(toolCompletion('quiz_questions', batch));
    const out = await (await provider({ method: 'functionCalling' })).generate(request());
    const body = fake.requests[0]!.body as { tools: Array<{ function: { name: string } }>; tool_choice: unknown };
    expect(body.tools[0]!.function.name).toBe('quiz_questions');
    expect(body.tool_choice).toEqual({ type: 'function', function: { name: 'quiz_questions' } });
    expect(out.questions).toHaveLength(2);
  });

  it('When images are sent to a vision model, then they travel as image parts and questions cite the image', async () => {
    fake.replies.push(jsonCompletion({ questions: [{ ...batch.questions[1], sourceLocation: 'image' }] }));
    const image = { name: 'river.png', mime: 'image/png', data: Buffer.from('png-bytes') };
    const out = await (await provider()).generate(request({ segments: [], images: [image], types: ['essay'], count: 1 }));
    const content = (fake.requests[0]!.body.messages as Array<{ content: unknown }>)[1]!.content as Array<Record<string, unknown>>;
    expect(content[1]).toEqual({ type: 'image_url', image_url: { url: `data:image/png;base64,${Buffer.from('png-bytes').toString('base64')}` } });
    expect(out.questions[0]!.source).toEqual({ file: 'river.png', location: 'image' });
  });

  it('When the excerpt and the earlier questions hold e-mail addresses and phone numbers, then the server receives none of them', async () => {
    fake.replies.push(jsonCompletion(batch));
    const segments = [{ file: 'contacts.txt', location: 'paragraph 1', text: 'Ask Dr. Ruiz (ruiz@uni.example, +34 912 345 678) about photosynthesis in chloroplasts.' }];
    await (await provider()).generate(request({ segments, exclude: ['Who answers at ana@school.example?'] }));
    const sent = JSON.stringify(fake.requests[0]!.body);
    expect(sent).not.toMatch(/@uni\.example|@school\.example|912 345 678/);
    expect(sent).toContain('Ask Dr. Ruiz ([REDACTED_EMAIL], [REDACTED_PHONE]) about photosynthesis in chloroplasts.');
    expect(sent).toContain('Who answers at [REDACTED_EMAIL]?');
  });

  it('When redaction is switched off (OPENAI_REDACT_PERSONAL_DATA=none), then the text goes as it is', async () => {
    fake.replies.push(jsonCompletion(batch));
    const segments = [{ file: 'contacts.txt', location: 'paragraph 1', text: 'Write to ruiz@uni.example about chloroplasts.' }];
    await (await provider({ redact: [] })).generate(request({ segments }));
    expect(JSON.stringify(fake.requests[0]!.body)).toContain('ruiz@uni.example');
  });

  it.each([
    ['a local server tag (Ollama)', 'llama3.1:8b', 'llama3.1:8b'],
    ['a provider prefix', 'openai:gpt-4o-mini', 'gpt-4o-mini'],
  ])('When the model name has %s, then initChatModel sends the name the server knows to OPENAI_BASE_URL', async (_label, configured, sent) => {
    fake.replies.push(jsonCompletion(batch));
    await (await provider({ model: configured })).generate(request());
    expect(fake.requests[0]!.path).toBe('/v1/chat/completions');
    expect(fake.requests[0]!.body.model).toBe(sent);
  });

  it('When the server answers 429 (with Retry-After) and then 500, then the call is retried and succeeds', async () => {
    fake.replies.push(errorReply(429, { 'retry-after': '0' }), errorReply(500), jsonCompletion(batch));
    const out = await (await provider()).generate(request());
    expect(fake.requests).toHaveLength(3);
    expect(out.questions).toHaveLength(2);
  });

  it('When the answer breaks the schema once, then it is asked again', async () => {
    fake.replies.push(jsonCompletion({ questions: [{ questionText: 'no other keys' }] }), jsonCompletion(batch));
    expect((await (await provider()).generate(request())).questions).toHaveLength(2);
    expect(fake.requests).toHaveLength(2);
  });

  it('When the key is refused (401), then it fails at once without retrying', async () => {
    fake.replies.push(errorReply(401));
    await expect((await provider()).generate(request())).rejects.toMatchObject({ status: 401 });
    expect(fake.requests).toHaveLength(1);
  });

  it('When the server stays silent past the timeout, then each attempt times out and the last failure surfaces', async () => {
    fake.fallback = { delayMs: 3000, ...jsonCompletion(batch) };
    await expect((await provider({ timeoutMs: 150, maxRetries: 2 })).generate(request())).rejects.toMatchObject({ name: 'TimeoutError' });
    expect(fake.requests).toHaveLength(3);
  });

  it('When a long text is given, then it is split into several requests and the count is spread over them', async () => {
    fake.fallback = jsonCompletion(batch);
    const pages = Array.from({ length: 12 }, (_, i) => ({ file: 'big.pdf', location: `page ${i + 1}`, text: `${LESSON_PAGES[0]} `.repeat(12) }));
    await (await provider()).generate(request({ segments: pages, count: 6 }));
    expect(fake.requests.length).toBeGreaterThan(1);
    const asked = fake.requests.map((r) => /Write exactly (\d+) multiple-choice \(mcq\) and (\d+)/.exec(((r.body.messages as Array<{ content: Array<{ text: string }> }>)[1]!.content[0]!.text))!);
    expect(asked.reduce((n, m) => n + Number(m[1]) + Number(m[2]), 0)).toBe(6);
  });
});
