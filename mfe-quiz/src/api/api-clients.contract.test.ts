import type { CreateQuizRequest, SubmitAttemptRequest } from '@quizlink/contracts';
import {
  MFE_QUIZ_INTERACTIONS,
  checkHttpExample,
  mfeQuizExpectations,
  recordedAnswer,
  sentAsRecorded,
  type HttpExpectation,
} from '@quizlink/contracts/consumer-contracts';
import { attemptsApi } from './attempts.api.ts';
import { quizzesApi } from './quizzes.api.ts';

const QUIZ_ID = 7;
const ATTEMPT_ID = '3f0d8a52-7c2b-4e5f-9a61-0b7c2d4e6f81';
const creation: CreateQuizRequest = {
  creatorId: 1,
  creatorName: 'Ada Lovelace',
  timeLimit: null,
  autoSubmit: true,
  questions: [{ text: 'Why?', type: 'open-ended' }],
};
const submission: SubmitAttemptRequest = {
  quizId: QUIZ_ID,
  userAnswerId: 3,
  userName: 'Taker Tom',
  score: 0,
  totalQuestions: 1,
  isOpenEndedOnly: true,
  answers: [],
  openEndedAnswers: [{ questionId: 11, userAnswer: 'Because', questionIndex: 0 }],
};

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
};

const fetchMock = jest.fn();
beforeEach(() => {
  fetchMock.mockReset();
  (globalThis as { fetch?: unknown }).fetch = fetchMock;
});

describe("mfe-quiz's recorded expectations", () => {
  it.each(mfeQuizExpectations.map((e) => [e.interaction, e] as const))(
    'When "%s" is answered with the recorded example, then the client makes the recorded request and hands the fields on',
    async (interaction: string, expectation: HttpExpectation) => {
      expect(checkHttpExample(expectation)).toEqual([]);
      const client = clientCalls[interaction];
      if (!client) throw new Error(`no client call for the recorded interaction "${interaction}"`);
      fetchMock.mockResolvedValue(recordedAnswer(expectation));

      const received = await client.call();

      const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
      expect(sentAsRecorded(expectation, { method: init.method ?? 'GET', url })).toBe(true);
      const example = expectation.response.example;
      expect(received).toEqual(client.handsOn ? client.handsOn(example) : example);
    },
  );
});
