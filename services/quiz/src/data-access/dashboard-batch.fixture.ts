import { randomUUID } from 'node:crypto';
import type { Sequelize } from 'sequelize';
import type { AttemptSubmittedV1 } from '@quizlink/contracts/events';
import { defineQuizModels } from './quiz.model.ts';
import { defineUserModel } from './user.model.ts';

/** An attempt.submitted event's data for the dashboard batch tests: two questions, the score in the second of its completion time. */
export const dashboardAttemptOf = (quizId: number, score: number, questionIds?: number[], text: { userName?: string; answer?: string } = {}): AttemptSubmittedV1['data'] => ({
  attemptId: randomUUID(),
  quizId,
  userAnswerId: 5,
  userName: text.userName ?? 'Ada',
  score,
  totalQuestions: 2,
  answers: [{ questionId: 1, userAnswer: text.answer ?? 'A', isCorrect: score > 0 }],
  openEndedAnswers: [{ questionId: 2, userAnswer: 'Because', questionIndex: 1 }],
  ...(questionIds ? { questionIds } : {}),
  completedAt: new Date(Date.UTC(2026, 10, 26, 7, 0, score, 250)).toISOString(),
});

/** Makes quizzes of one creator for the dashboard batch tests: `quizOf(n, purgedAt)` creates the n-th and resolves with its id. */
export async function dashboardQuizMaker(sequelize: Sequelize): Promise<(n: number, purgedAt: Date | null) => Promise<number>> {
  const { Quiz } = defineQuizModels(sequelize);
  const creator = await defineUserModel(sequelize).create({ username: 'Creator', createdAt: new Date() } as never);
  return async (n, purgedAt) =>
    (
      await Quiz.create({
        creatorId: creator.get('id') as number,
        creatorName: 'Creator',
        accessCode: `A${n}CDEF`.slice(0, 6),
        urlSlug: `quiz-${n}`,
        dashboardTokenHash: String(n).repeat(64).slice(0, 64),
        isAutoCreated: false,
        timeLimit: null,
        autoSubmit: true,
        showCorrectAnswers: true,
        topic: null,
        questionCount: 2,
        createdAt: new Date(),
        purgedAt,
      } as never)
    ).id;
}
