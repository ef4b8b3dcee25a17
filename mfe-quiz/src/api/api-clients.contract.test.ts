import type { CreateQuizRequest, PublicQuestion } from '@quizlink/contracts/quiz';
import {
  MFE_QUIZ_DASHBOARD_INTERACTIONS,
  MFE_QUIZ_INTERACTIONS,
  checkHttpExample,
  mfeQuizDashboardExpectations,
  mfeQuizExpectations,
  recordedAnswer,
  sentAsRecorded,
  sentBody,
  type HttpExpectation,
} from '@quizlink/contracts/consumer-contracts';
import { buildAttemptRequest } from '../pages/answer/attempt-request.ts';
import { attemptsApi } from './attempts.api.ts';
import { quizzesApi } from './quizzes.api.ts';

const QUIZ_ID = 7;
const ATTEMPT_ID = '3f0d8a52-7c2b-4e5f-9a61-0b7c2d4e6f81';
const DASHBOARD_TOKEN = 'dashboard-token-0123456789abcdef';
const creation: CreateQuizRequest = {
  creatorId: 1,
  creatorName: 'Ada Lovelace',
  timeLimit: null,
  autoSubmit: true,
  questions: [{ text: 'Why?', type: 'open-ended' }],
};
const questions: PublicQuestion[] = [
  { id: 11, quizId: QUIZ_ID, text: 'Capital of France?', type: 'multiple-choice', options: ['Paris', 'Rome'], hint: null, order: 0, imageUrl: null },
  { id: 12, quizId: QUIZ_ID, text: 'Why do you like quizzes?', type: 'open-ended', options: [], hint: null, order: 1, imageUrl: null },
];
/** The answer page's own request builder, with what the taker chose and typed (spaces around the text). */
const submission = buildAttemptRequest({ quizId: QUIZ_ID, user: { id: 3, name: 'Taker Tom' }, questions, answers: { 11: 'Paris', 12: '  Because they are fun ' } });

/**
 * How this front end makes each recorded call, and what of the answer reaches its pages: the clients
 * hand the parsed body on as it is, but for the upload, which hands on the image's URL.
 */
const clientCalls: Record<string, { call: () => Promise<unknown>; handsOn?: (example: unknown) => unknown }> = {
  [MFE_QUIZ_INTERACTIONS.quizByCode]: { call: () => quizzesApi.byCode('AB12CD') },
  [MFE_QUIZ_INTERACTIONS.quizById]: { call: () => quizzesApi.byId(QUIZ_ID) },
  [MFE_QUIZ_INTERACTIONS.quizQuestions]: { call: () => quizzesApi.questions(QUIZ_ID) },
  [MFE_QUIZ_INTERACTIONS.createQuiz]: { call: () => quizzesApi.create(creation) },
  [MFE_QUIZ_INTERACTIONS.uploadImage]: {
    call: () => quizzesApi.uploadImage(new File(['png'], 'question.png', { type: 'image/png' })),
    handsOn: (example) => (example as { imageUrl: string }).imageUrl,
  },
  [MFE_QUIZ_INTERACTIONS.startAttempt]: { call: () => attemptsApi.start(QUIZ_ID, 3) },
  [MFE_QUIZ_INTERACTIONS.submitAttempt]: { call: () => attemptsApi.submit(submission, 'idempotency-key-1') },
  [MFE_QUIZ_INTERACTIONS.attemptById]: { call: () => attemptsApi.byId(ATTEMPT_ID, 'attempt-secret-0123456789abcdef') },
  [MFE_QUIZ_INTERACTIONS.leaderboard]: { call: () => attemptsApi.leaderboard(QUIZ_ID, 'attempt-secret-0123456789abcdef', 10) },
  [MFE_QUIZ_DASHBOARD_INTERACTIONS.dashboard]: { call: () => quizzesApi.dashboard(DASHBOARD_TOKEN) },
  [MFE_QUIZ_DASHBOARD_INTERACTIONS.openEndedAnswers]: { call: () => quizzesApi.openEndedAnswers(QUIZ_ID, DASHBOARD_TOKEN) },
  [MFE_QUIZ_DASHBOARD_INTERACTIONS.deleteQuiz]: { call: () => quizzesApi.remove(DASHBOARD_TOKEN) },
};

const fetchMock = jest.fn();
beforeEach(() => {
  fetchMock.mockReset();
  (globalThis as { fetch?: unknown }).fetch = fetchMock;
});

describe("mfe-quiz's recorded expectations", () => {
  it.each([...mfeQuizExpectations, ...mfeQuizDashboardExpectations].map((e) => [e.interaction, e] as const))(
    'When "%s" is answered with the recorded example, then the client makes the recorded request and hands the fields on',
    async (interaction: string, expectation: HttpExpectation) => {
      expect(checkHttpExample(expectation)).toEqual([]);
      const client = clientCalls[interaction];
      if (!client) throw new Error(`no client call for the recorded interaction "${interaction}"`);
      fetchMock.mockResolvedValue(recordedAnswer(expectation));

      const received = await client.call();

      const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
      expect(sentAsRecorded(expectation, { method: init.method ?? 'GET', url, body: sentBody(init.body) })).toBe(true);
      const example = expectation.response.example;
      expect(received).toEqual(client.handsOn ? client.handsOn(example) : example);
    },
  );
});
