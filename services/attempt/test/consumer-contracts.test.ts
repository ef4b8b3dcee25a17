import { API_PATHS, ATTEMPT_HEADERS, EVENT_TYPES, TOPICS, type AnswerKey, type AttemptSubmittedV1 } from '@quizlink/contracts';
import {
  MFE_QUIZ_INTERACTIONS,
  eventExpectationsFor,
  httpExpectationsFor,
  replayExpectation,
  verifyPublishedEvent,
  type ProviderStates,
  type SendRequest,
} from '@quizlink/contracts/consumer-contracts';
import { call, eventually } from '@quizlink/kit-http/testing';
import { registerQuiz, startAttemptService, submission, type Harness } from './attempt-service.harness.ts';

let h: Harness;
const published: AttemptSubmittedV1[] = [];
beforeAll(async () => {
  h = await startAttemptService('consumer-contracts');
  await h.bus.subscribe({
    topic: TOPICS.attemptEvents,
    groupId: 'consumer-contracts-observer',
    handler: async (event) => {
      if (event.type === EVENT_TYPES.attemptSubmitted) published.push(event);
    },
  });
});
afterAll(async () => {
  await h.close();
});

const TIME_LIMIT_SECONDS = 600;
const LEADERBOARD_LIMIT = '10';

/** A quiz in the stand-in quiz service and one attempt on it, submitted through the API. */
async function submitted(): Promise<{ key: AnswerKey; id: string; attemptSecret: string }> {
  const key = registerQuiz(h);
  const res = await call(h.baseUrl, 'POST', API_PATHS.attempts, submission(key));
  if (res.status !== 201) throw new Error(`submission failed: ${res.status} ${res.text}`);
  return { key, id: res.body.id as string, attemptSecret: res.body.attemptSecret as string };
}

const send: SendRequest = (request) => call(h.baseUrl, request.method, request.path, request.body, request.headers);

/** Each consumer interaction's set-up, made through the service's own API (the provider states). */
const states: ProviderStates = {
  [MFE_QUIZ_INTERACTIONS.startAttempt]: async () => {
    const key = registerQuiz(h, h.now.value, 7, TIME_LIMIT_SECONDS);
    return { body: { quizId: key.quizId, userAnswerId: 7 } };
  },
  [MFE_QUIZ_INTERACTIONS.submitAttempt]: async () => ({ body: submission(registerQuiz(h)) }),
  [MFE_QUIZ_INTERACTIONS.attemptById]: async () => {
    const attempt = await submitted();
    return { params: { id: attempt.id }, headers: { [ATTEMPT_HEADERS.attemptSecret]: attempt.attemptSecret } };
  },
  [MFE_QUIZ_INTERACTIONS.leaderboard]: async () => {
    const attempt = await submitted();
    return { params: { id: attempt.key.quizId }, query: { limit: LEADERBOARD_LIMIT }, headers: { [ATTEMPT_HEADERS.attemptSecret]: attempt.attemptSecret } };
  },
};

describe('the attempt service against its consumers', () => {
  it.each(httpExpectationsFor('attempt').map((e) => [`${e.consumer}: ${e.interaction}`, e] as const))(
    'When %s is replayed, then every field the consumer reads is there',
    async (_name, expectation) => {
      expect(await replayExpectation(expectation, states, send)).toEqual([]);
    },
  );

  it.each(eventExpectationsFor([EVENT_TYPES.attemptSubmitted]).map((e) => [`${e.consumer}: ${e.type}`, e] as const))(
    'When the service publishes %s, then every field the handler reads is there',
    async (_name, expectation) => {
      const attempt = await submitted();
      const event = await eventually(async () => {
        const found = published.find((e) => e.data.attemptId === attempt.id);
        if (!found) throw new Error('attempt.submitted not yet published');
        return found;
      });
      expect(verifyPublishedEvent(expectation, event)).toEqual([]);
    },
  );
});
