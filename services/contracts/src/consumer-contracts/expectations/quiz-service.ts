import { EVENT_TYPES, TOPICS } from '../../events/events.ts';
import type { EventExpectation } from '../types.ts';

export const QUIZ_SERVICE_CONSUMERS = { dashboard: 'quiz-service/attempt-submitted.consumer' } as const;

const COMPLETED_AT = '2026-01-01T10:05:00.000Z';

/**
 * attempt-submitted.consumer.ts → dashboard-attempt.repository.ts stores these. `questionIds` is not
 * relied on: without it (older events) the dashboard infers the questions.
 */
export const quizServiceEventExpectations: readonly EventExpectation[] = [
  {
    consumer: QUIZ_SERVICE_CONSUMERS.dashboard,
    topic: TOPICS.attemptEvents,
    type: EVENT_TYPES.attemptSubmitted,
    version: 1,
    fieldsRelied: [
      'id',
      'data.attemptId',
      'data.quizId',
      'data.userAnswerId',
      'data.userName',
      'data.score',
      'data.totalQuestions',
      'data.completedAt',
      'data.answers[].questionId',
      'data.answers[].userAnswer',
      'data.answers[].isCorrect',
      'data.openEndedAnswers[].questionId',
      'data.openEndedAnswers[].userAnswer',
    ],
    example: {
      id: '2d8b7e3a-4f5c-4d7e-8f9a-1b2c3d4e5f60',
      type: EVENT_TYPES.attemptSubmitted,
      version: 1,
      occurredAt: COMPLETED_AT,
      key: '7',
      data: {
        attemptId: '3f0d8a52-7c2b-4e5f-9a61-0b7c2d4e6f81',
        quizId: 7,
        userAnswerId: 3,
        userName: 'Taker Tom',
        score: 1,
        totalQuestions: 2,
        completedAt: COMPLETED_AT,
        // A single choice is a string, several choices an array: the read model counts both.
        answers: [
          { questionId: 11, userAnswer: 'Paris', isCorrect: true },
          { questionId: 13, userAnswer: ['Red', 'Blue'], isCorrect: false },
        ],
        openEndedAnswers: [{ questionId: 12, userAnswer: 'Because they are fun', questionIndex: 1 }],
        questionIds: [11, 12, 13],
      },
    },
  },
];
