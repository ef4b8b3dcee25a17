import { attemptDetailSchema, submitAttemptRequestSchema, submitAttemptResponseSchema } from '../../attempt/attempts.ts';
import { attemptStartSchema, leaderboardPageSchema } from '../../attempt/experience-schemas.ts';
import { ATTEMPT_PATHS } from '../../attempt/paths.ts';
import { UPLOAD_API_PATHS, uploadImageResponseSchema } from '../../content/uploads.ts';
import { QUIZ_PATHS } from '../../quiz/paths.ts';
import { createQuizResponseSchema, publicQuestionSchema, publicQuizSchema } from '../../quiz/quizzes.ts';
import { z } from 'zod';
import type { HttpExpectation } from '../types.ts';

export const MFE_QUIZ = 'mfe-quiz';

/** Interaction names: the provider's state for each is keyed by them. */
export const MFE_QUIZ_INTERACTIONS = {
  quizByCode: 'a published untimed quiz read by its access code',
  quizById: 'a published quiz read by its id',
  quizQuestions: "an untimed quiz's questions as a taker sees them",
  createQuiz: 'a creator publishes a quiz',
  uploadImage: 'a creator uploads a question image',
  startAttempt: 'a taker starts a timed quiz',
  submitAttempt: 'a taker submits an attempt with chosen and open-ended answers',
  attemptById: "a submitted attempt read with the attempt's secret",
  leaderboard: "the leaderboard's top rows and the taker's own row",
} as const;

const ATTEMPT_ID = '3f0d8a52-7c2b-4e5f-9a61-0b7c2d4e6f81';
const question = { id: 11, quizId: 7, text: 'Capital of France?', type: 'multiple-choice' as const, options: ['Paris', 'Rome'], hint: null, order: 0, imageUrl: null };
const openQuestion = { ...question, id: 12, text: 'Why do you like quizzes?', type: 'open-ended' as const, options: [], order: 1 };
const WRITTEN_ANSWER = 'Because they are fun';
const quiz = {
  id: 7,
  creatorName: 'Ada Lovelace',
  title: "Ada Lovelace's Quiz",
  description: 'How well do you know Ada Lovelace?',
  isAutoCreated: false,
  createdAt: '2026-01-01T10:00:00.000Z',
  expiresAt: '2026-01-08T10:00:00.000Z',
  timeLimit: null,
  timePerQuestion: null,
  autoSubmit: true,
  questionCount: 5,
};
const row = { userName: 'Taker Tom', score: 3, totalQuestions: 4, completedAt: '2026-01-01T10:05:00.000Z', rank: 1, isYou: true };

