import type { AttemptDetail, LeaderboardEntry } from '@quizlink/contracts/attempt';
import { type DashboardResponse, type PublicQuestion, type PublicQuiz, SCORE_BANDS } from '@quizlink/contracts/quiz';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A public quiz created just now, expiring in 7 days. */
export function publicQuiz(overrides: Partial<PublicQuiz> = {}): PublicQuiz {
  const createdAt = new Date();
  return {
    id: 42,
    creatorName: 'Ana',
    title: "Ana's Quiz",
    description: 'A quiz created by Ana',
    isAutoCreated: false,
    createdAt: createdAt.toISOString(),
    expiresAt: new Date(createdAt.getTime() + 7 * DAY_MS).toISOString(),
    timeLimit: null,
    timePerQuestion: null,
    autoSubmit: true,
    questionCount: 2,
    ...overrides,
  };
}

export function choiceQuestion(id: number, text: string, options: string[], order = id): PublicQuestion {
  return { id, quizId: 42, text, type: 'multiple-choice', options, hint: null, order, imageUrl: null };
}

export function openQuestion(id: number, text: string, order = id): PublicQuestion {
  return { id, quizId: 42, text, type: 'open-ended', options: [], hint: null, order, imageUrl: null };
}

export const ATTEMPT_ID = '6f1c1d9e-4a1b-4c2d-9e3f-0a1b2c3d4e5f';

export function attemptDetail(overrides: Partial<AttemptDetail> = {}): AttemptDetail {
  return {
    id: ATTEMPT_ID,
    quizId: 42,
    userAnswerId: 9,
    userName: 'Bo',
    score: 3,
    totalQuestions: 4,
    answers: [],
    openEndedAnswers: [],
    completedAt: '2026-03-01T10:00:00.000Z',
    questions: [choiceQuestion(101, 'Where was I born?', ['Lima', 'Oslo'])],
    ...overrides,
  };
}

/** A public board row (no attempt id: the server never sends one). */
export function leaderboardEntry(userName: string, score: number, totalQuestions: number, completedAt: string): LeaderboardEntry {
  return { userName, score, totalQuestions, completedAt };
}

export function dashboard(overrides: Partial<DashboardResponse> = {}): DashboardResponse {
  return {
    ...publicQuiz(),
    accessCode: 'AB12CD',
    urlSlug: 'ana-x1y23456',
    stats: { attemptCount: 3, averageScore: 67, topScore: 100 },
    quizType: 'scored',
    questions: [],
    attempts: [],
    scoreDistribution: SCORE_BANDS.map((band) => ({ ...band, count: 0 })),
    attemptsPerHour: [],
    ...overrides,
  };
}
