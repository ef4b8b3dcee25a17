import { z } from 'zod';
import { SCORE_BANDS } from '../../quiz/dashboard-charts.ts';
import { openEndedGroupSchema } from '../../quiz/experience-schemas.ts';
import { QUIZ_PATHS } from '../../quiz/paths.ts';
import { dashboardResponseSchema } from '../../quiz/quizzes.ts';
import { NO_CONTENT } from '../no-content.ts';
import type { HttpExpectation } from '../types.ts';
import { MFE_QUIZ } from './mfe-quiz.ts';

/** The creator's dashboard calls (pages/dashboard): the provider's state for each is keyed by these names. */
export const MFE_QUIZ_DASHBOARD_INTERACTIONS = {
  dashboard: "a creator's dashboard of a multiple-choice quiz with one attempt",
  openEndedAnswers: "a quiz's open-ended answers, read by its creator with the dashboard token",
  deleteQuiz: 'a creator deletes the quiz from the dashboard',
} as const;

const COMPLETED_AT = '2026-01-01T10:05:00.000Z';

const dashboard = {
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
  questionCount: 1,
  accessCode: 'AB12CD',
  urlSlug: 'ada-lovelace-quiz',
  stats: { attemptCount: 1, averageScore: 100, topScore: 100 },
  quizType: 'scored',
  questions: [
    {
      questionId: 11,
      order: 0,
      text: 'Capital of France?',
      type: 'multiple-choice',
      imageUrl: null,
      answeredCount: 1,
      correctCount: 1,
      correctPercentage: 100,
      mostCommonAnswer: { answer: 'Paris', count: 1, isCorrect: true },
      seenCount: 1,
      optionCounts: [
        { option: 'Paris', count: 1, isCorrect: true },
        { option: 'Rome', count: 0, isCorrect: false },
      ],
    },
  ],
  attempts: [{ id: '3f0d8a52-7c2b-4e5f-9a61-0b7c2d4e6f81', userName: 'Taker Tom', score: 1, totalQuestions: 1, percentage: 100, completedAt: COMPLETED_AT }],
  scoreDistribution: SCORE_BANDS.map((band) => ({ ...band, count: band.fromPercent === 100 ? 1 : 0 })),
  attemptsPerHour: [{ hourStart: '2026-01-01T10:00:00.000Z', count: 1 }],
};

/** What the dashboard page, its charts, tables and the open-ended card read, and the delete they offer. */
export const mfeQuizDashboardExpectations: readonly HttpExpectation[] = [
  {
    consumer: MFE_QUIZ,
    provider: 'quiz',
    interaction: MFE_QUIZ_DASHBOARD_INTERACTIONS.dashboard,
    request: { method: 'GET', path: QUIZ_PATHS.quizDashboard },
    response: {
      status: 200,
      // DashboardPage, AttemptsTable, QuestionPerformanceList, DashboardCharts, quiz-dates.ts (expiry).
      // `mostCommonAnswer` is null for an unanswered question: its own fields are read only when it is not.
      fieldsRelied: [
        'id',
        'title',
        'creatorName',
        'createdAt',
        'expiresAt',
        'questionCount',
        'accessCode',
        'urlSlug',
        'quizType',
        'stats.attemptCount',
        'stats.averageScore',
        'stats.topScore',
        'attempts[].id',
        'attempts[].userName',
        'attempts[].score',
        'attempts[].totalQuestions',
        'attempts[].percentage',
        'attempts[].completedAt',
        'questions[].questionId',
        'questions[].text',
        'questions[].type',
        'questions[].answeredCount',
        'questions[].seenCount',
        'questions[].correctCount',
        'questions[].correctPercentage',
        'questions[].mostCommonAnswer',
        'questions[].optionCounts[].option',
        'questions[].optionCounts[].count',
        'questions[].optionCounts[].isCorrect',
        'scoreDistribution[].fromPercent',
        'scoreDistribution[].toPercent',
        'scoreDistribution[].count',
        'attemptsPerHour[].hourStart',
        'attemptsPerHour[].count',
      ],
      example: dashboard,
      schema: dashboardResponseSchema,
    },
  },
  {
    consumer: MFE_QUIZ,
    provider: 'quiz',
    interaction: MFE_QUIZ_DASHBOARD_INTERACTIONS.openEndedAnswers,
    // The token travels in QUIZ_HEADERS.dashboardToken: the provider's state gives the real one.
    request: { method: 'GET', path: QUIZ_PATHS.openEndedAnswers },
    response: {
      status: 200,
      // OpenEndedAnswers.tsx: one section per question, each answer with its author.
      fieldsRelied: ['[].questionId', '[].questionText', '[].questionImage', '[].answers[].id', '[].answers[].userName', '[].answers[].userAnswer'],
      example: [
        {
          questionId: 12,
          questionText: 'Why do you like quizzes?',
          questionImage: null,
          answers: [{ id: '3f0d8a52-7c2b-4e5f-9a61-0b7c2d4e6f81', userName: 'Taker Tom', userAnswer: 'Because they are fun', submittedAt: COMPLETED_AT }],
        },
      ],
      schema: z.array(openEndedGroupSchema),
    },
  },
  {
    consumer: MFE_QUIZ,
    provider: 'quiz',
    interaction: MFE_QUIZ_DASHBOARD_INTERACTIONS.deleteQuiz,
    request: { method: 'DELETE', path: QUIZ_PATHS.quizDashboard },
    response: NO_CONTENT,
  },
];
