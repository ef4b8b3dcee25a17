import { type AnswerKey, type PublicQuestion, type PublicQuiz, QUIZ_ERRORS, QUIZ_EXPERIENCE_LIMITS, quizExpiredMessage, type QuizListItem } from '@quizlink/contracts/quiz';
import { AppError } from '@quizlink/kit-errors';
import { normalizeAccessCode } from './access-code.ts';
import { isExpired, lifetimeCutoff } from './quiz-lifetime.ts';
import type { QuizRecord, QuizStore } from './quiz-model.ts';
import { toAnswerKey, toPublicQuestion, toPublicQuiz, toQuizListItem } from './quiz-views.ts';

export type ReadDeps = { store: QuizStore; clock: () => Date; lifetimeDays: number };

/** 404 when missing, 410 once the lifetime is over (the same rule for quiz, questions and dashboard). */
export function requireActive(deps: ReadDeps, quiz: QuizRecord | undefined, notFound = quizNotFound): QuizRecord {
  if (!quiz) throw notFound();
  if (isExpired(quiz.createdAt, deps.clock(), deps.lifetimeDays)) throw quizExpired(deps.lifetimeDays);
  return quiz;
}

export const quizNotFound = () => new AppError(QUIZ_ERRORS.quizNotFound);
export const quizExpired = (lifetimeDays: number) => new AppError(QUIZ_ERRORS.quizExpired, { message: quizExpiredMessage(lifetimeDays) });

export async function getQuizById(deps: ReadDeps, id: number): Promise<PublicQuiz> {
  return toPublicQuiz(requireActive(deps, await deps.store.findQuizById(id)), deps.lifetimeDays);
}

export async function getQuizByAccessCode(deps: ReadDeps, code: string): Promise<PublicQuiz> {
  const quiz = await deps.store.findQuizByAccessCode(normalizeAccessCode(code));
  return toPublicQuiz(requireActive(deps, quiz), deps.lifetimeDays);
}

export async function getQuizBySlug(deps: ReadDeps, slug: string): Promise<PublicQuiz> {
  const quiz = await deps.store.findQuizBySlug(slug.trim().toLowerCase());
  return toPublicQuiz(requireActive(deps, quiz), deps.lifetimeDays);
}

/**
 * Questions in order, without correct answers. A timed quiz's questions are not read here: its
 * start (the attempt service) hands them out, so the clock runs from the moment they are seen.
 */
export async function getQuizQuestions(deps: ReadDeps, quizId: number): Promise<PublicQuestion[]> {
  const quiz = requireActive(deps, await deps.store.findQuizById(quizId));
  if (quiz.timeLimit !== null) {
    throw new AppError(QUIZ_ERRORS.quizQuestionsComeWithStart);
  }
  return (await deps.store.listQuestions(quizId)).map(toPublicQuestion);
}

/** For the attempt service only (internal route): whether the quiz service issued this user id. */
export async function requireUser(deps: ReadDeps, userId: number): Promise<{ id: number }> {
  if (!(await deps.store.userExists(userId))) throw new AppError(QUIZ_ERRORS.userNotFound);
  return { id: userId };
}

/**
 * Every active quiz with its code and slug, for the test page. Code and slug are what the public read
 * hides, so only the signed-in admin gets the list, in every run mode.
 */
export async function listQuizzes(deps: ReadDeps, viewer: { admin: boolean } = { admin: false }): Promise<QuizListItem[]> {
  if (!viewer.admin) {
    throw new AppError(QUIZ_ERRORS.quizListingDisabled);
  }
  const quizzes = await deps.store.listQuizzesCreatedAfter(lifetimeCutoff(deps.clock(), deps.lifetimeDays), QUIZ_EXPERIENCE_LIMITS.quizListMax);
  return quizzes.map((quiz) => toQuizListItem(quiz, deps.lifetimeDays));
}

/**
 * For the attempt service only (internal route). An expired quiz still has its key, with expiresAt,
 * so the caller applies the expiry rule with its own clock and can cache the key.
 */
export async function getAnswerKey(deps: ReadDeps, quizId: number): Promise<AnswerKey> {
  const quiz = await deps.store.findQuizById(quizId);
  if (!quiz) throw quizNotFound();
  return toAnswerKey(quiz, await deps.store.listQuestions(quizId), deps.lifetimeDays);
}
