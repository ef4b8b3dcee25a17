import { type AnswerKey, type DashboardResponse, type PublicQuestion, type PublicQuiz, quizDescription, type QuizListItem, quizTitle } from '@quizlink/contracts/quiz';
import { expiresAt } from './quiz-lifetime.ts';
import type { QuestionRecord, QuizRecord } from './quiz-model.ts';

/**
 * The views below are built field by field (never by spreading a record) so that a field added to
 * storage — an answer key, a token hash — cannot leak into a response by accident.
 */
export function toPublicQuiz(quiz: QuizRecord, lifetimeDays: number): PublicQuiz {
  return {
    id: quiz.id,
    creatorName: quiz.creatorName,
    title: quizTitle(quiz.creatorName),
    description: quizDescription(quiz.creatorName),
    isAutoCreated: quiz.isAutoCreated,
    createdAt: quiz.createdAt.toISOString(),
    expiresAt: expiresAt(quiz.createdAt, lifetimeDays).toISOString(),
    timeLimit: quiz.timeLimit,
    timePerQuestion: null,
    autoSubmit: quiz.autoSubmit,
    questionCount: quiz.questionCount,
    topic: quiz.topic,
  };
}

export function toPublicQuestion(question: QuestionRecord): PublicQuestion {
  return {
    id: question.id,
    quizId: question.quizId,
    text: question.text,
    type: question.type,
    options: question.type === 'multiple-choice' ? [...question.options] : [],
    hint: question.hint,
    order: question.position,
    imageUrl: question.imageUrl,
  };
}

/** What the dashboard adds to the quiz: built by creator-reads.ts from the read model. */
export type DashboardDetails = Pick<DashboardResponse, 'stats' | 'quizType' | 'questions' | 'attempts' | 'scoreDistribution' | 'attemptsPerHour'>;

export function toDashboard(quiz: QuizRecord, lifetimeDays: number, details: DashboardDetails): DashboardResponse {
  return {
    ...toPublicQuiz(quiz, lifetimeDays),
    accessCode: quiz.accessCode,
    urlSlug: quiz.urlSlug,
    stats: details.stats,
    quizType: details.quizType,
    questions: details.questions,
    attempts: details.attempts,
    scoreDistribution: details.scoreDistribution,
    attemptsPerHour: details.attemptsPerHour,
  };
}

/** The embedded test page's row: code and slug, never the token. */
export function toQuizListItem(quiz: QuizRecord, lifetimeDays: number): QuizListItem {
  return {
    id: quiz.id,
    creatorName: quiz.creatorName,
    accessCode: quiz.accessCode,
    urlSlug: quiz.urlSlug,
    createdAt: quiz.createdAt.toISOString(),
    expiresAt: expiresAt(quiz.createdAt, lifetimeDays).toISOString(),
  };
}

export function toAnswerKey(quiz: QuizRecord, questions: readonly QuestionRecord[], lifetimeDays: number): AnswerKey {
  return {
    quizId: quiz.id,
    createdAt: quiz.createdAt.toISOString(),
    expiresAt: expiresAt(quiz.createdAt, lifetimeDays).toISOString(),
    timeLimit: quiz.timeLimit,
    questions: questions.map((q) => ({ id: q.id, type: q.type, correctAnswers: [...q.correctAnswers] })),
    dashboardTokenHash: quiz.dashboardTokenHash,
    publicQuestions: questions.map(toPublicQuestion),
    showCorrectAnswers: quiz.showCorrectAnswers,
  };
}
