import { ATTEMPT_HEADERS, ATTEMPT_PATHS, type SubmitAttemptRequest } from '@quizlink/contracts/attempt';
import { type AttemptSubmittedV1, EVENT_TYPES, TOPICS } from '@quizlink/contracts/events';
import type { AnswerKey } from '@quizlink/contracts/quiz';
import { MFE_QUIZ_INTERACTIONS, describeProviderContracts, type HttpExpectation, type ProviderStates, type SendRequest } from '@quizlink/contracts/consumer-contracts';
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
  const res = await call(h.baseUrl, 'POST', ATTEMPT_PATHS.attempts, submission(key));
  if (res.status !== 201) throw new Error(`submission failed: ${res.status} ${res.text}`);
  return { key, id: res.body.id as string, attemptSecret: res.body.attemptSecret as string };
}

/**
 * The consumer's recorded submission on a registered quiz: its chosen answers go to the quiz's
 * multiple-choice questions and its written ones to the open-ended question, in order.
 */
function recordedSubmissionOn(key: AnswerKey, e: HttpExpectation): SubmitAttemptRequest {
  const recorded = e.request.body?.example as SubmitAttemptRequest;
  const idsOf = (type: string) => key.questions.filter((q) => q.type === type).map((q) => q.id);
  const [choices, essays] = [idsOf('multiple-choice'), idsOf('open-ended')];
  return {
    ...recorded,
    quizId: key.quizId,
    answers: (recorded.answers ?? []).map((a, i) => ({ ...a, questionId: choices[i]! })),
    openEndedAnswers: (recorded.openEndedAnswers ?? []).map((a, i) => ({ ...a, questionId: essays[i]!, questionIndex: key.questions.findIndex((q) => q.id === essays[i]) })),
  };
}

const send: SendRequest = (request) => call(h.baseUrl, request.method, request.path, request.body, request.headers);

/** Each consumer interaction's set-up, made through the service's own API (the provider states). */
const states: ProviderStates = {
  [MFE_QUIZ_INTERACTIONS.startAttempt]: async () => {
    const key = registerQuiz(h, h.now.value, 7, TIME_LIMIT_SECONDS);
    return { body: { quizId: key.quizId, userAnswerId: 7 } };
  },
  [MFE_QUIZ_INTERACTIONS.submitAttempt]: async (e) => ({ body: recordedSubmissionOn(registerQuiz(h), e) }),
  [MFE_QUIZ_INTERACTIONS.attemptById]: async () => {
    const attempt = await submitted();
    return { params: { id: attempt.id }, headers: { [ATTEMPT_HEADERS.attemptSecret]: attempt.attemptSecret } };
  },
  [MFE_QUIZ_INTERACTIONS.leaderboard]: async () => {
    const attempt = await submitted();
    return { params: { id: attempt.key.quizId }, query: { limit: LEADERBOARD_LIMIT }, headers: { [ATTEMPT_HEADERS.attemptSecret]: attempt.attemptSecret } };
  },
};

/** Submits an attempt through the API; resolves to the attempt.submitted event the service published for it. */
async function publishedEvent(): Promise<AttemptSubmittedV1> {
  const attempt = await submitted();
  return eventually(async () => {
    const found = published.find((e) => e.data.attemptId === attempt.id);
    if (!found) throw new Error('attempt.submitted not yet published');
    return found;
  });
}

describeProviderContracts({ provider: 'attempt', states, send, events: { types: [EVENT_TYPES.attemptSubmitted], published: publishedEvent } }, { describe, it });
