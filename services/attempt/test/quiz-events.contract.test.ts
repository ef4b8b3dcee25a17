import { ATTEMPT_HEADERS, ATTEMPT_PATHS } from '@quizlink/contracts/attempt';
import { buildPath } from '@quizlink/contracts/http';
import { EVENT_TYPES } from '@quizlink/contracts/events';
import type { AnswerKey } from '@quizlink/contracts/quiz';
import { attemptServiceEventExpectations, checkEventExample, recordedEventAbout, type EventExpectation } from '@quizlink/contracts/consumer-contracts';
import { call, eventually } from '@quizlink/kit-http/testing';
import { registerQuiz, startAttemptService, submission, type Harness } from './attempt-service.harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startAttemptService('quiz_events_contract');
});
afterAll(async () => {
  await h.close();
});

const cachedKey = (quizId: number) => h.cache.get<AnswerKey>(`answer-key:v3:${quizId}`);
const recorded = (type: EventExpectation['type']): EventExpectation => {
  const found = attemptServiceEventExpectations.find((e) => e.type === type);
  if (!found) throw new Error(`no recorded expectation of ${type}`);
  return found;
};

describe('quiz-events.consumer with the events it recorded', () => {
  it.each(attemptServiceEventExpectations.map((e) => [e.type, e] as const))('When %s is recorded, then its example is a valid event', (_type, e) => {
    expect(checkEventExample(e)).toEqual([]);
  });

  it('When the recorded quiz.deleted arrives, then the quiz\'s attempts are gone', async () => {
    const key = registerQuiz(h);
    const created = await call(h.baseUrl, 'POST', ATTEMPT_PATHS.attempts, submission(key));
    expect(created.status).toBe(201);
    const readAttempt = () => call(h.baseUrl, 'GET', buildPath(ATTEMPT_PATHS.attemptById, { id: created.body.id }), undefined, { [ATTEMPT_HEADERS.attemptSecret]: created.body.attemptSecret });

    const expectation = recorded(EVENT_TYPES.quizDeleted);
    await h.bus.publish(expectation.topic, [recordedEventAbout(expectation, key.quizId)]);

    await eventually(async () => expect((await readAttempt()).status).toBe(404));
  });

  it('When the recorded quiz.questions-changed arrives, then the cached answer key is dropped', async () => {
    const key = registerQuiz(h);
    expect((await call(h.baseUrl, 'POST', ATTEMPT_PATHS.attempts, submission(key))).status).toBe(201);
    expect(await cachedKey(key.quizId)).toBeDefined();

    const expectation = recorded(EVENT_TYPES.quizQuestionsChanged);
    await h.bus.publish(expectation.topic, [recordedEventAbout(expectation, key.quizId)]);

    await eventually(async () => expect(await cachedKey(key.quizId)).toBeUndefined());
  });
});