/** What the quiz pages read (answer, share, results, create): see `mfe-quiz/src/api/*.api.contract.test.ts`. */
export const mfeQuizExpectations: readonly HttpExpectation[] = [
  {
    consumer: MFE_QUIZ,
    provider: 'quiz',
    interaction: MFE_QUIZ_INTERACTIONS.quizByCode,
    request: { method: 'GET', path: QUIZ_PATHS.quizByCode },
    response: {
      status: 200,
      // use-quiz-lookup.ts, AnswerPage and quiz-dates.ts read these.
      fieldsRelied: ['id', 'title', 'description', 'creatorName', 'timeLimit', 'autoSubmit', 'questionCount', 'expiresAt'],
      example: quiz,
      schema: publicQuizSchema,
    },
  },
  {
    consumer: MFE_QUIZ,
    provider: 'quiz',
    interaction: MFE_QUIZ_INTERACTIONS.quizById,
    request: { method: 'GET', path: QUIZ_PATHS.quizById },
    response: { status: 200, fieldsRelied: ['id', 'title', 'creatorName', 'timeLimit', 'expiresAt'], example: quiz, schema: publicQuizSchema },
  },
  {
    consumer: MFE_QUIZ,
    provider: 'quiz',
    interaction: MFE_QUIZ_INTERACTIONS.quizQuestions,
    request: { method: 'GET', path: QUIZ_PATHS.quizQuestions },
    response: {
      status: 200,
      fieldsRelied: ['[].id', '[].text', '[].type', '[].options', '[].hint', '[].order', '[].imageUrl'],
      example: [question],
      schema: z.array(publicQuestionSchema),
    },
  },
  {
    consumer: MFE_QUIZ,
    provider: 'quiz',
    interaction: MFE_QUIZ_INTERACTIONS.createQuiz,
    request: { method: 'POST', path: QUIZ_PATHS.quizzes },
    response: {
      status: 201,
      // use-create-state.ts navigates by `id`; rememberPublishedQuiz keeps the code, slug and token.
      fieldsRelied: ['id', 'accessCode', 'urlSlug', 'dashboardToken'],
      example: { id: 7, accessCode: 'AB12CD', urlSlug: 'ada-lovelace-quiz', dashboardToken: 'dashboard-token-0123456789abcdef' },
      schema: createQuizResponseSchema,
    },
  },
  {
    consumer: MFE_QUIZ,
    provider: 'content',
    interaction: MFE_QUIZ_INTERACTIONS.uploadImage,
    // Multipart: the provider's state gives the form with a real image.
    request: { method: 'POST', path: UPLOAD_API_PATHS.uploadImage },
    response: { status: 201, fieldsRelied: ['imageUrl'], example: { imageUrl: '/api/uploads/0123456789abcdef.png' }, schema: uploadImageResponseSchema },
  },
  {
    consumer: MFE_QUIZ,
    provider: 'attempt',
    interaction: MFE_QUIZ_INTERACTIONS.startAttempt,
    request: { method: 'POST', path: ATTEMPT_PATHS.attemptStarts },
    response: {
      status: 201,
      // use-attempt-start.ts: the deadline against the server's clock, the questions in order.
      fieldsRelied: ['id', 'deadline', 'serverTime', 'questions[].id', 'questions[].text', 'questions[].options', 'questions[].order'],
      example: { id: ATTEMPT_ID, quizId: 7, startedAt: '2026-01-01T10:00:00.000Z', deadline: '2026-01-01T10:10:00.000Z', serverTime: '2026-01-01T10:00:00.000Z', questions: [question] },
      schema: attemptStartSchema,
    },
  },
  {
    consumer: MFE_QUIZ,
    provider: 'attempt',
    interaction: MFE_QUIZ_INTERACTIONS.submitAttempt,
    request: {
      method: 'POST',
      path: ATTEMPT_PATHS.attempts,
      // attempt-request.ts (buildAttemptRequest): what the taker chose and wrote, trimmed; nothing judged.
      body: {
        example: {
          quizId: 7,
          userAnswerId: 3,
          userName: 'Taker Tom',
          answers: [{ questionId: 11, userAnswer: 'Paris' }],
          openEndedAnswers: [{ questionId: 12, userAnswer: WRITTEN_ANSWER, questionIndex: 1 }],
        },
        schema: submitAttemptRequestSchema,
      },
    },
    response: {
      status: 201,
      // use-answer-steps.ts keeps the secret by the id and opens the results page.
      fieldsRelied: ['id', 'attemptSecret'],
      example: { id: ATTEMPT_ID, attemptSecret: 'attempt-secret-0123456789abcdef' },
      schema: submitAttemptResponseSchema,
    },
  },
  {
    consumer: MFE_QUIZ,
    provider: 'attempt',
    interaction: MFE_QUIZ_INTERACTIONS.attemptById,
    request: { method: 'GET', path: ATTEMPT_PATHS.attemptById },
    response: {
      status: 200,
      // use-results-state.ts compares quizId; YourAnswers shows each question with the choice or the written answer.
      fieldsRelied: [
        'quizId',
        'userName',
        'score',
        'totalQuestions',
        'answers[].questionId',
        'answers[].userAnswer',
        'answers[].isCorrect',
        'openEndedAnswers[].questionId',
        'openEndedAnswers[].userAnswer',
        'questions[].id',
        'questions[].text',
      ],
      example: {
        id: ATTEMPT_ID,
        quizId: 7,
        userAnswerId: 3,
        userName: 'Taker Tom',
        score: 1,
        totalQuestions: 2,
        // A single choice is a string, several choices an array: the results page shows both.
        answers: [
          { questionId: 11, userAnswer: 'Paris', isCorrect: true },
          { questionId: 13, userAnswer: ['Red', 'Blue'], isCorrect: false },
        ],
        openEndedAnswers: [{ questionId: 12, userAnswer: WRITTEN_ANSWER, questionIndex: 1 }],
        completedAt: '2026-01-01T10:05:00.000Z',
        questions: [question, openQuestion],
      },
      schema: attemptDetailSchema,
    },
  },
  {
    consumer: MFE_QUIZ,
    provider: 'attempt',
    interaction: MFE_QUIZ_INTERACTIONS.leaderboard,
    request: { method: 'GET', path: ATTEMPT_PATHS.leaderboard },
    response: {
      status: 200,
      // leaderboard.ts: the top rows, then the taker's own row with its rank when it is below them.
      fieldsRelied: ['total', 'top[].userName', 'top[].score', 'top[].totalQuestions', 'top[].completedAt', 'top[].rank', 'top[].isYou', 'you.rank', 'you.userName', 'you.score'],
      example: { quizId: 7, total: 1, top: [row], you: row, serverTime: '2026-01-01T10:06:00.000Z' },
      schema: leaderboardPageSchema,
    },
  },
];
