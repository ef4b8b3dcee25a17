import { buildPath, SERVICE_CREDENTIAL_HEADER } from '@quizlink/contracts/http';
import { type DomainEvent, EVENT_TYPES, TOPICS } from '@quizlink/contracts/events';
import { QUIZ_HEADERS, QUIZ_PATHS } from '@quizlink/contracts/quiz';
import {
  ATTEMPT_SERVICE_INTERACTIONS,
  MFE_QUIZ_DASHBOARD_INTERACTIONS,
  MFE_QUIZ_INTERACTIONS,
  describeProviderContracts,
  type EventExpectation,
  type ProviderStates,
  type SendRequest,
} from '@quizlink/contracts/consumer-contracts';
import { call, eventually } from '@quizlink/kit-http/testing';
import { SERVICE_TOKEN, attemptEvent, createQuiz, createUser, multipleChoice, questionsOf, quizPayload, startQuizService, type Harness } from './quiz-service.harness.ts';

let h: Harness;
const published: DomainEvent[] = [];
beforeAll(async () => {
  h = await startQuizService('consumer-contracts');
  await h.bus.subscribe({ topic: TOPICS.quizEvents, groupId: 'consumer-contracts-observer', handler: async (event) => void published.push(event) });
});
afterAll(async () => {
  await h.close();
});

const CREATOR = 'Contract Carla';
const credential = { [SERVICE_CREDENTIAL_HEADER]: SERVICE_TOKEN };
const untimedQuiz = (overrides: Record<string, unknown> = {}) => createQuiz(h.baseUrl, CREATOR, { timeLimit: null, ...overrides });
type Quiz = Awaited<ReturnType<typeof untimedQuiz>>;

const send: SendRequest = (request) => call(h.baseUrl, request.method, request.path, request.body, request.headers);

async function answered(res: Promise<{ status: number; text: string }>, status: number): Promise<void> {
  const { status: actual, text } = await res;
  if (actual !== status) throw new Error(`set-up call answered ${actual}: ${text}`);
}

/** A quiz of multiple-choice questions only (an open-ended one has no options to count) with one attempt in its dashboard. */
async function answeredChoiceQuiz(): Promise<Quiz> {
  const choices = [...quizPayload(0).questions.filter((q) => q.type === 'multiple-choice'), multipleChoice('Home planet?', ['Earth', 'Mars'], 'Earth')];
  const quiz = await untimedQuiz({ questions: choices });
  const questions = await questionsOf(h.baseUrl, quiz.id);
  const answers = questions.map((q) => ({ questionId: q.id, userAnswer: q.options[0]!, isCorrect: true }));
  await h.bus.publish(TOPICS.attemptEvents, [attemptEvent(quiz.id, { answers, score: answers.length, totalQuestions: answers.length })]);
  const dashboard = buildPath(QUIZ_PATHS.quizDashboard, { token: quiz.dashboardToken });
  await eventually(async () => expect((await call(h.baseUrl, 'GET', dashboard)).body.stats.attemptCount).toBe(1));
  return quiz;
}

/** A quiz whose open-ended question has one written answer, reached through the attempt.submitted event. */
async function quizWithWrittenAnswer(): Promise<Quiz> {
  const quiz = await untimedQuiz();
  const essay = (await questionsOf(h.baseUrl, quiz.id)).find((q) => q.type === 'open-ended');
  if (!essay) throw new Error('the quiz has no open-ended question');
  await h.bus.publish(TOPICS.attemptEvents, [attemptEvent(quiz.id, { openEndedAnswers: [{ questionId: essay.id, userAnswer: 'Because they are fun' }] })]);
  const read = buildPath(QUIZ_PATHS.openEndedAnswers, { id: quiz.id });
  const token = { [QUIZ_HEADERS.dashboardToken]: quiz.dashboardToken };
  await eventually(async () => expect((await call(h.baseUrl, 'GET', read, undefined, token)).body[0]?.answers).toHaveLength(1));
  return quiz;
}

/** Each consumer interaction's set-up, made through the service's own API (the provider states). */
const states: ProviderStates = {
  [MFE_QUIZ_INTERACTIONS.quizByCode]: async () => ({ params: { code: (await untimedQuiz()).accessCode } }),
  [MFE_QUIZ_INTERACTIONS.quizById]: async () => ({ params: { id: (await untimedQuiz()).id } }),
  [MFE_QUIZ_INTERACTIONS.quizQuestions]: async () => ({ params: { id: (await untimedQuiz()).id } }),
  [MFE_QUIZ_INTERACTIONS.createQuiz]: async () => ({ body: quizPayload(await createUser(h.baseUrl, CREATOR), CREATOR) }),
  [MFE_QUIZ_DASHBOARD_INTERACTIONS.dashboard]: async () => ({ params: { token: (await answeredChoiceQuiz()).dashboardToken } }),
  [MFE_QUIZ_DASHBOARD_INTERACTIONS.openEndedAnswers]: async () => {
    const quiz = await quizWithWrittenAnswer();
    return { params: { id: quiz.id }, headers: { [QUIZ_HEADERS.dashboardToken]: quiz.dashboardToken } };
  },
  [MFE_QUIZ_DASHBOARD_INTERACTIONS.deleteQuiz]: async () => ({ params: { token: (await untimedQuiz()).dashboardToken } }),
  [ATTEMPT_SERVICE_INTERACTIONS.answerKey]: async () => ({ params: { id: (await untimedQuiz()).id }, headers: credential }),
  [ATTEMPT_SERVICE_INTERACTIONS.knownUser]: async () => ({ params: { id: await createUser(h.baseUrl, CREATOR) }, headers: credential }),
};

/** What makes the service publish each event type, through its own API. */
const producers: Partial<Record<DomainEvent['type'], (quiz: Quiz) => Promise<void>>> = {
  [EVENT_TYPES.quizQuestionsChanged]: (quiz) =>
    answered(
      call(h.baseUrl, 'POST', QUIZ_PATHS.questions, { quizId: quiz.id, ...multipleChoice('Added?', ['Yes', 'No'], 'Yes') }, { [QUIZ_HEADERS.dashboardToken]: quiz.dashboardToken }),
      201,
    ),
  [EVENT_TYPES.quizDeleted]: (quiz) => answered(call(h.baseUrl, 'DELETE', buildPath(QUIZ_PATHS.quizDashboard, { token: quiz.dashboardToken })), 204),
};

/** Has the service publish an event of the expectation's type about a new quiz; resolves to the event. */
async function publishedEvent(expectation: EventExpectation): Promise<DomainEvent> {
  const quiz = await untimedQuiz();
  await producers[expectation.type]?.(quiz);
  return eventually(async () => {
    const found = published.find((e) => e.type === expectation.type && e.data.quizId === quiz.id);
    if (!found) throw new Error(`${expectation.type} not yet published`);
    return found;
  });
}

describeProviderContracts(
  { provider: 'quiz', states, send, events: { types: [EVENT_TYPES.quizDeleted, EVENT_TYPES.quizQuestionsChanged], published: publishedEvent } },
  { describe, it },
);
