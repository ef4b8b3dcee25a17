import { z } from 'zod';
import { EVENT_TYPES, TOPICS } from '../../events/events.ts';
import { QUIZ_INTERNAL_PATHS } from '../../quiz/paths.ts';
import { answerKeySchema } from '../../quiz/quizzes.ts';
import type { EventExpectation, HttpExpectation } from '../types.ts';

export const ATTEMPT_SERVICE_CLIENTS = {
  answerKey: 'attempt-service/answer-key.client',
  userDirectory: 'attempt-service/user-directory.client',
  quizEvents: 'attempt-service/quiz-events.consumer',
} as const;

export const ATTEMPT_SERVICE_INTERACTIONS = {
  answerKey: "a published quiz's answer key, read with the service credential",
  knownUser: 'a user id the quiz service issued, looked up with the service credential',
} as const;

const QUIZ_ID = 7;
const OCCURRED_AT = '2026-01-01T11:00:00.000Z';

/** The attempt service's calls to the quiz service's internal routes. */
export const attemptServiceHttpExpectations: readonly HttpExpectation[] = [
  {
    consumer: ATTEMPT_SERVICE_CLIENTS.answerKey,
    provider: 'quiz',
    interaction: ATTEMPT_SERVICE_INTERACTIONS.answerKey,
    request: { method: 'GET', path: QUIZ_INTERNAL_PATHS.answerKey },
    response: {
      status: 200,
      // The client parses the whole answerKeySchema; scoring, timing, the creator's list and reveal read these.
      fieldsRelied: [
        'quizId',
        'createdAt',
        'expiresAt',
        'timeLimit',
        'questions[].id',
        'questions[].type',
        'questions[].correctAnswers',
        'dashboardTokenHash',
        'publicQuestions[].id',
        'publicQuestions[].text',
        'publicQuestions[].options',
        'showCorrectAnswers',
      ],
      example: {
        quizId: QUIZ_ID,
        createdAt: '2026-01-01T10:00:00.000Z',
        expiresAt: '2026-01-08T10:00:00.000Z',
        timeLimit: null,
        questions: [{ id: 11, type: 'multiple-choice', correctAnswers: ['Paris'] }],
        dashboardTokenHash: 'a3f1c2d4e5b6a7980123456789abcdef0123456789abcdef0123456789abcdef',
        publicQuestions: [{ id: 11, quizId: QUIZ_ID, text: 'Capital of France?', type: 'multiple-choice', options: ['Paris', 'Rome'], hint: null, order: 0, imageUrl: null }],
        showCorrectAnswers: true,
      },
      schema: answerKeySchema,
    },
  },
  {
    consumer: ATTEMPT_SERVICE_CLIENTS.userDirectory,
    provider: 'quiz',
    interaction: ATTEMPT_SERVICE_INTERACTIONS.knownUser,
    request: { method: 'GET', path: QUIZ_INTERNAL_PATHS.userById },
    // Only the status is read (anything but 404 is a known user); the body is cancelled unread.
    response: { status: 200, fieldsRelied: [], example: { id: 3 }, schema: z.object({ id: z.number().int() }) },
  },
];

/** quiz-events.consumer.ts: a deleted quiz's data goes; changed questions drop the cached key. */
export const attemptServiceEventExpectations: readonly EventExpectation[] = [
  {
    consumer: ATTEMPT_SERVICE_CLIENTS.quizEvents,
    topic: TOPICS.quizEvents,
    type: EVENT_TYPES.quizDeleted,
    version: 1,
    fieldsRelied: ['data.quizId', 'data.deletedAt', 'data.reason'],
    example: {
      id: '0b6f5c1e-2d3a-4b5c-8d7e-9f0a1b2c3d4e',
      type: EVENT_TYPES.quizDeleted,
      version: 1,
      occurredAt: OCCURRED_AT,
      key: String(QUIZ_ID),
      data: { quizId: QUIZ_ID, reason: 'creator', deletedAt: OCCURRED_AT, imageUrls: [] },
    },
  },
  {
    consumer: ATTEMPT_SERVICE_CLIENTS.quizEvents,
    topic: TOPICS.quizEvents,
    type: EVENT_TYPES.quizQuestionsChanged,
    version: 1,
    fieldsRelied: ['data.quizId'],
    example: {
      id: '1c7a6d2f-3e4b-4c6d-9e8f-0a1b2c3d4e5f',
      type: EVENT_TYPES.quizQuestionsChanged,
      version: 1,
      occurredAt: OCCURRED_AT,
      key: String(QUIZ_ID),
      data: { quizId: QUIZ_ID },
    },
  },
];
