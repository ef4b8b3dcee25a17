import { buildPath } from '@quizlink/contracts/http';
import { QUIZ_INTERNAL_PATHS } from '@quizlink/contracts/quiz';
import {
  ATTEMPT_SERVICE_CLIENTS,
  attemptServiceHttpExpectations,
  checkHttpExample,
  recordedAnswer,
  sentAsRecorded,
  type HttpExpectation,
} from '@quizlink/contracts/consumer-contracts';
import { createCache } from '@quizlink/kit-cache';
import { createLogger } from '@quizlink/kit-logger';
import { createAnswerKeyClient } from './answer-key.client.ts';
import { createUserDirectoryClient } from './user-directory.client.ts';

const QUIZ_SERVICE_URL = 'http://quiz-service.test';
const logger = createLogger({ service: 'quiz-service-clients-contract-test', level: 'silent' });

/** A client of the quiz service whose fetch answers with the recorded example; `sent` keeps what it asked. */
function connectionTo(expectation: HttpExpectation) {
  const sent: Array<{ method: string; url: string }> = [];
  const fetchRecorded = (async (input: string | URL | Request, init?: RequestInit) => {
    sent.push({ method: init?.method ?? 'GET', url: String(input) });
    return recordedAnswer(expectation) as Response;
  }) as typeof fetch;
  const cache = createCache({ keyPrefix: `contract-${expectation.consumer}`, logger });
  return { sent, options: { baseUrl: QUIZ_SERVICE_URL, fetch: fetchRecorded, timeoutMs: 1000, cache, cacheTtlSeconds: 60, logger } };
}

const expectationOf = (consumer: string): HttpExpectation => {
  const found = attemptServiceHttpExpectations.find((e) => e.consumer === consumer);
  if (!found) throw new Error(`no recorded expectation of ${consumer}`);
  return found;
};

describe("the attempt service's quiz-service clients against their recorded expectations", () => {
  it.each(attemptServiceHttpExpectations.map((e) => [e.consumer, e] as const))('When %s is recorded, then its example is valid', (_name, e) => {
    expect(checkHttpExample(e)).toEqual([]);
  });

  it('When the answer-key client is fed the recorded key, then it makes the recorded request and parses every relied-on field', async () => {
    const expectation = expectationOf(ATTEMPT_SERVICE_CLIENTS.answerKey);
    const { sent, options } = connectionTo(expectation);
    const example = expectation.response.example as { quizId: number };

    const key = await createAnswerKeyClient(options).get(example.quizId);

    expect(sent).toHaveLength(1);
    expect(sentAsRecorded(expectation, sent[0]!)).toBe(true);
    expect(sent[0]!.url).toBe(`${QUIZ_SERVICE_URL}${buildPath(QUIZ_INTERNAL_PATHS.answerKey, { id: example.quizId })}`);
    expect(key).toEqual(example);
  });

  it('When the user directory is answered with the recorded status, then the user counts as known', async () => {
    const expectation = expectationOf(ATTEMPT_SERVICE_CLIENTS.userDirectory);
    const { sent, options } = connectionTo(expectation);

    expect(await createUserDirectoryClient(options).exists(3)).toBe(true);
    expect(sentAsRecorded(expectation, sent[0]!)).toBe(true);
  });
});
