import { AUTO_DRAFT_MESSAGES, DRAFT_ERRORS, offlineShortfallWarning } from '@quizlink/contracts/draft';
import { createLogger } from '@quizlink/kit-logger';
import type { GenerationRequest } from '../draft-model.ts';
import { generateQuestions } from '../generate-questions.ts';
import { createOfflineGenerator } from './offline-generator.ts';
import { prepareTestEnvironment } from '../../../test/setup/test-environment.ts';

prepareTestEnvironment();

const logger = createLogger({ service: 'honest-count-test', level: 'silent' });
const generators = { llm: null, offline: createOfflineGenerator() };
const request = (text: string, count: number, overrides: Partial<GenerationRequest> = {}): GenerationRequest => ({
  segments: text ? [{ file: 'notes.txt', location: 'paragraph 1', text }] : [],
  images: [],
  topic: null,
  count,
  types: ['mcq'],
  difficulty: 'medium',
  language: 'en',
  exclude: [],
  ...overrides,
});

const SHORT = 'Marie Curie won the Nobel Prize in 1903. Pierre Curie shared the prize in 1903. Henri Becquerel discovered radioactivity in 1896. The couple worked in Paris for many years.';

describe('the count of an offline draft', () => {
  it('When the text supports fewer questions than asked, then the draft says how many and why, next to the offline notice', async () => {
    const result = await generateQuestions(generators, request(SHORT, 10), { logger });
    expect(result.questions.length).toBeGreaterThan(0);
    expect(result.questions.length).toBeLessThan(10);
    expect(result.warnings).toEqual([AUTO_DRAFT_MESSAGES.offlineNotice, offlineShortfallWarning(result.questions.length, 10)]);
  });

  it('When the text supports the count, then exactly that many come back without a note', async () => {
    const result = await generateQuestions(generators, request(SHORT, 2), { logger });
    expect(result.questions).toHaveLength(2);
    expect(result.warnings).toEqual([AUTO_DRAFT_MESSAGES.offlineNotice]);
  });

  it('When only a topic is given and only multiple choice is asked, then the call is refused with a clear 400, never answered with other types', async () => {
    await expect(generateQuestions(generators, request('', 5, { topic: 'volcanoes' }), { logger })).rejects.toMatchObject({
      status: 400,
      code: DRAFT_ERRORS.autoCreateContentRequired.code,
      message: AUTO_DRAFT_MESSAGES.topicMcqNeedsContent,
    });
  });
});
