import { API_PATHS, EVENT_TYPES, QUIZ_HEADERS, SERVICE_CREDENTIAL_HEADER, TOPICS, buildPath, type DomainEvent } from '@quizlink/contracts';
import {
  ATTEMPT_SERVICE_INTERACTIONS,
  MFE_QUIZ_INTERACTIONS,
  eventExpectationsFor,
  httpExpectationsFor,
  replayExpectation,
  verifyPublishedEvent,
  type ProviderStates,
  type SendRequest,
} from '@quizlink/contracts/consumer-contracts';
import { call, eventually } from '@quizlink/kit-http/testing';
import { SERVICE_TOKEN, createQuiz, createUser, multipleChoice, quizPayload, startQuizService, type Harness } from './quiz-service.harness.ts';

let h: Harness;
const published: DomainEvent[] = [];
beforeAll(async () => {
  h = await startQuizService('consumer-contracts');
  await h.bus.subscribe({ topic: TOPICS.quizEvents, groupId: 'consumer-contracts-observer', handler: async (event) => void published.push(event) });
});
afterAll(async () => {
  await h.close();
});

const credential = { [SERVICE_CREDENTIAL_HEADER]: SERVICE_TOKEN };
const untimedQuiz = () => createQuiz(h.baseUrl, 'Contract Carla', { timeLimit: null });

const send: SendRequest = (request) => call(h.baseUrl, request.method, request.path, request.body, request.headers);

/** Each consumer interaction's set-up, made through the service's own API (the provider states). */
const states: ProviderStates = {
  [MFE_QUIZ_INTERACTIONS.quizByCode]: async () => ({ params: { code: (await untimedQuiz()).accessCode } }),
  [MFE_QUIZ_INTERACTIONS.quizById]: async () => ({ params: { id: (await untimedQuiz()).id } }),
  [MFE_QUIZ_INTERACTIONS.quizQuestions]: async () => ({ params: { id: (await untimedQuiz()).id } }),
  [MFE_QUIZ_INTERACTIONS.createQuiz]: async () => ({ body: quizPayload(await createUser(h.baseUrl, 'Contract Carla'), 'Contract Carla') }),
  [ATTEMPT_SERVICE_INTERACTIONS.answerKey]: async () => ({ params: { id: (await untimedQuiz()).id }, headers: credential }),
  [ATTEMPT_SERVICE_INTERACTIONS.knownUser]: async () => ({ params: { id: await createUser(h.baseUrl, 'Contract Carla') }, headers: credential }),
};

type Quiz = Awaited<ReturnType<typeof untimedQuiz>>;

async function answered(res: Promise<{ status: number; text: string }>, status: number): Promise<void> {
  const { status: actual, text } = await res;
  if (actual !== status) throw new Error(`set-up call answered ${actual}: ${text}`);
}

/** What makes the service publish each event type, through its own API. */
const producers: Partial<Record<DomainEvent['type'], (quiz: Quiz) => Promise<void>>> = {
  [EVENT_TYPES.quizQuestionsChanged]: (quiz) =>
    answered(
      call(h.baseUrl, 'POST', API_PATHS.questions, { quizId: quiz.id, ...multipleChoice('Added?', ['Yes', 'No'], 'Yes') }, { [QUIZ_HEADERS.dashboardToken]: quiz.dashboardToken }),
      201,
    ),
  [EVENT_TYPES.quizDeleted]: (quiz) => answered(call(h.baseUrl, 'DELETE', buildPath(API_PATHS.quizDashboard, { token: quiz.dashboardToken })), 204),
};

describe('the quiz service against its consumers', () => {
  it.each(httpExpectationsFor('quiz').map((e) => [`${e.consumer}: ${e.interaction}`, e] as const))(
    'When %s is replayed, then every field the consumer reads is there',
    async (_name, expectation) => {
      expect(await replayExpectation(expectation, states, send)).toEqual([]);
    },
  );

  it.each(eventExpectationsFor([EVENT_TYPES.quizDeleted, EVENT_TYPES.quizQuestionsChanged]).map((e) => [`${e.consumer}: ${e.type}`, e] as const))(
    'When the service publishes %s, then every field the handler reads is there',
    async (_name, expectation) => {
      const quiz = await untimedQuiz();
      await producers[expectation.type]?.(quiz);
      const event = await eventually(async () => {
        const found = published.find((e) => e.type === expectation.type && e.data.quizId === quiz.id);
        if (!found) throw new Error(`${expectation.type} not yet published`);
        return found;
      });
      expect(verifyPublishedEvent(expectation, event)).toEqual([]);
    },
  );
});
